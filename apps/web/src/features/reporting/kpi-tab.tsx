import './reporting-texts';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { KpiRow } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../ui/list-page/data-table';
import { ListPage } from '../../ui/list-page/list-page';
import { TwoLines } from '../../ui/list-page/two-lines';
import { useUrlFilters, useUrlSort } from '../../ui/list-page/url-state';
import { Mini } from '../../ui/mini-info';
import { useMoney } from '../../ui/money';
import { ReportSortSelect } from './report-sort-select';
import { ReportStats } from './report-stats';
import { kpiListQuery, kpiSummaryQuery } from './reporting.api';
import type { ReportTabProps } from './reporting-tabs';
import { sortParam } from './sort-param';

const SORTS = ['tpgs', 'ps', 'gs', 'recruits', 'name'] as const;
type Target = KpiRow['kpi']['ps'];

/** A KPI badge: reached (green), not yet (grey), or no target set for the level. */
function TargetBadge({ label, target }: { label: string; target: Target }) {
  const { t } = useTranslation();
  if (target.target === 0) return null;
  return (
    <Badge
      size="xs"
      variant="light"
      color={target.met ? 'teal' : 'gray'}
      title={t(target.met ? 'reporting.kpi.met' : 'reporting.kpi.notMet')}
    >
      {label} {target.met ? '✓' : '✗'}
    </Badge>
  );
}

function Targets({ row }: { row: KpiRow }) {
  const { t } = useTranslation();
  const badges = (['ps', 'gs', 'tpgs'] as const).filter((key) => row.kpi[key].target > 0);
  if (badges.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('reporting.kpi.noTarget')}
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      {badges.map((key) => (
        <TargetBadge key={key} label={t(`reporting.col.${key}`)} target={row.kpi[key]} />
      ))}
    </Group>
  );
}

/** KPI: each agent's PS, GS, TPGS and side group sales over the months of the period, against its level's targets. */
export function KpiTab({ filters }: ReportTabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [own, setOwn] = useUrlFilters(() => ({}));
  const [sort, setSort] = useUrlSort(SORTS, { columnAccessor: 'tpgs', direction: 'desc' });
  const summary = useQuery(kpiSummaryQuery(filters));
  const result = useQuery(kpiListQuery({ ...filters, page: own.page, sort: sortParam(sort) }));
  const amount = (
    accessor: 'ps' | 'gs' | 'tpgs' | 'sideGroupSales' | 'commission',
    sortable = true,
  ): ListColumn<KpiRow> => ({
    accessor,
    title: t(`reporting.col.${accessor}`),
    textAlign: 'right',
    sortable: sortable && accessor !== 'sideGroupSales' && accessor !== 'commission',
    col: accessor,
    render: (row) => money(row[accessor]),
  });
  const columns: ListColumn<KpiRow>[] = [
    {
      accessor: 'name',
      title: t('reporting.col.agent'),
      sortable: true,
      render: (row) => <TwoLines main={row.name} sub={[row.levelName, row.state].filter(Boolean).join(' · ') || '—'} />,
    },
    amount('ps'),
    amount('gs'),
    amount('tpgs'),
    amount('sideGroupSales'),
    { accessor: 'recruits', title: t('reporting.col.recruits'), textAlign: 'right', sortable: true },
    amount('commission'),
    { accessor: 'kpi', title: t('reporting.col.kpi'), render: (row) => <Targets row={row} /> },
  ];
  return (
    <ListPage
      header={
        <ReportStats
          result={summary}
          stats={(data) => {
            const months = data.fromMonth === data.toMonth ? data.fromMonth : `${data.fromMonth} – ${data.toMonth}`;
            return [
              { label: t('reporting.stat.ps'), value: money(data.ps), hint: months, testId: 'stat-ps' },
              {
                label: t('reporting.stat.agentsWithSales'),
                value: String(data.agentsWithSales),
                testId: 'stat-selling',
              },
              { label: t('reporting.stat.recruits'), value: String(data.recruits), testId: 'stat-recruits' },
              { label: t('reporting.stat.commission'), value: money(data.commission), testId: 'stat-commission' },
            ];
          }}
        />
      }
      filters={
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t('reporting.kpi.monthsNote')}
          </Text>
          <ReportSortSelect
            columns={SORTS.map((value) => ({ value, label: t(`reporting.col.${value === 'name' ? 'agent' : value}`) }))}
            sort={sort}
            onChange={setSort}
          />
        </Stack>
      }
      exportReport={{ source: 'kpi-sales-list', filters }}
      result={result}
      onPage={(page) => setOwn({ page })}
      empty={{ title: t('reporting.kpi.empty'), description: t('reporting.emptyHint') }}
      table={{
        columns,
        testId: 'kpi-table',
        minWidth: 1040,
        rowKey: (row) => row.agentId,
        rowAttributes: (row) => ({ 'data-agent': row.name }),
        sort: { status: sort, onChange: setSort },
      }}
      card={(row) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <TwoLines main={row.name} sub={row.levelName ?? '—'} />
            <Targets row={row} />
          </Group>
          <SimpleGrid cols={3} spacing="xs">
            <Mini label={t('reporting.col.ps')} value={money(row.ps)} />
            <Mini label={t('reporting.col.gs')} value={money(row.gs)} />
            <Mini label={t('reporting.col.tpgs')} value={money(row.tpgs)} />
            <Mini label={t('reporting.col.sideGroupSales')} value={money(row.sideGroupSales)} />
            <Mini label={t('reporting.col.recruits')} value={String(row.recruits)} />
            <Mini label={t('reporting.col.commission')} value={money(row.commission)} />
          </SimpleGrid>
        </Stack>
      )}
      cardsTestId="kpi-cards"
    />
  );
}
