import './score-ranking-texts';
import { Card, Group, Stack, Text } from '@mantine/core';
import {
  canAccess,
  RANKING_PERIODS,
  type RankedAgent,
  rankingMonths,
  SCORE_METRICS,
  type ScoreMetric,
} from '@niaga/shared';
import { IconAward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { LinkButton } from '../../ui/link-button';
import type { ListColumn } from '../../ui/list-page/data-table';
import { ListPage } from '../../ui/list-page/list-page';
import { StatusTabs } from '../../ui/list-page/status-tabs';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { PageHeader } from '../../ui/page-header';
import { AmountsSwitch } from './amounts-switch';
import { PeriodPicker } from './period-picker';
import { AgentAvatar, Figure, PositionBadge, RankingAsOf, YouBadge } from './ranking-ui';
import { type RankingFilters, scoreRankingQuery, topPerformersQuery } from './score-ranking.api';
import { SCORE_RANKING_ACCESS } from './score-ranking.routes';
import { TopPerformers } from './top-performers';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** /score-ranking: period, figure tabs, the top three, the caller's own position and the whole ranking. */
export function ScoreRankingPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [filters, setFilters] = useUrlFilters((text) => ({
    period: oneOf(RANKING_PERIODS, text('period')) ?? 'thisMonth',
    by: oneOf(SCORE_METRICS, text('by')) ?? 'tpgs',
    from: MONTH.test(text('from') ?? '') ? text('from') : undefined,
    to: MONTH.test(text('to') ?? '') ? text('to') : undefined,
  }));
  const months = rankingMonths(filters.period, user?.company.timeZone ?? 'Asia/Kuala_Lumpur', new Date(), filters);
  const query: RankingFilters = { ...filters, ...months };
  const result = useQuery(scoreRankingQuery(query));
  const top = useQuery(topPerformersQuery({ period: query.period, by: query.by, from: query.from, to: query.to }));
  const me = result.data?.me ?? null;
  const columns = useRankingColumns(filters.by);

  const header = (
    <Stack gap="md">
      <PageHeader
        title={t('scoreRanking.title')}
        subtitle={t('scoreRanking.subtitle')}
        actions={
          <LinkButton variant="default" to="/score-ranking/hall-of-fame" icon={IconAward}>
            {t('hallOfFame.menu')}
          </LinkButton>
        }
      />
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <PeriodPicker
            period={filters.period}
            from={months.from}
            to={months.to}
            onChange={(patch) =>
              setFilters(patch.period === 'custom' ? { ...patch, from: months.from, to: months.to } : patch)
            }
          />
          <StatusTabs
            values={SCORE_METRICS}
            value={filters.by}
            label={(by) => t(`scoreRanking.by.${by}`)}
            defaultValue="tpgs"
            onChange={(by) => setFilters({ by })}
            testId="ranking-figures"
            tabTestId={(by) => `figure-${by}`}
          />
          {user && canAccess(user, SCORE_RANKING_ACCESS.switchAmounts) && <AmountsSwitch />}
          {result.data && <RankingAsOf asOf={result.data.asOf} />}
        </Stack>
      </Card>
      <TopPerformers result={top} by={filters.by} />
      {user?.role === 'agent' && result.data && <OwnPosition me={me} by={filters.by} />}
    </Stack>
  );

  return (
    <ListPage
      header={header}
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('scoreRanking.empty'), description: t('scoreRanking.emptyHint') }}
      table={{
        columns,
        testId: 'ranking-table',
        minWidth: 520,
        rowKey: (agent) => agent.agentId,
        rowAttributes: (agent) => ({
          'data-agent': agent.agentId,
          'data-me': agent.isMe || undefined,
          style: agent.isMe ? { background: 'var(--mantine-primary-color-light)' } : undefined,
        }),
      }}
      card={(agent) => <RankingCard agent={agent} by={filters.by} />}
      cardsTestId="ranking-cards"
      tableFrom="sm"
      rangeTestId="ranking-range"
    />
  );
}

function useRankingColumns(by: ScoreMetric): ListColumn<RankedAgent>[] {
  const { t } = useTranslation();
  return [
    {
      accessor: 'position',
      title: t('scoreRanking.position'),
      width: 64,
      render: (agent) => <PositionBadge position={agent.position} />,
    },
    {
      accessor: 'name',
      title: t('scoreRanking.agent'),
      render: (agent) => (
        <Group gap="sm" wrap="nowrap">
          <AgentAvatar agent={agent} size={32} />
          <Text size="sm" fw={agent.isMe ? 700 : 500}>
            {agent.name}
          </Text>
          {agent.isMe && <YouBadge />}
        </Group>
      ),
    },
    { accessor: 'levelName', title: t('scoreRanking.level'), render: (agent) => agent.levelName ?? '—' },
    {
      accessor: 'score',
      title: t(`scoreRanking.by.${by}`),
      textAlign: 'right',
      col: 'score',
      render: (agent) => <Figure agent={agent} by={by} />,
    },
  ];
}

function RankingCard({ agent, by }: { agent: RankedAgent; by: ScoreMetric }) {
  return (
    <Group gap="sm" wrap="nowrap" data-me={agent.isMe || undefined}>
      <PositionBadge position={agent.position} />
      <AgentAvatar agent={agent} size={40} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={agent.isMe ? 700 : 600} truncate>
          {agent.name}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
            {agent.levelName ?? '—'}
          </Text>
          {agent.isMe && <YouBadge />}
        </Group>
      </Stack>
      <Figure agent={agent} by={by} />
    </Group>
  );
}

/** The agent's own row wherever it stands (or that it is not ranked yet for the period). */
function OwnPosition({ me, by }: { me: RankedAgent | null; by: ScoreMetric }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      data-testid="own-position"
      style={{ borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }}
    >
      <Stack gap={6}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          {t('scoreRanking.yourPosition')}
        </Text>
        {me ? <RankingCard agent={me} by={by} /> : <Text size="sm">{t('scoreRanking.notRanked')}</Text>}
      </Stack>
    </Card>
  );
}
