import './rewards-texts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../ui/list-page/list-page';
import { StatusTabs } from '../../ui/list-page/status-tabs';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { CampaignCard } from './campaign-card';
import { rewardLink } from './reward-ui';
import { activeCampaignsQuery, type CampaignTab } from './rewards.api';

const TABS = ['active', 'past'] as const satisfies readonly CampaignTab[];

/** /campaign-list: the campaigns open to the agent's level, running now or ended; each card opens its details. */
export function CampaignListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters((text) => ({ tab: oneOf(TABS, text('tab')) ?? 'active' }));
  const result = useQuery(activeCampaignsQuery(filters.tab, filters.page));
  const balance = result.data?.balance;

  return (
    <ListPage
      title={t('rewards.campaigns')}
      subtitle={balance === undefined ? t('rewards.campaignsSubtitle') : t('rewards.balanceNow', { points: balance })}
      tabs={
        <StatusTabs
          values={TABS}
          value={filters.tab}
          label={(tab) => t(`rewards.tab.${tab}`)}
          defaultValue="active"
          onChange={(tab) => setFilters({ tab })}
          testId="campaign-tabs"
          tabTestId={(tab) => `campaign-tab-${tab}`}
        />
      }
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={
        filters.tab === 'active'
          ? { title: t('rewards.campaignsEmpty'), description: t('rewards.campaignsEmptyHint') }
          : { title: t('rewards.pastEmpty') }
      }
      table={{
        columns: [],
        testId: 'campaign-list',
        minWidth: 0,
        rowAttributes: (campaign) => ({ 'data-campaign': campaign.gameTitle }),
      }}
      cardsOnly
      card={(campaign) => <CampaignCard campaign={campaign} />}
      cardLink={(campaign) => rewardLink(campaign.id)}
      cardsTestId="campaign-cards"
      rangeTestId="campaign-range"
      skeletonRows={4}
    />
  );
}
