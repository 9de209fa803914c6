import './catalog-texts';
import { ActionIcon, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { LIMITS } from '@niaga/shared';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form';
import { smallImage } from '../../ui/thumb';
import { ImagePicker, useImageUpload } from './image-picker';
import type { ProductControl } from './product-bands-fields';

/** Cover image plus at most 3 extra images (spec §5): upload, preview, remove; a 4th is refused. */
export function ImagesFields({ control }: { control: ProductControl }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'images' });
  const images = field.value ?? [];
  const [refused, setRefused] = useState(false);
  const upload = useImageUpload((url) => field.onChange([...images, url]));
  const choose = (file: File | null) => {
    setRefused(images.length >= LIMITS.extraProductImages && !!file);
    if (images.length < LIMITS.extraProductImages) upload.choose(file);
  };
  const error = refused ? t('validation.maxImages') : (upload.error ?? fieldError(t, fieldState.error));

  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Controller
        control={control}
        name="coverImage"
        render={({ field: cover, fieldState: coverState }) => (
          <ImagePicker
            label={t('catalog.form.cover')}
            value={cover.value}
            onChange={cover.onChange}
            error={fieldError(t, coverState.error)}
            testId="cover-image"
            size={120}
          />
        )}
      />
      <Input.Wrapper label={t('catalog.form.extraImages')} error={error} data-testid="extra-images">
        <Group gap="sm" mt={4} align="flex-start">
          {images.map((url, index) => (
            <Stack key={url} gap={4} align="center" data-image={index}>
              <Image
                src={smallImage(url)}
                alt={t('catalog.form.extraImage', { n: index + 1 })}
                w={96}
                h={96}
                radius="md"
                fit="cover"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => {
                  setRefused(false);
                  field.onChange(images.filter((_, other) => other !== index));
                }}
                aria-label={t('catalog.form.removeImage', { n: index + 1 })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Stack>
          ))}
          <Stack gap={4}>
            <FileButton onChange={choose} accept="image/png,image/jpeg">
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconPhotoPlus size={16} />} loading={upload.pending}>
                  {t('catalog.form.addImage')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('catalog.form.imagesRule', { count: images.length, max: LIMITS.extraProductImages })}
            </Text>
          </Stack>
        </Group>
      </Input.Wrapper>
    </Group>
  );
}
