import { ActionIcon, Button, FileButton, Group, Input, Text } from '@mantine/core';
import { LIMITS } from '@niaga/shared';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newsFeedApi } from './news-feed.api';

const FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
type Attachment = { file: string; name: string } | null;

/** A post's attachment: its name with a remove button, or a button that uploads one (PDF, JPEG or PNG). */
export function NewsFileField({
  value,
  onChange,
  error,
}: {
  value: Attachment;
  onChange: (value: Attachment) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: ({ file }: { file: File }) => newsFeedApi.uploadFile(file),
    onSuccess: ({ data }, { file }) => onChange({ file: data.file, name: file.name.slice(0, 150) }),
  });
  const choose = (file: File | null) => {
    upload.reset();
    setLocalError(null);
    if (!file) return;
    if (file.size > LIMITS.receiptMaxBytes) setLocalError(t('upload.tooLarge'));
    else if (file.type && !FILE_TYPES.includes(file.type)) setLocalError(t('newsFeed.fileType'));
    else upload.mutate({ file });
  };
  return (
    <Input.Wrapper
      label={t('newsFeed.field.file')}
      description={t('newsFeed.field.fileHint')}
      error={localError ?? upload.error?.message ?? error}
      data-testid="news-file-field"
    >
      <Group gap="xs" mt={4}>
        {value ? (
          <>
            <IconPaperclip size={16} aria-hidden />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {value.name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onChange(null)}
              aria-label={t('newsFeed.field.removeFile')}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </>
        ) : (
          <FileButton onChange={choose} accept={FILE_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={upload.isPending}>
                {t('newsFeed.field.chooseFile')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
    </Input.Wrapper>
  );
}
