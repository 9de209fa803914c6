import { Center, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A chart while its call loads, fails (the table below offers the retry) or has nothing in the period. */
export function ChartState({
  result,
  empty,
  children,
}: {
  result: { isPending: boolean; error: Error | null };
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (result.isPending) return <Skeleton h={220} radius="md" data-testid="analytics-chart-loading" />;
  if (result.error) return null;
  if (empty)
    return (
      <Center h={120} data-testid="analytics-chart-empty">
        <Text c="dimmed" size="sm">
          {t('analytics.empty')}
        </Text>
      </Center>
    );
  return children;
}
