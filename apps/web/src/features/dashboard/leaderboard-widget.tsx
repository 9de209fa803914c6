import '../score-ranking/score-ranking-texts';
import { Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { SCORE_METRICS, type ScoreMetric, type TopPerformers } from '@niaga/shared';
import { IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentAvatar, Figure, PositionBadge, topPerformersQuery, YouBadge } from '../score-ranking';
import { WidgetCard } from './widget-card';

/** The figure the dashboard call ranks by; another one is read from the ranking's own call. */
const DASHBOARD_FIGURE: ScoreMetric = 'tpgs';

/** This month's top 3 by the figure the agent picks (TPGS first), linking to the score ranking. */
export function LeaderboardWidget({ initial }: { initial: TopPerformers }) {
  const { t } = useTranslation();
  const [by, setBy] = useState<ScoreMetric>(DASHBOARD_FIGURE);
  const other = useQuery({ ...topPerformersQuery({ period: 'thisMonth', by }), enabled: by !== DASHBOARD_FIGURE });
  const data = by === DASHBOARD_FIGURE ? initial : other.data;
  return (
    <WidgetCard title={t('dashboard.leaderboard')} icon={IconTrophy} to="/score-ranking" testId="widget-leaderboard">
      <Group gap="xs" wrap="nowrap">
        <Select
          size="xs"
          w={160}
          aria-label={t('scoreRanking.figure')}
          value={by}
          allowDeselect={false}
          data={SCORE_METRICS.map((metric) => ({ value: metric, label: t(`scoreRanking.by.${metric}`) }))}
          onChange={(value) => value && setBy(value as ScoreMetric)}
          data-testid="leaderboard-figure"
        />
        <Text size="xs" c="dimmed">
          {t('dashboard.summary')}
        </Text>
      </Group>
      {!data && !other.isError && <Skeleton h={120} radius="md" />}
      {other.isError && by !== DASHBOARD_FIGURE && (
        <Text size="sm" c="red">
          {other.error.message}
        </Text>
      )}
      {data && data.items.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="leaderboard-empty">
          {t('dashboard.leaderboardEmpty')}
        </Text>
      )}
      {data && data.items.length > 0 && (
        <Stack gap="xs" data-testid="leaderboard-list">
          {data.items.map((agent) => (
            <Group
              key={agent.agentId}
              wrap="nowrap"
              gap="sm"
              data-testid="leaderboard-row"
              data-me={agent.isMe || undefined}
            >
              <PositionBadge position={agent.position} />
              <AgentAvatar agent={agent} size={36} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={600} truncate>
                    {agent.name}
                  </Text>
                  {agent.isMe && <YouBadge />}
                </Group>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="xs" c="dimmed" truncate>
                    {agent.levelName ?? '—'}
                  </Text>
                  <Figure agent={agent} by={data.by} />
                </Group>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </WidgetCard>
  );
}
