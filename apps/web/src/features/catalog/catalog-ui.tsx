import './catalog-texts';
import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { PUBLISH_STATUSES } from '@niaga/shared';
import { IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type PublishStatus = (typeof PUBLISH_STATUSES)[number];

const STATUS_COLOR: Record<PublishStatus | 'active', string> = {
  published: 'teal',
  active: 'teal',
  scheduled: 'blue',
  suspended: 'red',
};

/** Published / scheduled / suspended (packages and combos: active or suspended). */
export function PublishBadge({ status }: { status: PublishStatus | 'active' }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" tt="none" data-status={status}>
      {t(`catalog.status.${status}`)}
    </Badge>
  );
}

/** The small (320 px) rendition of an uploaded image: the API stores "-l" and "-s" files side by side. */
export function smallImage(url: string): string {
  return url.replace(/-l(\.[a-z]+)$/i, '-s$1');
}

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

/** Page title, subtitle and the page's main buttons. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}

/** A titled card of a long form. */
export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
