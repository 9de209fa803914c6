import { SimpleGrid } from '@mantine/core';
import type { HqDashboard } from '@niaga/shared';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/money';
import { Stat } from './stat';
import { WidgetCard } from './widget-card';

/** Counted sales (approved orders, refunds left out) of today and of this month, with their order counts. */
export function HqSalesWidget({ sales }: { sales: NonNullable<HqDashboard['sales']> }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <WidgetCard title={t('dashboard.companySales')} icon={IconCash} testId="widget-hq-sales">
      <SimpleGrid cols={2} spacing="sm">
        <Stat label={t('dashboard.salesToday')} value={money(sales.today)} testId="hq-sales-today" />
        <Stat label={t('dashboard.salesMonth')} value={money(sales.month)} testId="hq-sales-month" />
        <Stat label={t('dashboard.ordersToday')} value={String(sales.ordersToday)} />
        <Stat label={t('dashboard.ordersMonth')} value={String(sales.ordersMonth)} />
      </SimpleGrid>
    </WidgetCard>
  );
}
