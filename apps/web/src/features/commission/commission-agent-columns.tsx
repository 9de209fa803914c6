import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { TwoLines } from '../../ui/list-page/two-lines';
import { TotalRow } from '../../ui/total-row';
import type { CommissionAgentsPage } from './commission.api';
import { commissionPaths, figureColumn, money } from './commission-ui';

export type CommissionAgent = CommissionAgentsPage['items'][number];
/** The month and currency of the page of agents the rows come from. */
type Context = Pick<CommissionAgentsPage, 'month' | 'currency'>;

/** HQ's agents of a month: agent, level, rank, the month's commission, payable, and links to details and statement. */
export function useCommissionAgentColumns(context: Context): ListColumn<CommissionAgent>[] {
  const { t } = useTranslation();
  const m = (sen: number) => money(sen, context.currency);
  return [
    {
      accessor: 'name',
      title: t('commission.hq.agent'),
      render: (row) => <TwoLines main={row.name} sub={row.email} />,
    },
    { accessor: 'levelName', title: t('commission.statement.level'), render: (row) => row.levelName ?? '—' },
    { accessor: 'rank', title: t('commission.statement.rank'), render: (row) => <RankBadge agent={row} /> },
    figureColumn<CommissionAgent>('commission', t('commission.hq.monthCommission'), (row) => m(row.commission)),
    figureColumn<CommissionAgent>('payable', t('commission.balance.payable'), (row) => m(row.payable)),
    actionsColumn(t('common.actions'), (row) => <AgentLinks agentId={row.id} month={context.month} />),
  ];
}

/** One agent on a phone: name and email with the rank, the month's commission, payable and the links. */
export function CommissionAgentCard({ agent, context }: { agent: CommissionAgent; context: Context }) {
  const { t } = useTranslation();
  const m = (sen: number) => money(sen, context.currency);
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <TwoLines main={agent.name} sub={agent.email} breakAnywhere />
        <RankBadge agent={agent} />
      </Group>
      <TotalRow label={t('commission.hq.monthCommission')} value={m(agent.commission)} />
      <TotalRow label={t('commission.balance.payable')} value={m(agent.payable)} />
      <AgentLinks agentId={agent.id} month={context.month} />
    </>
  );
}

function RankBadge({ agent }: { agent: CommissionAgent }) {
  return agent.rank ? (
    <Badge variant="light" color="grape" size="sm">
      {agent.rank.name}
    </Badge>
  ) : (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}

function AgentLinks({ agentId, month }: { agentId: string; month: string }) {
  const { t } = useTranslation();
  const paths = commissionPaths(agentId);
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor component={Link} to={paths.details('sales_profit', month)} size="sm" data-testid="agent-details">
        {t('commission.hq.details')}
      </Anchor>
      <Anchor component={Link} to={paths.statement(month)} size="sm">
        {t('commission.hq.statement')}
      </Anchor>
    </Group>
  );
}
