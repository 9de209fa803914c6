import { Box, Center, Image, Stack, Text } from '@mantine/core';
import type { CompanyTheme, ThemeLogoSlot } from '@niaga/shared';
import { IconPhoto } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import type { Answer } from '../../lib/api-client';
import { UploadField } from '../../ui/upload-field';

const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * One image of the theme, saved as soon as it is chosen or removed: a preview on the background it is meant for
 * (the dark logo on a dark one), and the upload field.
 */
export function ThemeImageField({
  slot,
  url,
  canEdit,
  upload,
  remove,
  onSaved,
}: {
  slot: ThemeLogoSlot;
  url: string | null;
  canEdit: boolean;
  upload: (file: File) => Promise<Answer<CompanyTheme>>;
  remove: () => Promise<Answer<CompanyTheme>>;
  onSaved: (answer: Answer<CompanyTheme>) => void;
}) {
  const { t } = useTranslation();
  const label = t(`companyTheme.slot.${slot}`);
  const removal = useMutation({ mutationFn: remove, onSuccess: onSaved });
  const stored = async (file: File) => {
    const answer = await upload(file);
    onSaved(answer);
    return { data: { file: url ?? '' } };
  };
  return (
    <Stack gap="xs" data-testid={`theme-image-${slot}`}>
      <Box
        h={72}
        p="xs"
        bg={slot === 'dark' ? '#242424' : '#ffffff'}
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        {url ? (
          <Image src={url} h="100%" fit="contain" alt={t('companyTheme.preview', { what: label })} />
        ) : (
          <Center h="100%">
            <Text size="sm" c={slot === 'dark' ? '#c9c9c9' : '#5c5f66'}>
              {t('companyTheme.none')}
            </Text>
          </Center>
        )}
      </Box>
      {canEdit ? (
        <UploadField
          label={label}
          description={t(`companyTheme.slot.${slot}Hint`)}
          testId={`theme-upload-${slot}`}
          accept={IMAGE_TYPES}
          typeError={t('companyTheme.typeError')}
          chooseLabel={t('companyTheme.choose')}
          removeLabel={t('companyTheme.remove')}
          icon={<IconPhoto size={16} aria-hidden />}
          shown={url && !removal.isPending ? { url, label: t('companyTheme.preview', { what: label }) } : null}
          upload={stored}
          onUploaded={() => {}}
          onRemove={() => removal.mutate()}
        />
      ) : (
        <div>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`companyTheme.slot.${slot}Hint`)}
          </Text>
        </div>
      )}
      {removal.error && <ErrorAlert error={removal.error} />}
    </Stack>
  );
}
