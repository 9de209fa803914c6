import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { SegmentedControl, Text } from '@mantine/core';
import type { AnalyticsGroup } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../ui/list-page/data-table';
import { UnpagedList } from '../../ui/list-page/unpaged-list';
import { useMoney } from '../../ui/money';
import { type AnalyticsPeriod, salesQuery } from './analytics.api';
import { AnalyticsSection } from './analytics-section';
import { ChartState } from './chart-state';
import { rowsResult } from './rows-result';

type Point = { start: string; units: number; sales: number; orders: number; previousSales: number };

/** Sales over time by day, week or month, the previous period's line beside. */
export function SalesSection({
  period,
  group,
  onGroup,
}: {
  period: AnalyticsPeriod;
  group: AnalyticsGroup;
  onGroup: (group: AnalyticsGroup) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const result = useQuery(salesQuery(period, group));
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const label = new Intl.DateTimeFormat(i18n.language, {
    timeZone: 'UTC',
    ...(group === 'month' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' }),
  });
  const points: Point[] | undefined = result.data?.points.map((point, index) => ({
    ...point,
    previousSales: result.data?.previousPoints[index]?.sales ?? 0,
  }));
  const day = (start: string) => label.format(new Date(`${start}T00:00:00Z`));
  const columns: ListColumn<Point>[] = [
    { accessor: 'start', title: t(`analytics.col.${group}`), render: (row) => day(row.start), col: 'start' },
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
  ];
  return (
    <AnalyticsSection
      name="sales"
      title={t('analytics.section.sales')}
      filters={{ ...period, group }}
      total={result.data && { now: result.data.total, before: result.data.previousTotal }}
      controls={
        <SegmentedControl
          size="xs"
          value={group}
          onChange={(value) => onGroup(value as AnalyticsGroup)}
          data={(['day', 'week', 'month'] as const).map((value) => ({ value, label: t(`analytics.group.${value}`) }))}
          data-testid="analytics-group"
        />
      }
      chart={
        <ChartState result={result} empty={!result.data || result.data.total.orders === 0}>
          <LineChart
            h={260}
            data={(points ?? []).map((point) => ({ ...point, label: day(point.start) }))}
            dataKey="label"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={money}
            yAxisProps={{ width: 48, tickFormatter: (sen: number) => compact.format(sen / 100) }}
            curveType="monotone"
            withDots={false}
            series={[
              { name: 'sales', label: t('analytics.thisPeriod'), color: 'blue.6' },
              { name: 'previousSales', label: t('analytics.previousPeriod'), color: 'gray.5', strokeDasharray: '5 5' },
            ]}
            data-testid="analytics-sales-chart"
          />
        </ChartState>
      }
      table={
        <UnpagedList
          result={rowsResult(
            result,
            // The chart shows every bucket; the table only those with sales now or before.
            points?.filter((point) => point.orders !== 0 || point.sales !== 0 || point.previousSales !== 0),
          )}
          empty={{ title: t('analytics.empty') }}
          table={{ columns, testId: 'analytics-sales-table', minWidth: 560, rowKey: (row) => row.start }}
          cardsTestId="analytics-sales-cards"
          card={(row) => (
            <Text size="sm">
              {day(row.start)} · {money(row.sales)} · {t('analytics.ordersCount', { count: row.orders })}
            </Text>
          )}
          skeletonRows={3}
        />
      }
    />
  );
}
