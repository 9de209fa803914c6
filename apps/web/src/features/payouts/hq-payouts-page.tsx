import './payouts-texts';
import { PAYOUT_STATUSES, type PayoutStatus, type PayoutView } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../ui/list-page/list-page';
import { ListSearch } from '../../ui/list-page/list-search';
import { StatusTabs } from '../../ui/list-page/status-tabs';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { PageHeader } from '../../ui/page-header';
import { HqPayoutBulkBar } from './hq-payout-bulk';
import { HqPayoutCard, useHqPayoutColumns } from './hq-payout-columns';
import { HqPayoutRejectModal } from './hq-payout-reject-modal';
import { PayoutDetailsModal } from './payout-details';
import { payoutListQuery } from './payouts.api';

const DEFAULT_STATUS: PayoutStatus = 'requested';

/**
 * /commission-payout/payouts: HQ's payout requests by status with counts, a search on the agent, ticks for the bulk
 * moves (approve, bank file, mark paid) and a reject with a reason per payout.
 */
export function HqPayoutsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters((text) => ({
    status: oneOf(PAYOUT_STATUSES, text('status')) ?? DEFAULT_STATUS,
    q: text('q'),
  }));
  const result = useQuery(payoutListQuery(filters));
  // The ticks belong to one tab and search (they survive paging), like the old page.
  const listKey = JSON.stringify({ ...filters, page: undefined });
  const [selection, setSelection] = useState<{ key: string; rows: PayoutView[] }>({ key: listKey, rows: [] });
  const selected = selection.key === listKey ? selection.rows : [];
  const setSelected = (rows: PayoutView[]) => setSelection({ key: listKey, rows });
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<PayoutView | null>(null);
  const actions = { onOpen: setDetailsId, onReject: setRejecting };
  const columns = useHqPayoutColumns(actions);
  const selectable = filters.status === 'requested' || filters.status === 'approved';
  return (
    <ListPage
      header={<PageHeader title={t('payouts.menu.hq')} subtitle={t('payouts.hq.subtitle')} />}
      tabs={
        <StatusTabs
          values={PAYOUT_STATUSES}
          value={filters.status}
          label={(status) => t(`payouts.tab.${status}`)}
          counts={result.data?.counts}
          defaultValue={DEFAULT_STATUS}
          onChange={(status) => setFilters({ status })}
          testId="payout-tabs"
        />
      }
      filters={
        <ListSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('payouts.hq.search')}
          maw={420}
          data-testid="payout-search"
        />
      }
      bulkBar={
        selectable && (
          <HqPayoutBulkBar
            status={filters.status}
            selected={selected.map((row) => row.id)}
            onDone={() => setSelected([])}
          />
        )
      }
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('payouts.hq.empty'), description: t('payouts.hq.emptyHint') }}
      noMatch={filters.q ? { title: t('payouts.hq.notFound'), description: t('payouts.hq.notFoundHint') } : undefined}
      table={{
        columns,
        testId: 'payout-table',
        minWidth: 900,
        rowAttributes: (row) => ({ 'data-payout': row.reference }),
        selection: selectable
          ? {
              selected,
              onChange: setSelected,
              label: (row) => t('payouts.hq.selectOne', { ref: row.reference }),
              checkboxProps: () => ({ 'data-testid': 'select-payout' }),
              allCheckboxProps: { 'aria-label': t('payouts.hq.selectPage'), 'data-testid': 'select-all' },
            }
          : undefined,
      }}
      card={(payout) => <HqPayoutCard payout={payout} {...actions} />}
      cardsTestId="payout-cards"
      tableFrom="sm"
      skeletonRows={6}
    >
      <PayoutDetailsModal id={detailsId} onClose={() => setDetailsId(null)} />
      <HqPayoutRejectModal payout={rejecting} onClose={() => setRejecting(null)} />
    </ListPage>
  );
}
