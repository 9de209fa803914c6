import { Alert, Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function SkeletonBlock({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap="sm" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={index} height={index === 0 ? 28 : 18} width={index === 0 ? '40%' : '100%'} radius="sm" />
      ))}
    </Stack>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('common.errorTitle')} role="alert">
      <Stack gap="xs" align="flex-start">
        <span>{message}</span>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function EmptyList({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <EmptyState icon={<IconInbox size={28} />} title={title} description={description} py="xl">
      {action}
    </EmptyState>
  );
}
