import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AnalyticsTotals } from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../ui/export-button';
import { useMoney } from '../../ui/money';
import { ChangeBadge } from './change-badge';

type Props = {
  name: string;
  title: string;
  /** The export source (`analytic-<name>`) and its filters. */
  filters: Record<string, unknown>;
  total?: { now: AnalyticsTotals; before: AnalyticsTotals } | undefined;
  controls?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
};

/** One analytics section: its title, total sales against the previous period, the chart, its table and export. */
export function AnalyticsSection({ name, title, filters, total, controls, chart, table }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Card withBorder radius="lg" padding="md" data-testid={`analytics-${name}`}>
      <Stack gap="md">
        <Group justify="space-between" align="start" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {title}
            </Title>
            {total && (
              <Group gap="xs">
                <Text size="sm" fw={600} data-testid={`analytics-${name}-total`}>
                  {money(total.now.sales)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('analytics.previous', { value: money(total.before.sales) })}
                </Text>
                <ChangeBadge now={total.now.sales} before={total.before.sales} />
              </Group>
            )}
          </Stack>
          <Group gap="xs">
            {controls}
            <ExportButton source={`analytic-${name}`} filters={filters} />
          </Group>
        </Group>
        {chart}
        {table}
      </Stack>
    </Card>
  );
}
