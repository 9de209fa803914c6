import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, Select, Text } from '@mantine/core';
import type { AnalyticsRow } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../ui/list-page/data-table';
import { UnpagedList } from '../../ui/list-page/unpaged-list';
import { useMoney } from '../../ui/money';
import { type AnalyticsPeriod, type Breakdown, breakdownQuery } from './analytics.api';
import { AnalyticsSection } from './analytics-section';
import { ChangeBadge } from './change-badge';
import { ChartState } from './chart-state';
import { rowsResult } from './rows-result';

type Props = {
  name: Breakdown;
  period: AnalyticsPeriod;
  /** Product: how many of the best sellers (at most 50). */
  top?: number | undefined;
  onTop?: ((top: number) => void) | undefined;
  /** Long lists (states, products) as horizontal bars, each name on its own line. */
  horizontal?: boolean;
};

/** Sales by category, product, state or age band: bars of this and the previous period, and the table. */
export function BreakdownSection({ name, period, top, onTop, horizontal }: Props) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const query = name === 'product' ? { ...period, top } : period;
  const result = useQuery(breakdownQuery(name, query));
  const label = (row: AnalyticsRow) => {
    if (name === 'age') return t(`analytics.age.${row.key}`);
    if (!row.key) return t(name === 'state' ? 'analytics.noState' : 'analytics.noCategory');
    return row.name;
  };
  const rows = result.data?.rows;
  const columns: ListColumn<AnalyticsRow>[] = [
    { accessor: 'name', title: t(`analytics.col.${name}`), render: label, col: 'name' },
    { accessor: 'orders', title: t('analytics.col.orders'), textAlign: 'right', col: 'orders' },
    { accessor: 'units', title: t('analytics.col.units'), textAlign: 'right', col: 'units' },
    {
      accessor: 'sales',
      title: t('analytics.col.sales'),
      textAlign: 'right',
      render: (r) => money(r.sales),
      col: 'sales',
    },
    {
      accessor: 'previousSales',
      title: t('analytics.col.previousSales'),
      textAlign: 'right',
      render: (row) => money(row.previousSales),
      col: 'previousSales',
    },
    {
      accessor: 'change',
      title: t('analytics.col.change'),
      textAlign: 'right',
      render: (row) => <ChangeBadge now={row.sales} before={row.previousSales} />,
    },
  ];
  const bars = (rows ?? []).filter((row) => row.sales !== 0 || row.previousSales !== 0);
  return (
    <AnalyticsSection
      name={name}
      title={t(`analytics.section.${name}`)}
      filters={query}
      total={result.data && { now: result.data.total, before: result.data.previousTotal }}
      controls={
        onTop && (
          <Select
            size="xs"
            w={90}
            aria-label={t('analytics.top')}
            value={String(top)}
            onChange={(value) => value && onTop(Number(value))}
            data={['5', '10', '20', '50'].map((value) => ({ value, label: t('analytics.topN', { count: value }) }))}
            allowDeselect={false}
            data-testid="analytics-top"
          />
        )
      }
      chart={
        <ChartState result={result} empty={bars.length === 0}>
          <BarChart
            h={horizontal ? Math.max(200, bars.length * 34) : 260}
            data={bars.map((row) => ({ label: label(row), sales: row.sales, previousSales: row.previousSales }))}
            dataKey="label"
            orientation={horizontal ? 'vertical' : 'horizontal'}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={money}
            yAxisProps={
              horizontal ? { width: 130 } : { width: 48, tickFormatter: (sen: number) => compact.format(sen / 100) }
            }
            xAxisProps={horizontal ? { tickFormatter: (sen: number) => compact.format(sen / 100) } : {}}
            series={[
              { name: 'sales', label: t('analytics.thisPeriod'), color: 'blue.6' },
              { name: 'previousSales', label: t('analytics.previousPeriod'), color: 'gray.5' },
            ]}
            data-testid={`analytics-${name}-chart`}
          />
        </ChartState>
      }
      table={
        <UnpagedList
          result={rowsResult(result, rows)}
          empty={{ title: t('analytics.empty') }}
          table={{ columns, testId: `analytics-${name}-table`, minWidth: 640, rowKey: (row) => row.key || '-' }}
          cardsTestId={`analytics-${name}-cards`}
          card={(row) => (
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}>
                {label(row)}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{money(row.sales)}</Text>
                <ChangeBadge now={row.sales} before={row.previousSales} />
              </Group>
            </Group>
          )}
          skeletonRows={3}
        />
      }
    />
  );
}
