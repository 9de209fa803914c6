import { SimpleGrid } from '@mantine/core';
import type { HqDashboard } from '@niaga/shared';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/money';
import { Stat } from './stat';
import { WidgetCard } from './widget-card';

/** Payout requests waiting for HQ (requested or approved, not paid yet). */
export function PayoutsWidget({ payouts }: { payouts: NonNullable<HqDashboard['payoutsWaiting']> }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <WidgetCard
      title={t('dashboard.payoutsWaiting')}
      icon={IconReceipt}
      to="/commission-payout"
      testId="widget-payouts"
    >
      <SimpleGrid cols={2} spacing="sm">
        <Stat label={t('dashboard.payoutRequests')} value={String(payouts.count)} testId="payouts-count" />
        <Stat label={t('dashboard.payoutAmount')} value={money(payouts.amount)} testId="payouts-amount" />
      </SimpleGrid>
    </WidgetCard>
  );
}
