import { Button, Group, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import type { Answer } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { PageHeader } from '../../ui/page-header';
import { type BundleKind, catalogKeys } from './catalog.api';

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

/** Header, the form's sections, the error of the save (when no field shows it) and the buttons. */
export function BundleFormFrame({
  kind,
  title,
  onSubmit,
  error,
  saving,
  children,
}: {
  kind: BundleKind;
  title: string;
  onSubmit: () => void;
  error: Error | null;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hasFields = isApiError(error) && Object.keys(error.fieldErrors).length > 0;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      data-testid={`${kind}-form`}
    >
      <Stack gap="lg">
        <PageHeader title={title} />
        {children}
        {!hasFields && <ErrorAlert error={error} />}
        <Group justify="flex-end">
          <Button component={Link} to={`/products/${kind}`} variant="default">
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid={`${kind}-save`}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function FlagSwitch({
  checked,
  onChange,
  label,
  description,
}: {
  checked: boolean | undefined;
  onChange: (checked: boolean) => void;
  label: string;
  description?: string;
}) {
  return (
    <Switch
      checked={checked ?? false}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={label}
      description={description}
    />
  );
}
