import './campaigns-texts';
import { Group, Select } from '@mantine/core';
import { canAccess, REDEMPTION_STATUSES, type RedemptionView } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { ListPage } from '../../ui/list-page/list-page';
import { ListSearch } from '../../ui/list-page/list-search';
import { StatusTabs } from '../../ui/list-page/status-tabs';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { PageHeader } from '../../ui/page-header';
import { campaignListQuery, campaignSummaryQuery, redemptionListQuery } from './campaigns.api';
import { CAMPAIGN_ACCESS } from './campaigns.routes';
import { type RedemptionAction, RedemptionCard, useRedemptionColumns } from './redemption-columns';
import { type Handling, RedemptionModal } from './redemption-modal';

const STATUS_TABS = ['all', ...REDEMPTION_STATUSES] as const;

/** /campaign/redeem-history: every redemption by status, campaign or search; editors fulfil or cancel. */
export function RedeemHistoryPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = !!user && canAccess(user, CAMPAIGN_ACCESS.edit);
  const [filters, setFilters] = useUrlFilters((text) => ({
    status: oneOf(REDEMPTION_STATUSES, text('status')),
    campaignId: text('campaignId'),
    q: text('q'),
  }));
  const result = useQuery(redemptionListQuery(filters));
  const summary = useQuery(campaignSummaryQuery());
  const campaigns = useQuery({ ...campaignListQuery({ tab: 'all', page: 1 }), placeholderData: undefined });
  const options = (campaigns.data?.items ?? []).map((c) => ({ value: c.id, label: c.gameTitle }));
  const [handling, setHandling] = useState<Handling>(null);
  const actions = {
    canEdit,
    onAction: (redemption: RedemptionView, action: RedemptionAction) => setHandling({ redemption, action }),
  };
  const columns = useRedemptionColumns(actions);
  const counts = summary.data?.redemptions;

  return (
    <ListPage
      header={
        <PageHeader
          title={t('campaigns.menu.redemptions')}
          subtitle={t('campaigns.redemptionsSubtitle')}
          back={{ to: '/campaign', label: t('campaigns.back') }}
        />
      }
      tabs={
        <StatusTabs
          values={STATUS_TABS}
          value={filters.status ?? 'all'}
          label={(tab) => t(`campaigns.redemptionTab.${tab}`)}
          counts={counts && { ...counts, all: counts.pending + counts.fulfilled + counts.cancelled }}
          defaultValue="all"
          onChange={(tab) => setFilters({ status: tab === 'all' ? undefined : tab })}
          testId="redemption-tabs"
        />
      }
      filters={
        <Group gap="sm" align="flex-end">
          <Select
            aria-label={t('campaigns.filterCampaign')}
            placeholder={t('campaigns.allCampaigns')}
            data={options}
            value={filters.campaignId ?? null}
            onChange={(campaignId) => setFilters({ campaignId: campaignId ?? undefined })}
            searchable
            clearable
            data-testid="redemption-campaign"
            style={{ flex: 1, minWidth: 200 }}
          />
          <ListSearch
            value={filters.q}
            onSearch={(q) => setFilters({ q })}
            label={t('campaigns.redemptionSearch')}
            data-testid="redemption-search"
            style={{ flex: 1, minWidth: 200 }}
          />
        </Group>
      }
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('campaigns.redemptionsEmpty'), description: t('campaigns.redemptionsEmptyHint') }}
      table={{
        columns,
        testId: 'redemption-table',
        minWidth: 900,
        highlightOnHover: false,
        rowAttributes: (r) => ({ 'data-redemption': r.id }),
      }}
      card={(redemption) => <RedemptionCard redemption={redemption} {...actions} />}
      cardsTestId="redemption-cards"
      tableFrom="sm"
      rangeTestId="redemption-range"
      skeletonRows={6}
    >
      <RedemptionModal handling={handling} onClose={() => setHandling(null)} />
    </ListPage>
  );
}
