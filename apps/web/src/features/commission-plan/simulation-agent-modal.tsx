import { Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { SimulationAgentDetail } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { useMoney } from '../../ui/money';
import { simulationAgentQuery } from './commission-plan.api';

/** One agent's monthly entries: what the close paid beside what the simulated plan would pay. */
export function SimulationAgentModal({
  simulationId,
  agentId,
  onClose,
}: {
  simulationId: string;
  agentId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={agentId !== null} onClose={onClose} title={t('commissionPlan.simulate.entriesTitle')} size="xl">
      {agentId && <AgentEntries simulationId={simulationId} agentId={agentId} />}
    </Modal>
  );
}

function AgentEntries({ simulationId, agentId }: { simulationId: string; agentId: string }) {
  const { t } = useTranslation();
  const detail = useQuery(simulationAgentQuery(simulationId, agentId));
  if (detail.isPending) return <SkeletonBlock rows={4} />;
  if (detail.error) return <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />;
  const data = detail.data;
  return (
    <Stack gap="sm" data-testid="simulation-agent">
      <Text fw={700}>{data.name}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Entries title={t('commissionPlan.simulate.paid')} entries={data.paidEntries} total={data.paid} />
        <Entries
          title={t('commissionPlan.simulate.simulated')}
          entries={data.simulatedEntries}
          total={data.simulated}
        />
      </SimpleGrid>
    </Stack>
  );
}

function Entries({
  title,
  entries,
  total,
}: {
  title: string;
  entries: SimulationAgentDetail['paidEntries'];
  total: number;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('commissionPlan.simulate.noEntries')}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={`${entry.type}:${entry.sourceAgentId}`}>
                <Table.Td>
                  <Text size="sm">{t(`payouts.type.${entry.type}`)}</Text>
                  <Text size="xs" c="dimmed">
                    {entry.sourceName}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{money(entry.amount)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>{t('commissionPlan.simulate.total')}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {money(total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
