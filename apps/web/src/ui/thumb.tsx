import { Group, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** The small (320 px) rendition of an uploaded image: the API stores "-l" and "-s" files side by side. */
export function smallImage(url: string): string {
  return url.replace(/-l(\.[a-z]+)$/i, '-s$1');
}

/** A square thumbnail of an uploaded image, or a photo icon when there is none. */
export function Thumb({ url, alt, size = 48 }: { url: string | null | undefined; alt: string; size?: number }) {
  if (!url)
    return (
      <Group
        w={size}
        h={size}
        justify="center"
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 8, flex: 'none' }}
      >
        <IconPhoto size={size / 2} color="var(--mantine-color-dimmed)" aria-hidden />
      </Group>
    );
  return <Image src={smallImage(url)} alt={alt} w={size} h={size} radius="sm" fit="cover" style={{ flex: 'none' }} />;
}
