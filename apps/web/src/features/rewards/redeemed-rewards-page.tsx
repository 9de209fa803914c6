import './rewards-texts';
import { REDEMPTION_STATUSES, type RedemptionStatus } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../ui/list-page/list-page';
import { StatusTabs } from '../../ui/list-page/status-tabs';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { RedemptionCard, useRedemptionColumns } from './redemption-columns';
import { redemptionHistoryQuery } from './rewards.api';

const TABS = ['all', ...REDEMPTION_STATUSES] as const;
type Tab = (typeof TABS)[number];

/** /redeemed-rewards and /campaign/redeemed-history: the agent's redemptions, by status, with HQ's note. */
export function RedeemedRewardsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters((text) => ({ status: oneOf(REDEMPTION_STATUSES, text('status')) }));
  const result = useQuery(redemptionHistoryQuery(filters));
  const columns = useRedemptionColumns();
  const tab: Tab = filters.status ?? 'all';

  return (
    <ListPage
      title={t('rewards.redeemed')}
      subtitle={t('rewards.redeemedSubtitle')}
      tabs={
        <StatusTabs
          values={TABS}
          value={tab}
          label={(value) => t(`rewards.tab.${value}`)}
          defaultValue="all"
          onChange={(value) => setFilters({ status: value === 'all' ? undefined : (value as RedemptionStatus) })}
          testId="redemption-tabs"
          tabTestId={(value) => `redemption-tab-${value}`}
        />
      }
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('rewards.redeemedEmpty'), description: t('rewards.redeemedEmptyHint') }}
      noMatch={filters.status ? { title: t('rewards.redeemedNoMatch') } : undefined}
      table={{
        columns,
        testId: 'redemption-table',
        minWidth: 820,
        highlightOnHover: false,
        rowAttributes: (redemption) => ({ 'data-redemption': redemption.gameTitle }),
      }}
      card={(redemption) => <RedemptionCard redemption={redemption} />}
      cardsTestId="redemption-cards"
      tableFrom="sm"
      rangeTestId="redemption-range"
      skeletonRows={6}
    />
  );
}
