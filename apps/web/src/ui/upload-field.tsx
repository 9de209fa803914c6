import { ActionIcon, Anchor, Button, FileButton, Group, Input, Text } from '@mantine/core';
import { LIMITS } from '@niaga/shared';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the field shows once there is a file: the new upload's name, or a link to the stored one. */
export type UploadShown = { name: string } | { url: string; label: string } | null;

type Props = {
  label: string;
  description: string;
  testId: string;
  /** The declared types the picker offers and the field accepts before sending (the API checks the content). */
  accept: readonly string[];
  typeError: string;
  chooseLabel: string;
  removeLabel: string;
  icon: ReactNode;
  shown: UploadShown;
  upload: (file: File) => Promise<{ data: { file: string } }>;
  onUploaded: (stored: string, file: File) => void;
  onRemove: () => void;
  error?: string | undefined;
};

/**
 * A file that uploads as soon as it is chosen (≤ the receipt limit, of `accept`): the current file with a remove
 * button, or a button that uploads one. The form saves the stored name the API answers.
 */
export function UploadField({ shown, upload: send, onUploaded, onRemove, accept, ...texts }: Props) {
  const { t } = useTranslation();
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => send(file),
    onSuccess: ({ data }, file) => onUploaded(data.file, file),
  });
  const choose = (file: File | null) => {
    upload.reset();
    setLocalError(null);
    if (!file) return;
    if (file.size > LIMITS.receiptMaxBytes) setLocalError(t('upload.tooLarge'));
    else if (file.type && !accept.includes(file.type)) setLocalError(texts.typeError);
    else upload.mutate(file);
  };
  return (
    <Input.Wrapper
      label={texts.label}
      description={texts.description}
      error={localError ?? upload.error?.message ?? texts.error}
      data-testid={texts.testId}
    >
      <Group gap="xs" mt={4} wrap="nowrap">
        {shown ? (
          <>
            {texts.icon}
            {'url' in shown ? (
              <Anchor href={shown.url} target="_blank" rel="noopener noreferrer" size="sm">
                {shown.label}
              </Anchor>
            ) : (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {shown.name}
              </Text>
            )}
            <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={texts.removeLabel}>
              <IconTrash size={16} />
            </ActionIcon>
          </>
        ) : (
          <FileButton onChange={choose} accept={accept.join(',')}>
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={upload.isPending} leftSection={texts.icon}>
                {texts.chooseLabel}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
    </Input.Wrapper>
  );
}
