import { ActionIcon, Anchor, Button, FileButton, Group, Input, Text } from '@mantine/core';
import { LIMITS } from '@niaga/shared';
import { IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recruitmentApi } from './recruitment.api';

/** What Save does with the PDF: keep the current one (undefined), remove it (null) or attach a new upload. */
export type PdfChoice = undefined | null | { file: string; name: string };

/**
 * An agreement's PDF: the current one (a link and a remove button), a new upload (its name), or a button that
 * uploads one. The API checks the content is a PDF; the name it answers is saved with the agreement.
 */
export function TermsPdfField({
  currentUrl,
  value,
  onChange,
}: {
  currentUrl: string | null;
  value: PdfChoice;
  onChange: (value: PdfChoice) => void;
}) {
  const { t } = useTranslation();
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => recruitmentApi.uploadTermsPdf(file),
    onSuccess: ({ data }, file) => onChange({ file: data.file, name: file.name }),
  });
  const choose = (file: File | null) => {
    upload.reset();
    setLocalError(null);
    if (!file) return;
    if (file.size > LIMITS.receiptMaxBytes) setLocalError(t('upload.tooLarge'));
    else if (file.type && file.type !== 'application/pdf') setLocalError(t('recruitment.agreements.pdfType'));
    else upload.mutate(file);
  };
  const shown = value ?? (value === undefined && currentUrl ? { url: currentUrl } : null);
  return (
    <Input.Wrapper
      label={t('recruitment.agreements.pdf')}
      description={t('recruitment.agreements.pdfHint')}
      error={localError ?? upload.error?.message}
      data-testid="terms-pdf-field"
    >
      <Group gap="xs" mt={4} wrap="nowrap">
        {shown ? (
          <>
            <IconFileTypePdf size={18} aria-hidden />
            {'url' in shown ? (
              <Anchor href={shown.url} target="_blank" rel="noopener noreferrer" size="sm">
                {t('recruitment.agreements.pdfOpen')}
              </Anchor>
            ) : (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {shown.name}
              </Text>
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onChange(value ? undefined : null)}
              aria-label={t('recruitment.agreements.pdfRemove')}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </>
        ) : (
          <FileButton onChange={choose} accept="application/pdf">
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                loading={upload.isPending}
                leftSection={<IconFileTypePdf size={16} />}
              >
                {t('recruitment.agreements.pdfChoose')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
    </Input.Wrapper>
  );
}
