import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../app/page-states';
import { CommissionWidget } from './commission-widget';
import { agentDashboardQuery } from './dashboard.api';
import { LeaderboardWidget } from './leaderboard-widget';
import { LinksWidget } from './links-widget';
import { NewsWidget } from './news-widget';
import { RewardsWidget } from './rewards-widget';
import { SalesWidget } from './sales-widget';
import { SummaryWidget } from './summary-widget';
import { WidgetSkeletons } from './widget-card';

const GRID = { base: 1, sm: 2, lg: 3 } as const;

/** The agent's widgets (spec §2), all from one call: one column on phones, two on tablets, three on desktops. */
export function AgentDashboard() {
  const { data, error, refetch } = useQuery(agentDashboardQuery());
  if (error) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  return (
    <SimpleGrid cols={GRID} spacing="md" data-testid="dashboard-widgets">
      {!data ? (
        <WidgetSkeletons count={6} />
      ) : (
        <>
          <SummaryWidget summary={data.summary} />
          <CommissionWidget commission={data.commission} />
          <RewardsWidget rewards={data.rewards} />
          <SalesWidget sales={data.sales} />
          <LeaderboardWidget initial={data.leaderboard} />
          <NewsWidget />
          <LinksWidget links={data.links} />
        </>
      )}
    </SimpleGrid>
  );
}
