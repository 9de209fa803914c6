import './network-texts';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type AgentRow, formatDateShort } from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { Mini } from '../../ui/mini-info';
import { useMoney } from '../../ui/money';
import { StatusBadge } from './network-ui';

/** Per-agent buttons (the promote/demote screen). */
export type AgentActions = (agent: AgentRow) => ReactNode;

export const detailsPath = (id: string) => `/agent-details?id=${encodeURIComponent(id)}`;

// A click on a row opens the agent's details; its own link and buttons must not open them a second time.
const stop = (event: React.SyntheticEvent) => event.stopPropagation();
const nowrap = { whiteSpace: 'nowrap' } as const;
/** A sortable heading: `data-sort` is what the browser tests click. */
const sortTitle = (field: string, label: string) => <span data-sort={field}>{label}</span>;

/**
 * Agents on wide screens (spec §3 columns). With actions (promote/demote) the list keeps the columns that matter
 * for a level change.
 */
export function useAgentColumns(actions?: AgentActions): ListColumn<AgentRow>[] {
  const { t } = useTranslation();
  const money = useMoney();
  const full = !actions;
  const moneyColumn = (accessor: string, title: ReactNode, value: (agent: AgentRow) => number) => ({
    accessor,
    title,
    textAlign: 'right' as const,
    cellStyle: nowrap,
    render: (agent: AgentRow) => money(value(agent)),
  });
  const columns: (ListColumn<AgentRow> | false)[] = [
    {
      accessor: 'name',
      title: sortTitle('name', t('network.col.name')),
      sortable: true,
      render: (agent) => (
        <Stack gap={0}>
          <Anchor component={Link} to={detailsPath(agent.id)} fw={600} size="sm" onClick={stop}>
            {agent.name}
          </Anchor>
          <Text c="dimmed" size="xs" maw={170} truncate title={agent.email}>
            {agent.email}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'level',
      title: t('network.col.level'),
      render: (agent) =>
        agent.level ? (
          <Badge variant="outline" tt="none" size="sm" miw="max-content">
            {agent.level.name}
          </Badge>
        ) : (
          '—'
        ),
    },
    {
      accessor: 'upline',
      title: t('network.col.upline'),
      col: 'upline',
      cellStyle: { minWidth: 110 },
      render: (agent) => agent.upline?.name ?? t('network.hq'),
    },
    {
      accessor: 'status',
      title: t('network.col.status'),
      render: (agent) => <StatusBadge status={agent.status} size="sm" miw="max-content" />,
    },
    {
      accessor: 'joinedAt',
      title: sortTitle('joinedAt', t('network.col.joined')),
      sortable: true,
      cellStyle: nowrap,
      render: (agent) => formatDateShort(agent.joinedAt),
    },
    full && { accessor: 'state', title: t('network.col.state'), render: (agent) => agent.state ?? '—' },
    {
      accessor: 'counts',
      title: full ? t('network.col.recruitsDownline') : t('network.col.downline'),
      textAlign: 'right',
      col: 'counts',
      cellStyle: nowrap,
      render: (agent) => (full ? `${agent.recruits} / ${agent.downlineCount}` : agent.downlineCount),
    },
    full && { ...moneyColumn('ps', sortTitle('ps', t('network.col.ps')), (a) => a.sales.ps), sortable: true },
    full && { ...moneyColumn('gs', sortTitle('gs', t('network.col.gs')), (a) => a.sales.gs), sortable: true },
    full && { ...moneyColumn('tpgs', sortTitle('tpgs', t('network.col.tpgs')), (a) => a.sales.tpgs), sortable: true },
    full &&
      moneyColumn(
        'side',
        <span title={t('network.col.side')}>{t('network.col.sideShort')}</span>,
        (a) => a.sales.sideGroupSales,
      ),
    !!actions &&
      actionsColumn(t('common.actions'), (agent) => (
        <Group gap={4} wrap="nowrap" justify="flex-end" onClick={stop}>
          {actions(agent)}
        </Group>
      )),
  ];
  return columns.filter((column) => column !== false);
}

/** An agent on a phone: name, level and upline, status, then the figures. */
export function AgentCard({ agent, actions }: { agent: AgentRow; actions?: AgentActions }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={detailsPath(agent.id)} fw={600} size="sm" display="block" truncate>
            {agent.name}
          </Anchor>
          <Text c="dimmed" size="xs" truncate>
            {agent.level?.name ?? '—'} · {t('network.col.upline')}: {agent.upline?.name ?? t('network.hq')}
          </Text>
        </div>
        <StatusBadge status={agent.status} size="sm" style={{ flexShrink: 0 }} />
      </Group>
      <SimpleGrid cols={2} spacing={6} verticalSpacing={4}>
        <Mini label={t('network.col.joined')} value={formatDateShort(agent.joinedAt)} />
        <Mini label={t('network.col.state')} value={agent.state ?? '—'} />
        <Mini label={t('network.col.recruits')} value={String(agent.recruits)} />
        <Mini label={t('network.col.downline')} value={String(agent.downlineCount)} />
        <Mini label={t('network.col.ps')} value={money(agent.sales.ps)} />
        <Mini label={t('network.col.gs')} value={money(agent.sales.gs)} />
        <Mini label={t('network.col.tpgs')} value={money(agent.sales.tpgs)} />
        <Mini label={t('network.col.side')} value={money(agent.sales.sideGroupSales)} />
      </SimpleGrid>
      {actions && (
        <Group gap={6} justify="flex-end">
          {actions(agent)}
        </Group>
      )}
    </>
  );
}
