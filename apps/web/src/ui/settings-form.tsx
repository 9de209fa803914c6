import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type QueryKey, type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../app/error-alert';
import { ErrorState, SkeletonBlock } from '../app/page-states';
import { applyServerErrors, hasFieldErrors } from '../lib/form';
import { PageHeader } from './page-header';

/** A settings screen: its header, then the form of the loaded settings (a skeleton while loading, an error with retry). */
export function SettingsPage<T>({
  title,
  subtitle,
  query,
  skeletonRows,
  maw,
  children,
}: {
  title: string;
  subtitle: string;
  query: UseQueryResult<T>;
  skeletonRows: number;
  maw?: number;
  children: (data: T) => ReactNode;
}) {
  return (
    <Stack gap="lg" maw={maw}>
      <PageHeader title={title} subtitle={subtitle} />
      {query.error && <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />}
      {query.isPending && <SkeletonBlock rows={skeletonRows} />}
      {query.data !== undefined && children(query.data)}
    </Stack>
  );
}

/** One titled card of a settings form, with a line saying what it is for. */
export function SettingsSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <div>
          <Text fw={600}>{title}</Text>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

type Saved<D> = { data: D; message: string };

/**
 * Saving a settings form: the answer replaces the cached settings (`queryKey`), `onSaved` does the rest, a
 * notification says so; the server's per-field messages go beside the `fields` they name.
 */
export function useSettingsSave<V extends FieldValues, O, D>(
  form: UseFormReturn<V, unknown, O>,
  {
    save,
    queryKey,
    fields,
    onSaved,
  }: {
    save: (values: O) => Promise<Saved<D>>;
    queryKey: QueryKey;
    fields: readonly Path<V>[];
    onSaved?: (data: D) => void;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(queryKey, data);
      onSaved?.(data);
      notifications.show({ color: 'teal', message });
    },
    onError: (failure) => applyServerErrors(failure, form.setError, fields),
  });
}

/**
 * The form of a settings screen: the save's error on top (unless it names fields), the sections, and "Save" at the
 * end (left out for a user who may only read: `canSave` false).
 */
export function SettingsForm<V extends FieldValues, O>({
  form,
  save,
  testId,
  saveTestId,
  canSave = true,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  save: { mutate: (values: O) => void; error: Error | null; isPending: boolean };
  testId: string;
  saveTestId: string;
  canSave?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate data-testid={testId}>
      <Stack gap="md">
        {save.error && !hasFieldErrors(save.error) && <ErrorAlert error={save.error} />}
        {children}
        {canSave && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid={saveTestId}>
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
