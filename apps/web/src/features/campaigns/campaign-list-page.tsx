import './campaigns-texts';
import { notifications } from '@mantine/notifications';
import { CAMPAIGN_TABS, type CampaignView, canAccess } from '@niaga/shared';
import { IconCoins, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { useCurrentUser } from '../../app/current-user';
import { LinkButton } from '../../ui/link-button';
import { ListPage } from '../../ui/list-page/list-page';
import { ListSearch } from '../../ui/list-page/list-search';
import { StatusTabs } from '../../ui/list-page/status-tabs';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { PageHeader } from '../../ui/page-header';
import { CampaignCard, useCampaignColumns } from './campaign-columns';
import {
  type CampaignSummary,
  campaignApi,
  campaignKeys,
  campaignListQuery,
  campaignSummaryQuery,
} from './campaigns.api';
import { CAMPAIGN_ACCESS } from './campaigns.routes';

const tabCounts = (summary: CampaignSummary | undefined) =>
  summary && { all: summary.total, active: summary.active, upcoming: summary.upcoming, past: summary.past };

/** /campaign: tabs all / active / upcoming / past with counts, search, paging; edit and delete for editors. */
export function CampaignListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = !!user && canAccess(user, CAMPAIGN_ACCESS.edit);
  const queryClient = useQueryClient();
  const [filters, setFilters] = useUrlFilters((text) => ({
    tab: oneOf(CAMPAIGN_TABS, text('tab')) ?? 'all',
    q: text('q'),
  }));
  const result = useQuery(campaignListQuery(filters));
  const summary = useQuery(campaignSummaryQuery());
  const [deleting, setDeleting] = useState<CampaignView | null>(null);
  const actions = { canEdit, onDelete: setDeleting };
  const columns = useCampaignColumns(actions);

  const remove = async (campaign: CampaignView) => {
    await campaignApi.remove(campaign.id);
    await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    notifications.show({ color: 'teal', message: t('campaigns.deleted', { title: campaign.gameTitle }) });
  };

  return (
    <ListPage
      header={<CampaignListHeader canEdit={canEdit} />}
      tabs={
        <StatusTabs
          values={CAMPAIGN_TABS}
          value={filters.tab}
          label={(tab) => t(`campaigns.tab.${tab}`)}
          counts={tabCounts(summary.data)}
          defaultValue="all"
          onChange={(tab) => setFilters({ tab })}
          testId="campaign-tabs"
        />
      }
      filters={
        <ListSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('campaigns.search')}
          data-testid="campaign-search"
          style={{ flex: 1, minWidth: 200 }}
        />
      }
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('campaigns.empty'), description: t('campaigns.emptyHint') }}
      noMatch={filters.q ? { title: t('campaigns.noMatch') } : undefined}
      table={{
        columns,
        testId: 'campaign-table',
        minWidth: 960,
        rowAttributes: (campaign) => ({ 'data-campaign': campaign.gameTitle }),
      }}
      card={(campaign) => <CampaignCard campaign={campaign} {...actions} />}
      cardsTestId="campaign-cards"
      tableFrom="sm"
      rangeTestId="campaign-range"
      skeletonRows={6}
    >
      <ConfirmModal
        opened={deleting !== null}
        title={t('campaigns.deleteTitle')}
        message={t('campaigns.deleteMessage', { title: deleting?.gameTitle ?? '' })}
        confirmLabel={t('campaigns.delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        testId="campaign-delete-confirm"
      />
    </ListPage>
  );
}

function CampaignListHeader({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('campaigns.title')}
      subtitle={t('campaigns.subtitle')}
      actions={
        <>
          <LinkButton variant="default" to="/company/points-settings" icon={IconCoins}>
            {t('campaigns.menu.pointsSettings')}
          </LinkButton>
          <LinkButton variant="default" to="/campaign/redeem-history" icon={IconReceipt}>
            {t('campaigns.menu.redemptions')}
          </LinkButton>
          {canEdit && (
            <LinkButton to="/campaign/new" icon={IconPlus} data-testid="campaign-new">
              {t('campaigns.menu.new')}
            </LinkButton>
          )}
        </>
      }
    />
  );
}
