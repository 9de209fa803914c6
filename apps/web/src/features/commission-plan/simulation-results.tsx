import { Card, Checkbox, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { MONTHLY_COMMISSION_TYPES, type PlanSimulation, type SimulationAgentDiff } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListResults } from '../../ui/list-page/list-results';
import { ListSearch } from '../../ui/list-page/list-search';
import { useMoney } from '../../ui/money';
import { simulationAgentsQuery } from './commission-plan.api';
import { SimulationAgentModal } from './simulation-agent-modal';

type Summary = NonNullable<PlanSimulation['summary']>;

/** A signed amount: "+12.00" in green, "−3.00" in red. */
export function Difference({ amount }: { amount: number }) {
  const money = useMoney();
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return (
    <Text span size="sm" fw={600} c={amount > 0 ? 'teal' : amount < 0 ? 'red' : 'dimmed'}>
      {sign}
      {money(Math.abs(amount))}
    </Text>
  );
}

export function SimulationResults({ simulation, summary }: { simulation: PlanSimulation; summary: Summary }) {
  const { t } = useTranslation();
  const money = useMoney();
  const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)}%`;
  const [agentId, setAgentId] = useState<string | null>(null);
  return (
    <Stack gap="md" data-testid="simulation-results">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure
          label={t('commissionPlan.simulate.paid')}
          value={money(summary.paid)}
          sub={percent(summary.paidPercentOfSales)}
        />
        <Figure
          label={t('commissionPlan.simulate.simulated')}
          value={money(summary.simulated)}
          sub={percent(summary.simulatedPercentOfSales)}
          testId="simulated-total"
        />
        <Figure
          label={t('commissionPlan.simulate.difference')}
          value={<Difference amount={summary.simulated - summary.paid} />}
          sub={t('commissionPlan.simulate.changedAgents', { count: summary.changedAgents, agents: summary.agents })}
          testId="simulated-difference"
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('commissionPlan.simulate.ofSales', { sales: money(summary.sales) })}
      </Text>
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={420}>
          <Table data-testid="simulation-totals">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('commissionPlan.simulate.type')}</Table.Th>
                <Table.Th ta="right">{t('commissionPlan.simulate.paid')}</Table.Th>
                <Table.Th ta="right">{t('commissionPlan.simulate.simulated')}</Table.Th>
                <Table.Th ta="right">{t('commissionPlan.simulate.difference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {MONTHLY_COMMISSION_TYPES.map((type) => {
                const total = summary.totals.find((each) => each.type === type) ?? { paid: 0, simulated: 0 };
                return (
                  <Table.Tr key={type}>
                    <Table.Td>{t(`payouts.type.${type}`)}</Table.Td>
                    <Table.Td ta="right">{money(total.paid)}</Table.Td>
                    <Table.Td ta="right">{money(total.simulated)}</Table.Td>
                    <Table.Td ta="right">
                      <Difference amount={total.simulated - total.paid} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TopList
          title={t('commissionPlan.simulate.gainers')}
          agents={summary.gainers}
          onOpen={setAgentId}
          testId="top-gainers"
        />
        <TopList
          title={t('commissionPlan.simulate.losers')}
          agents={summary.losers}
          onOpen={setAgentId}
          testId="top-losers"
        />
      </SimpleGrid>
      <AgentDiffs id={simulation.id} onOpen={setAgentId} />
      <SimulationAgentModal simulationId={simulation.id} agentId={agentId} onClose={() => setAgentId(null)} />
    </Stack>
  );
}

function Figure({
  label,
  value,
  sub,
  testId,
}: {
  label: string;
  value: React.ReactNode;
  sub: string;
  testId?: string;
}) {
  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {sub}
      </Text>
    </Card>
  );
}

function TopList({
  title,
  agents,
  onOpen,
  testId,
}: {
  title: string;
  agents: SimulationAgentDiff[];
  onOpen: (id: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <Title order={3} size="h6" mb={6}>
        {title}
      </Title>
      {agents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('commissionPlan.simulate.nobody')}
        </Text>
      ) : (
        agents.map((agent) => (
          <Group key={agent.agentId} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" component="button" type="button" onClick={() => onOpen(agent.agentId)} style={linkStyle}>
              {agent.name}
            </Text>
            <Difference amount={agent.difference} />
          </Group>
        ))
      )}
    </Card>
  );
}

const linkStyle = {
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  color: 'var(--mantine-color-anchor)',
  textAlign: 'left',
} as const;

function AgentDiffs({ id, onOpen }: { id: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [changed, setChanged] = useState(true);
  const result = useQuery(simulationAgentsQuery(id, { page, q, changed }));
  const rank = (agent: SimulationAgentDiff) =>
    agent.paidRank === agent.simulatedRank
      ? (agent.paidRank ?? '—')
      : `${agent.paidRank ?? '—'} → ${agent.simulatedRank ?? '—'}`;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('commissionPlan.simulate.agents')}
      </Title>
      <Group gap="sm" align="end">
        <ListSearch
          value={q}
          onSearch={(value) => {
            setQ(value ?? '');
            setPage(1);
          }}
          label={t('commissionPlan.simulate.search')}
        />
        <Checkbox
          label={t('commissionPlan.simulate.onlyChanged')}
          checked={changed}
          onChange={(event) => {
            setChanged(event.currentTarget.checked);
            setPage(1);
          }}
        />
      </Group>
      <ListResults
        result={result}
        onPage={setPage}
        empty={{ title: t('commissionPlan.simulate.noDifferences') }}
        cardsTestId="simulation-agent-cards"
        table={{
          columns: [
            {
              accessor: 'name',
              title: t('commissionPlan.simulate.agent'),
              render: (agent) => (
                <Text
                  size="sm"
                  component="button"
                  type="button"
                  onClick={() => onOpen(agent.agentId)}
                  style={linkStyle}
                >
                  {agent.name}
                </Text>
              ),
            },
            { accessor: 'rank', title: t('commissionPlan.simulate.rank'), render: rank },
            {
              accessor: 'paid',
              title: t('commissionPlan.simulate.paid'),
              textAlign: 'right',
              render: (agent) => money(agent.paid),
            },
            {
              accessor: 'simulated',
              title: t('commissionPlan.simulate.simulated'),
              textAlign: 'right',
              render: (agent) => money(agent.simulated),
            },
            {
              accessor: 'difference',
              title: t('commissionPlan.simulate.difference'),
              textAlign: 'right',
              render: (agent) => <Difference amount={agent.difference} />,
            },
          ],
          testId: 'simulation-agents',
          minWidth: 640,
          rowKey: (agent) => agent.agentId,
          rowAttributes: (agent) => ({ 'data-testid': `agent-diff-${agent.agentId}` }),
        }}
        card={(agent) => (
          <>
            <Group justify="space-between" wrap="nowrap">
              <Text
                size="sm"
                component="button"
                type="button"
                onClick={() => onOpen(agent.agentId)}
                style={linkStyle}
                fw={600}
              >
                {agent.name}
              </Text>
              <Difference amount={agent.difference} />
            </Group>
            <Text size="xs" c="dimmed">
              {rank(agent)} · {money(agent.paid)} → {money(agent.simulated)}
            </Text>
          </>
        )}
      />
    </Stack>
  );
}
