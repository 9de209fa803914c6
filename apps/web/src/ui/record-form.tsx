import { Button, Card, Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../app/error-alert';
import { ErrorState, SkeletonBlock } from '../app/page-states';
import { LinkButton } from './link-button';

/**
 * `/<thing>/new` and `/<thing>/edit/:id`: the form at once for a new record (`record` left out), or once the record
 * has loaded (a skeleton meanwhile, an error with retry).
 */
export function RecordFormPage<T>({
  header,
  record,
  children,
}: {
  header: ReactNode;
  record?: UseQueryResult<T>;
  children: (record?: T) => ReactNode;
}) {
  return (
    <Stack gap="lg" maw={860}>
      {header}
      {!record ? (
        children()
      ) : record.isPending ? (
        <SkeletonBlock rows={8} />
      ) : record.error ? (
        <ErrorState message={record.error.message} onRetry={() => void record.refetch()} />
      ) : (
        children(record.data)
      )}
    </Stack>
  );
}

/** A record's form in a card: the save's error when no field shows it, the fields, then Cancel (a link) and Save. */
export function RecordFormCard({
  onSubmit,
  testId,
  cancelTo,
  saving,
  error,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  testId: string;
  cancelTo: string;
  saving: boolean;
  /** The save's failure, unless a field already shows it. */
  error: { message: string } | null | false;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate data-testid={`${testId}-form`}>
        <Stack gap="md">
          {error && <ErrorAlert error={error} />}
          {children}
          <Group justify="flex-end">
            <LinkButton variant="default" to={cancelTo}>
              {t('common.cancel')}
            </LinkButton>
            <Button type="submit" loading={saving} data-testid={`${testId}-save`}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
