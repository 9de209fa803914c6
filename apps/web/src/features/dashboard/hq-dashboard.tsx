import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyList, ErrorState } from '../../app/page-states';
import { hqDashboardQuery } from './dashboard.api';
import { HqSalesWidget } from './hq-sales-widget';
import { LowStockWidget } from './low-stock-widget';
import { NewAgentsWidget } from './new-agents-widget';
import { OrdersWidget } from './orders-widget';
import { PayoutsWidget } from './payouts-widget';
import { SubscriptionNotice } from './subscription-notice';
import { WidgetSkeletons } from './widget-card';

/** HQ's and staff's widgets (staff: those their permissions allow), all from one call. */
export function HqDashboard() {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(hqDashboardQuery());
  if (error) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  const none = data && !data.orders && !data.sales && data.newAgents === null && !data.lowStock && !data.payoutsWaiting;
  return (
    <Stack gap="md">
      {data?.subscription && <SubscriptionNotice invoice={data.subscription} />}
      {none && <EmptyList title={t('dashboard.noWidgets')} description={t('dashboard.noWidgetsHint')} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="dashboard-widgets">
        {!data ? (
          <WidgetSkeletons count={5} />
        ) : (
          <>
            {data.sales && <HqSalesWidget sales={data.sales} />}
            {data.orders && <OrdersWidget orders={data.orders} />}
            {data.payoutsWaiting && <PayoutsWidget payouts={data.payoutsWaiting} />}
            {data.newAgents !== null && <NewAgentsWidget count={data.newAgents} />}
            {data.lowStock && <LowStockWidget lowStock={data.lowStock} />}
          </>
        )}
      </SimpleGrid>
    </Stack>
  );
}
