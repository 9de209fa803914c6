import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ScoreMetric, TopPerformers as TopPerformersData } from '@niaga/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AgentAvatar, Figure, PositionBadge, YouBadge } from './ranking-ui';

/** The first three agents, each with photo, level and the figure (the API's top-performer call). */
export function TopPerformers({ result, by }: { result: UseQueryResult<TopPerformersData>; by: ScoreMetric }) {
  const { t } = useTranslation();
  if (result.isError) return null;
  const items = result.data?.items;
  if (items?.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('scoreRanking.top')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" data-testid="top-performers">
        {items
          ? items.map((agent) => (
              <Card
                key={agent.agentId}
                withBorder
                radius="lg"
                padding="md"
                data-testid="top-performer"
                data-me={agent.isMe || undefined}
                style={agent.isMe ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
              >
                <Group wrap="nowrap" gap="md" align="center">
                  <AgentAvatar agent={agent} size={64} />
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Group gap={6} wrap="nowrap">
                      <PositionBadge position={agent.position} />
                      {agent.isMe && <YouBadge />}
                    </Group>
                    <Text fw={600} truncate>
                      {agent.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {agent.levelName ?? '—'}
                    </Text>
                    <Figure agent={agent} by={by} size="md" />
                  </Stack>
                </Group>
              </Card>
            ))
          : [1, 2, 3].map((key) => <Skeleton key={key} h={110} radius="lg" />)}
      </SimpleGrid>
    </Stack>
  );
}
