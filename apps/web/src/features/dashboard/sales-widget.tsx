import { Skeleton, Text } from '@mantine/core';
import type { AgentDashboard } from '@niaga/shared';
import { IconChartBar } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../app/lazy-page';
import { WidgetCard } from './widget-card';

const SalesChart = lazyPage(
  () => import('./sales-chart'),
  (m) => m.SalesChart,
);

/** The agent's personal and group sales of the last 12 months; a message instead of empty bars before any sale. */
export function SalesWidget({ sales }: { sales: AgentDashboard['sales'] }) {
  const { t } = useTranslation();
  const hasSales = sales.some((row) => row.ps !== 0 || row.gs !== 0);
  return (
    <WidgetCard title={t('dashboard.sales')} icon={IconChartBar} testId="widget-sales">
      {hasSales ? (
        <Suspense fallback={<Skeleton h={220} radius="md" />}>
          <SalesChart sales={sales} />
        </Suspense>
      ) : (
        <Text size="sm" c="dimmed" data-testid="sales-empty">
          {t('dashboard.salesEmpty')}
        </Text>
      )}
    </WidgetCard>
  );
}
