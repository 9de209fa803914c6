import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../app/page-states';

export type Stat = { label: string; value: string; hint?: string | undefined; testId: string };

/** A tab's summary: figures in cards (two a row on phones), a skeleton while loading, the error with a retry. */
export function ReportStats<T>({ result, stats }: { result: UseQueryResult<T>; stats: (data: T) => Stat[] }) {
  const { t } = useTranslation();
  if (result.isError)
    return <ErrorState message={result.error?.message ?? t('reporting.error')} onRetry={() => result.refetch()} />;
  const shown = result.data ? stats(result.data) : undefined;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="report-stats">
      {shown
        ? shown.map((stat) => (
            <Card key={stat.testId} withBorder radius="md" p="sm" data-testid={stat.testId}>
              <Text size="xs" c="dimmed" truncate>
                {stat.label}
              </Text>
              <Text fw={700} size="lg" truncate>
                {stat.value}
              </Text>
              {stat.hint && (
                <Text size="xs" c="dimmed" truncate>
                  {stat.hint}
                </Text>
              )}
            </Card>
          ))
        : [1, 2, 3, 4].map((key) => <Skeleton key={key} height={72} radius="md" />)}
    </SimpleGrid>
  );
}
