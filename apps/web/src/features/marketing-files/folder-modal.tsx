import { zodResolver } from '@hookform/resolvers/zod';
import { MultiSelect, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type MarketingFolder, marketingFolderInput } from '@niaga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, fieldError } from '../../lib/form';
import { ModalForm } from '../../ui/modal-form';
import { levelsQuery } from '../recruitment';
import { marketingFilesApi, marketingFilesKeys } from './marketing-files.api';

type Values = z.input<typeof marketingFolderInput>;
type Output = z.output<typeof marketingFolderInput>;
const FIELDS = ['name', 'levelIds'] as const;

/** Make a folder ('new') or change one: its name and the levels that see it (none chosen: every level). */
export function FolderModal({ folder, onClose }: { folder: MarketingFolder | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editing = folder !== null && folder !== 'new' ? folder : null;
  const levels = useQuery({ ...levelsQuery(), enabled: folder !== null });
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(marketingFolderInput),
    defaultValues: { name: '', levelIds: [] },
  });
  useEffect(() => {
    if (folder !== null) form.reset({ name: editing?.name ?? '', levelIds: editing?.levelIds ?? [] });
  }, [folder, editing, form]);

  const save = useMutation({
    mutationFn: (values: Output) => marketingFilesApi.saveFolder({ ...values, id: editing?.id }),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: marketingFilesKeys.all });
      notifications.show({ color: 'teal', message });
      onClose();
    },
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });

  return (
    <ModalForm
      opened={folder !== null}
      onClose={onClose}
      title={editing ? t('marketingFiles.editFolder') : t('marketingFiles.addFolder')}
      form={form}
      save={save}
      testId="folder-form"
      saveTestId="folder-save"
    >
      <TextInput
        label={t('marketingFiles.field.name')}
        required
        data-autofocus
        data-testid="folder-name"
        {...form.register('name')}
        error={fieldError(t, form.formState.errors.name)}
      />
      <Controller
        control={form.control}
        name="levelIds"
        render={({ field }) => (
          <MultiSelect
            label={t('marketingFiles.field.levels')}
            description={t('marketingFiles.field.levelsHint')}
            placeholder={field.value?.length ? undefined : t('marketingFiles.allLevels')}
            data={(levels.data ?? []).map((level) => ({ value: level.id, label: level.levelName }))}
            value={field.value ?? []}
            onChange={field.onChange}
            searchable
            clearable
            error={levels.error ? levels.error.message : fieldError(t, form.formState.errors.levelIds)}
            data-testid="folder-levels"
          />
        )}
      />
    </ModalForm>
  );
}
