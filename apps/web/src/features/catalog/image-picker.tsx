import './catalog-texts';
import { ActionIcon, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { LIMITS } from '@niaga/shared';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer } from '../../lib/api-client';
import { smallImage } from '../../ui/thumb';
import { catalogApi, type ImageUpload } from './catalog.api';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** Checks a chosen file before uploading it; the server checks the content again. */
export function imageProblem(file: File): string | null {
  if (file.size > LIMITS.receiptMaxBytes) return 'upload.tooLarge';
  if (file.type && !IMAGE_TYPES.includes(file.type)) return 'upload.imageType';
  return null;
}

/** Sends one image file; answers its small and large renditions' URLs. */
export type ImageUploader = (file: File) => Promise<Answer<ImageUpload>>;

/** Uploads one image (POST /api/products/images, or `uploader`) and hands back its large rendition's URL. */
export function useImageUpload(onUploaded: (url: string) => void, uploader: ImageUploader = catalogApi.uploadImage) {
  const { t } = useTranslation();
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploader,
    onSuccess: ({ data }) => onUploaded(data.large),
  });
  const choose = (file: File | null) => {
    upload.reset();
    setLocalError(null);
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) setLocalError(t(problem));
    else upload.mutate(file);
  };
  return { choose, pending: upload.isPending, error: localError ?? upload.error?.message ?? null };
}

type Props = {
  label: string;
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  error?: string;
  testId?: string;
  size?: number;
  /** The preview's height when it is not square (a banner); default `size`. */
  height?: number;
  /** Where the image goes (default: the product images call). */
  uploader?: ImageUploader;
};

/** One image: preview with a remove button, or an upload button. */
export function ImagePicker({ label, value, onChange, error, testId, size = 96, height = size, uploader }: Props) {
  const { t } = useTranslation();
  const upload = useImageUpload(onChange, uploader);
  return (
    <Input.Wrapper label={label} error={upload.error ?? error} data-testid={testId}>
      <Group gap="sm" mt={4} align="center">
        {value ? (
          <Stack gap={4} align="center">
            <Image src={smallImage(value)} alt={label} w={size} h={height} radius="md" fit="cover" />
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onChange(null)}
              aria-label={t('catalog.image.remove')}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Stack>
        ) : (
          <FileButton onChange={upload.choose} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconPhotoUp size={16} />} loading={upload.pending}>
                {t('catalog.image.upload')}
              </Button>
            )}
          </FileButton>
        )}
        {!value && (
          <Text size="xs" c="dimmed">
            {t('catalog.image.rules')}
          </Text>
        )}
      </Group>
    </Input.Wrapper>
  );
}
