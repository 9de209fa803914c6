import './network-texts';
import { ActionIcon, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { AGENT_STATUSES, type AgentRow } from '@niaga/shared';
import { IconArrowsUpDown, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header';
import { useAgentFilters } from './agent-filters';
import { AgentListPage } from './agent-list';
import { type ActionAgent, ChangeLevelModal } from './change-level-modal';
import { promoteListQuery, summaryQuery } from './network.api';
import { StatusBadge } from './network-ui';
import { PlanRequestsSection } from './plan-requests-section';
import { SuspendModal } from './suspend-modal';

function SummaryCards() {
  const { t } = useTranslation();
  const { data, isPending, error } = useQuery(summaryQuery());
  if (error) return null;
  if (isPending) return <Skeleton height={88} radius="lg" />;
  return (
    <Stack gap="sm" data-testid="promote-summary">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: Math.min(6, Math.max(3, data.levels.length)) }} spacing="sm">
        {data.levels.map((level) => (
          <Card key={level.id} withBorder radius="lg" padding="sm" data-level={level.name}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} truncate>
              {level.name}
            </Text>
            <Text fz={26} fw={700} lh={1.2}>
              {level.count}
            </Text>
            <Text size="xs" c="dimmed">
              {t('network.promote.rank', { rank: level.rankNumber })}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        {AGENT_STATUSES.map((status) => (
          <Group key={status} gap={4} wrap="nowrap" data-status-count={status}>
            <StatusBadge status={status} />
            <Text size="sm" fw={600}>
              {data.statuses[status] ?? 0}
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}

/** /promote-demote: HQ and staff with promote_demote_suspend change levels, answer promotion requests, suspend. */
export function PromoteDemotePage() {
  const { t } = useTranslation();
  const state = useAgentFilters();
  const result = useQuery(promoteListQuery(state.query));
  const [changing, setChanging] = useState<ActionAgent | null>(null);
  const [suspending, setSuspending] = useState<ActionAgent | null>(null);

  const actions = (agent: AgentRow) => {
    const suspended = agent.status === 'suspended';
    return (
      <>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconArrowsUpDown size={14} />}
          onClick={() => setChanging(agent)}
          data-testid="action-change-level"
        >
          {t('network.promote.changeLevel')}
        </Button>
        <Tooltip label={suspended ? t('network.suspend.unAction') : t('network.suspend.action')}>
          <ActionIcon
            variant="light"
            color={suspended ? 'teal' : 'red'}
            onClick={() => setSuspending(agent)}
            aria-label={suspended ? t('network.suspend.unAction') : t('network.suspend.action')}
            data-testid="action-suspend"
          >
            {suspended ? <IconUserCheck size={16} /> : <IconUserOff size={16} />}
          </ActionIcon>
        </Tooltip>
      </>
    );
  };

  return (
    <AgentListPage
      header={
        <>
          <PageHeader title={t('network.promote.title')} subtitle={t('network.promote.subtitle')} />
          <SummaryCards />
          <PlanRequestsSection />
        </>
      }
      state={state}
      result={result}
      actions={actions}
    >
      <ChangeLevelModal agent={changing} onClose={() => setChanging(null)} />
      <SuspendModal agent={suspending} onClose={() => setSuspending(null)} />
    </AgentListPage>
  );
}
