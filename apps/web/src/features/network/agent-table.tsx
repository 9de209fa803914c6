import './network-texts';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { type AgentRow, formatDateShort } from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Mini } from '../../ui/mini-info';
import { useMoney } from '../../ui/money';
import { type SortField, SortHeader, sortState } from './agent-filters';
import type { AgentFilters } from './network.api';
import { StatusBadge } from './network-ui';

type Props = {
  items: AgentRow[];
  sort: string | undefined;
  onSort: (sort: NonNullable<AgentFilters['sort']>) => void;
  /** Per-agent buttons (promote/demote screen). */
  actions?: (agent: AgentRow) => ReactNode;
  testId?: string;
};

export const detailsPath = (id: string) => `/agent-details?id=${encodeURIComponent(id)}`;

function stop(event: React.SyntheticEvent) {
  event.stopPropagation();
}

/** Agents on desktop: spec §3 columns; a click on a row opens the agent's details. */
export function AgentTable({ items, sort, onSort, actions, testId = 'agent-table' }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  // With actions (promote/demote) the list keeps the columns that matter for a level change.
  const full = !actions;
  const sortable = (field: SortField, label: string, align?: 'right') => (
    <Table.Th aria-sort={sortState(sort, field)} ta={align}>
      <SortHeader field={field} sort={sort} onSort={onSort}>
        {label}
      </SortHeader>
    </Table.Th>
  );
  return (
    <Table.ScrollContainer minWidth={full ? 960 : 760} type="native">
      <Table verticalSpacing="xs" horizontalSpacing={6} highlightOnHover striped data-testid={testId} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {sortable('name', t('network.col.name'))}
            <Table.Th>{t('network.col.level')}</Table.Th>
            <Table.Th>{t('network.col.upline')}</Table.Th>
            <Table.Th>{t('network.col.status')}</Table.Th>
            {sortable('joinedAt', t('network.col.joined'))}
            {full && <Table.Th>{t('network.col.state')}</Table.Th>}
            <Table.Th ta="right" style={{ whiteSpace: 'normal' }}>
              {full ? t('network.col.recruitsDownline') : t('network.col.downline')}
            </Table.Th>
            {full && sortable('ps', t('network.col.ps'), 'right')}
            {full && sortable('gs', t('network.col.gs'), 'right')}
            {full && sortable('tpgs', t('network.col.tpgs'), 'right')}
            {full && (
              <Table.Th ta="right" title={t('network.col.side')} style={{ whiteSpace: 'nowrap' }}>
                {t('network.col.sideShort')}
              </Table.Th>
            )}
            {actions && <Table.Th aria-label={t('common.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((agent) => (
            <Table.Tr
              key={agent.id}
              data-agent={agent.name}
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(detailsPath(agent.id))}
            >
              <Table.Td>
                <Stack gap={0}>
                  <Anchor component={Link} to={detailsPath(agent.id)} fw={600} size="sm" onClick={stop}>
                    {agent.name}
                  </Anchor>
                  <Text c="dimmed" size="xs" maw={170} truncate title={agent.email}>
                    {agent.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                {agent.level ? (
                  <Badge variant="outline" tt="none" size="sm" miw="max-content">
                    {agent.level.name}
                  </Badge>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td data-col="upline" miw={110}>
                {agent.upline?.name ?? t('network.hq')}
              </Table.Td>
              <Table.Td>
                <StatusBadge status={agent.status} size="sm" miw="max-content" />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateShort(agent.joinedAt)}</Table.Td>
              {full && <Table.Td>{agent.state ?? '—'}</Table.Td>}
              <Table.Td ta="right" data-col="counts" style={{ whiteSpace: 'nowrap' }}>
                {full ? `${agent.recruits} / ${agent.downlineCount}` : agent.downlineCount}
              </Table.Td>
              {full &&
                [agent.sales.ps, agent.sales.gs, agent.sales.tpgs, agent.sales.sideGroupSales].map((value, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed column order
                  <Table.Td key={index} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(value)}
                  </Table.Td>
                ))}
              {actions && (
                <Table.Td onClick={stop}>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    {actions(agent)}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Agents on phones: one card per agent instead of a table that scrolls sideways. */
export function AgentCards({ items, actions, testId = 'agent-cards' }: Omit<Props, 'sort' | 'onSort'>) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Stack gap="sm" data-testid={testId}>
      {items.map((agent) => (
        <Card key={agent.id} withBorder radius="md" padding="sm" data-agent={agent.name}>
          <Stack gap={8}>
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
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
