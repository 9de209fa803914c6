import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileButton, Group, Input, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS, type MarketingFile, marketingFileInput } from '@niaga/shared';
import { IconPaperclip } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-error';
import { applyServerErrors, fieldError } from '../../lib/form';
import { ModalForm } from '../../ui/modal-form';
import { marketingFilesApi, marketingFilesKeys } from './marketing-files.api';

const schema = marketingFileInput.pick({ name: true, description: true });
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const FIELDS = ['name', 'description'] as const;
export const FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

/** The chosen file's name without its extension: the name the file gets unless HQ types another. */
const baseName = (file: File) => file.name.replace(/\.[^.]+$/, '').slice(0, 150);

/**
 * Upload a file into a folder ('new': the file, its name and description) or change one's name and description.
 * The file is uploaded on save, then stored with its texts (two calls; a retry after a refused save reuses the upload).
 */
export function FileModal({
  folderId,
  file,
  onClose,
}: {
  folderId: string;
  file: MarketingFile | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editing = file !== null && file !== 'new' ? file : null;
  const [chosen, setChosen] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const uploaded = useRef<{ file: File; upload: string } | null>(null);
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  useEffect(() => {
    if (file === null) return;
    form.reset({ name: editing?.name ?? '', description: editing?.description ?? '' });
    setChosen(null);
    setFileError(null);
    uploaded.current = null;
  }, [file, editing, form]);

  // A save without a file says so beside the picker, also when a field of the form is refused first.
  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount > 0 && !editing && !chosen) setFileError(t('upload.missing'));
  }, [submitCount, editing, chosen, t]);

  const choose = (picked: File | null) => {
    setFileError(null);
    if (!picked) return;
    if (picked.size > LIMITS.marketingFileMaxBytes) return setFileError(t('marketingFiles.file.tooLarge'));
    if (picked.type && !FILE_TYPES.includes(picked.type)) return setFileError(t('marketingFiles.file.type'));
    setChosen(picked);
    if (!form.getValues('name')) form.setValue('name', baseName(picked), { shouldValidate: true });
  };

  const save = useMutation({
    mutationFn: async (values: Output) => {
      if (editing) return marketingFilesApi.saveFile({ ...values, id: editing.id, folderId });
      if (!chosen) throw new Error(t('upload.missing'));
      if (uploaded.current?.file !== chosen)
        uploaded.current = { file: chosen, upload: (await marketingFilesApi.upload(chosen)).data.upload };
      return marketingFilesApi.saveFile({ ...values, folderId, upload: uploaded.current.upload });
    },
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: marketingFilesKeys.all });
      notifications.show({ color: 'teal', message });
      onClose();
    },
    onError: (error) => {
      applyServerErrors(error, form.setError, FIELDS);
      // The upload's refusals (type by content, size) belong beside the file picker.
      const fileFieldError = isApiError(error) && (error.fieldErrors.file ?? error.fieldErrors.upload);
      if (fileFieldError) {
        uploaded.current = null;
        setFileError(fileFieldError);
      }
    },
  });
  const submit = (values: Output) => {
    if (editing || chosen) save.mutate(values);
  };

  return (
    <ModalForm
      opened={file !== null}
      onClose={onClose}
      title={editing ? t('marketingFiles.editFile') : t('marketingFiles.upload')}
      form={form}
      save={{ ...save, mutate: submit }}
      testId="file-form"
      saveTestId="file-save"
    >
      {!editing && (
        <Input.Wrapper
          label={t('marketingFiles.file.choose')}
          description={t('marketingFiles.file.chooseHint')}
          required
          error={fileError}
        >
          <Group gap="xs" mt={4} wrap="nowrap">
            <FileButton onChange={choose} accept={FILE_TYPES.join(',')}>
              {(props) => (
                <Button {...props} variant="default" size="xs" data-testid="file-pick">
                  {t('marketingFiles.file.pick')}
                </Button>
              )}
            </FileButton>
            {chosen && (
              <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                <IconPaperclip size={16} aria-hidden />
                <Text size="sm" truncate data-testid="file-chosen">
                  {chosen.name}
                </Text>
              </Group>
            )}
          </Group>
        </Input.Wrapper>
      )}
      <TextInput
        label={t('marketingFiles.file.name')}
        required
        data-testid="file-name"
        {...form.register('name')}
        error={fieldError(t, form.formState.errors.name)}
      />
      <Textarea
        label={t('marketingFiles.file.description')}
        autosize
        minRows={2}
        data-testid="file-description"
        {...form.register('description')}
        error={fieldError(t, form.formState.errors.description)}
      />
    </ModalForm>
  );
}
