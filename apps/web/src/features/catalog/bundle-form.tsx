import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type QueryKey,
  type UseMutationResult,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import type { Answer } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { hasFieldErrors } from '../../lib/form';
import { PageHeader } from '../../ui/page-header';
import { type BundleKind, catalogKeys } from './catalog.api';
import { FormEnd } from './form-fields';

/** Saving a package or combo form: server messages beside the fields, back to the list when saved. */
export function useBundleSave<T extends FieldValues, O>(
  kind: BundleKind,
  form: UseFormReturn<T, unknown, O>,
  send: (body: O) => Promise<Answer<unknown>>,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: catalogKeys.all });
      notifications.show({ color: 'teal', message });
      navigate(`/products/${kind}`);
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      Object.entries(error.fieldErrors).forEach(([field, message], index) => {
        form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
    },
  });
}

/**
 * Header ("New …" or "Edit …"), the form's sections, the error of the save (when no field shows it) and the
 * buttons; submitting checks the form, then saves.
 */
export function BundleFormFrame<T extends FieldValues, O>({
  kind,
  editing,
  form,
  save,
  children,
}: {
  kind: BundleKind;
  editing: boolean;
  form: UseFormReturn<T, unknown, O>;
  save: Pick<UseMutationResult<unknown, Error, O>, 'mutate' | 'error' | 'isPending'>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const error = save.error;
  return (
    <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate data-testid={`${kind}-form`}>
      <Stack gap="lg">
        <PageHeader title={t(`catalog.${kind}.${editing ? 'edit' : 'new'}`)} />
        {children}
        {!hasFieldErrors(error) && <ErrorAlert error={error} />}
        <FormEnd cancelTo={`/products/${kind}`} saving={save.isPending} saveTestId={`${kind}-save`} />
      </Stack>
    </form>
  );
}

/**
 * The page of a new record's form (`/new`) or a saved one's (`/edit/:id`, once it has loaded, or its error with a
 * retry); each record gets a fresh form.
 */
export function SavedRecordPage<T, K extends QueryKey>({
  query,
  form,
}: {
  query: (id: string) => UseQueryOptions<T, Error, T, K>;
  form: (saved: T | undefined) => ReactNode;
}) {
  const { id } = useParams();
  const saved = useQuery({ ...query(id ?? ''), enabled: !!id });
  if (saved.error) return <ErrorState message={saved.error.message} onRetry={() => void saved.refetch()} />;
  if (id && !saved.data) return <SkeletonBlock rows={8} />;
  return <Fragment key={id ?? 'new'}>{form(saved.data)}</Fragment>;
}
