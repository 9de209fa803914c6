import { SimpleGrid } from '@mantine/core';
import type { AgentDashboard } from '@niaga/shared';
import { IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/money';
import { Stat } from './stat';
import { WidgetCard } from './widget-card';

/** Commission of the open month so far and what a payout request would claim now. */
export function CommissionWidget({ commission }: { commission: AgentDashboard['commission'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <WidgetCard title={t('dashboard.commission')} icon={IconCoin} to="/commission" testId="widget-commission">
      <SimpleGrid cols={2} spacing="sm">
        <Stat
          label={t('dashboard.commissionThisMonth')}
          value={money(commission.thisMonth)}
          testId="commission-month"
        />
        <Stat label={t('dashboard.payable')} value={money(commission.payable)} testId="commission-payable" />
      </SimpleGrid>
    </WidgetCard>
  );
}
