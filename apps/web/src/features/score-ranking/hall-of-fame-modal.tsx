import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type HallOfFameEntry, hallOfFameInput } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDateField } from '../../app/date-field';
import { applyServerErrors, fieldError } from '../../lib/form';
import { ModalForm } from '../../ui/modal-form';
import { ImagePicker } from '../catalog';
import { rankingApi } from './score-ranking.api';

type Values = z.input<typeof hallOfFameInput>;
type Output = z.output<typeof hallOfFameInput>;
const FIELDS = ['hofTitle', 'hofDate', 'userName', 'userAchievement', 'userImg'] as const;

const valuesOf = (entry: HallOfFameEntry | null): Values => ({
  hofTitle: entry?.hofTitle ?? '',
  hofDate: entry?.hofDate ?? '',
  userName: entry?.userName ?? '',
  userAchievement: entry?.userAchievement ?? '',
  userImg: entry?.userImg ?? null,
});

/** Add (entry 'new') or change a hall of fame entry, with its photo. */
export function HallOfFameModal({ entry, onClose }: { entry: HallOfFameEntry | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editing = entry !== null && entry !== 'new' ? entry : null;
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(hallOfFameInput),
    defaultValues: valuesOf(null),
  });
  const errors = form.formState.errors;
  useEffect(() => {
    if (entry !== null) form.reset(valuesOf(editing));
  }, [entry, editing, form]);

  const save = useMutation({
    mutationFn: (values: Output) => rankingApi.saveHallOfFame({ ...values, id: editing?.id }),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: ['hall-of-fame'] });
      notifications.show({ color: 'teal', message });
      onClose();
    },
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });

  return (
    <ModalForm
      opened={entry !== null}
      onClose={onClose}
      title={editing ? t('hallOfFame.edit') : t('hallOfFame.add')}
      form={form}
      save={save}
      testId="hof-form"
      saveTestId="hof-save"
    >
      <TextInput
        label={t('hallOfFame.hofTitle')}
        required
        data-autofocus
        data-testid="hof-title"
        {...form.register('hofTitle')}
        error={fieldError(t, errors.hofTitle)}
      />
      <FormDateField control={form.control} name="hofDate" label={t('hallOfFame.hofDate')} required />
      <TextInput
        label={t('hallOfFame.userName')}
        required
        data-testid="hof-name"
        {...form.register('userName')}
        error={fieldError(t, errors.userName)}
      />
      <Textarea
        label={t('hallOfFame.userAchievement')}
        required
        autosize
        minRows={2}
        data-testid="hof-achievement"
        {...form.register('userAchievement')}
        error={fieldError(t, errors.userAchievement)}
      />
      <Controller
        control={form.control}
        name="userImg"
        render={({ field, fieldState }) => (
          <ImagePicker
            label={t('hallOfFame.userImg')}
            value={field.value}
            onChange={field.onChange}
            error={fieldError(t, fieldState.error)}
            testId="hof-photo"
            uploader={rankingApi.uploadPhoto}
          />
        )}
      />
    </ModalForm>
  );
}
