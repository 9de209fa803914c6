import './catalog-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Category, categoryInput } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import { applyServerErrors, fieldError, hasFieldErrors } from '../../lib/form';
import { CancelSaveButtons } from '../../ui/cancel-save-buttons';
import { catalogApi, catalogKeys } from './catalog.api';
import { ImagePicker } from './image-picker';

type Values = z.input<typeof categoryInput>;
type Output = z.output<typeof categoryInput>;

/** Add (category 'new') or rename a category, with its image. */
export function CategoryModal({ category, onClose }: { category: Category | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editing = category !== null && category !== 'new' ? category : null;
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(categoryInput),
    defaultValues: { name: '', imageUrl: null },
  });
  useEffect(() => {
    if (category !== null) form.reset({ name: editing?.name ?? '', imageUrl: editing?.imageUrl ?? null });
  }, [category, editing, form]);

  const save = useMutation({
    mutationFn: (values: Output) =>
      catalogApi.saveCategory({ name: values.name, imageUrl: values.imageUrl ?? null }, editing?.id),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: catalogKeys.all });
      notifications.show({ color: 'teal', message });
      onClose();
    },
    onError: (error) => applyServerErrors(error, form.setError, ['name', 'imageUrl']),
  });
  const close = () => {
    save.reset();
    onClose();
  };

  return (
    <Modal
      opened={category !== null}
      onClose={close}
      title={editing ? t('catalog.categories.rename') : t('catalog.categories.add')}
      centered
    >
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate data-testid="category-form">
        <Stack gap="md">
          {!hasFieldErrors(save.error) && <ErrorAlert error={save.error} />}
          <TextInput
            label={t('catalog.categories.name')}
            required
            data-autofocus
            {...form.register('name')}
            error={fieldError(t, form.formState.errors.name)}
          />
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field, fieldState }) => (
              <ImagePicker
                label={t('catalog.categories.image')}
                value={field.value}
                onChange={field.onChange}
                error={fieldError(t, fieldState.error)}
                testId="category-image"
              />
            )}
          />
          <CancelSaveButtons onCancel={close} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
