import '../network/network-texts';
import './reporting-texts';
import { Badge, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { AGENT_STATUSES, type AgentReportRow } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../ui/list-page/data-table';
import { ListPage } from '../../ui/list-page/list-page';
import { TwoLines } from '../../ui/list-page/two-lines';
import { oneOf, useUrlFilters, useUrlSort } from '../../ui/list-page/url-state';
import { Mini } from '../../ui/mini-info';
import { useMoney } from '../../ui/money';
import { ReportSortSelect } from './report-sort-select';
import { ReportStats } from './report-stats';
import { agentReportListQuery, agentReportSummaryQuery } from './reporting.api';
import type { ReportTabProps } from './reporting-tabs';
import { sortParam } from './sort-param';
import { useReportDate } from './use-report-date';

const SORTS = ['purchases', 'orders', 'name', 'joinedAt'] as const;
type AgentStatus = (typeof AGENT_STATUSES)[number];

/** Agent report: the agents by status now, who joined and who bought in the period, and each agent's purchases. */
export function AgentReportTab({ filters }: ReportTabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const date = useReportDate();
  const [own, setOwn] = useUrlFilters((text) => ({ status: oneOf(AGENT_STATUSES, text('status')) }));
  const [sort, setSort] = useUrlSort(SORTS, { columnAccessor: 'purchases', direction: 'desc' });
  const withStatus = { ...filters, status: own.status };
  const summary = useQuery(agentReportSummaryQuery(withStatus));
  const result = useQuery(agentReportListQuery({ ...withStatus, page: own.page, sort: sortParam(sort) }));
  const status = (value: AgentStatus) => t(`network.status.${value}`);
  const columns: ListColumn<AgentReportRow>[] = [
    {
      accessor: 'name',
      title: t('reporting.col.agent'),
      sortable: true,
      render: (row) => <TwoLines main={row.name} sub={row.email} />,
    },
    { accessor: 'levelName', title: t('reporting.col.level'), render: (row) => row.levelName ?? '—' },
    { accessor: 'state', title: t('reporting.col.state'), render: (row) => row.state ?? '—' },
    {
      accessor: 'status',
      title: t('reporting.col.status'),
      render: (row) => <Badge variant="light">{status(row.status)}</Badge>,
    },
    { accessor: 'joinedAt', title: t('reporting.col.joined'), sortable: true, render: (row) => date(row.joinedAt) },
    { accessor: 'orders', title: t('reporting.col.orders'), textAlign: 'right', sortable: true },
    {
      accessor: 'purchases',
      title: t('reporting.col.purchases'),
      textAlign: 'right',
      sortable: true,
      col: 'purchases',
      render: (row) => money(row.purchases),
    },
    {
      accessor: 'lastOrderAt',
      title: t('reporting.col.lastOrder'),
      render: (row) => (row.lastOrderAt ? date(row.lastOrderAt) : '—'),
    },
  ];
  return (
    <ListPage
      header={
        <ReportStats
          result={summary}
          stats={(data) => [
            { label: t('reporting.stat.agents'), value: String(data.agents), testId: 'stat-agents' },
            {
              label: t('reporting.stat.active'),
              value: String(data.byStatus.find((row) => row.status === 'active')?.agents ?? 0),
              hint: t('reporting.stat.inactiveCount', {
                count: data.byStatus.find((row) => row.status === 'inactive')?.agents ?? 0,
              }),
              testId: 'stat-active',
            },
            { label: t('reporting.stat.joined'), value: String(data.joined), testId: 'stat-joined' },
            { label: t('reporting.stat.buying'), value: String(data.buying), testId: 'stat-buying' },
          ]}
        />
      }
      filters={
        <Group gap="sm" align="flex-end">
          <Select
            label={t('reporting.filter.agentStatus')}
            placeholder={t('reporting.filter.all')}
            data={AGENT_STATUSES.map((value) => ({ value, label: status(value) }))}
            value={own.status ?? null}
            onChange={(value) => setOwn({ status: (value ?? undefined) as AgentStatus | undefined })}
            clearable
            maw={260}
            data-testid="report-agent-status"
          />
          <ReportSortSelect
            columns={SORTS.map((value) => ({
              value,
              label: t(`reporting.col.${value === 'name' ? 'agent' : value === 'joinedAt' ? 'joined' : value}`),
            }))}
            sort={sort}
            onChange={setSort}
          />
        </Group>
      }
      exportReport={{ source: 'agent-report-list', filters: withStatus }}
      result={result}
      onPage={(page) => setOwn({ page })}
      empty={{ title: t('reporting.agentReport.empty'), description: t('reporting.emptyHint') }}
      table={{
        columns,
        testId: 'agent-report-table',
        minWidth: 1000,
        rowKey: (row) => row.agentId,
        rowAttributes: (row) => ({ 'data-agent': row.name }),
        sort: { status: sort, onChange: setSort },
      }}
      card={(row) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <TwoLines main={row.name} sub={row.levelName ?? '—'} />
            <Badge variant="light" size="sm">
              {status(row.status)}
            </Badge>
          </Group>
          <SimpleGrid cols={3} spacing="xs">
            <Mini label={t('reporting.col.orders')} value={String(row.orders)} />
            <Mini label={t('reporting.col.purchases')} value={money(row.purchases)} />
            <Mini label={t('reporting.col.lastOrder')} value={row.lastOrderAt ? date(row.lastOrderAt) : '—'} />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {row.state ?? '—'}
          </Text>
        </Stack>
      )}
      cardsTestId="agent-report-cards"
    />
  );
}
