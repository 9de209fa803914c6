import './manage-orders-texts';
import './new-order-texts';
import { Alert } from '@mantine/core';
import type { OrderType } from '@niaga/shared';
import { IconInfoCircle, IconPlus, IconTruck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHqSide, useCurrentUser } from '../../app/current-user';
import { LinkButton } from '../../ui/link-button';
import { ListPage } from '../../ui/list-page/list-page';
import { StatusTabs } from '../../ui/list-page/status-tabs';
import { useUrlFilters } from '../../ui/list-page/url-state';
import { PageHeader } from '../../ui/page-header';
import { BulkActions } from './bulk-actions';
import { ManageOrderCard, type ManageRow, useManageOrderColumns } from './manage-order-columns';
import { ManageOrderFilters } from './manage-order-filters';
import { DEFAULT_TAB, detailsPath, manageOrdersQuery, parseManageFilters, TABS } from './manage-orders.api';

/** What a screen built on the list changes: the e-koop list fixes the type and shows the student. */
export type ManageListProps = {
  /** Only orders of this type; the type filter is not shown. */
  fixedType?: OrderType;
  titleKey?: string;
  subtitleKey?: string;
  detailsHref?: (id: string) => string;
  student?: boolean;
};

/**
 * /manage-orders: the spec's tabs with counts, filters and search kept in the URL, checkboxes for the bulk
 * actions; a table on desktop and cards on phones.
 */
export function ManageOrdersPage({
  fixedType,
  titleKey,
  subtitleKey,
  detailsHref = detailsPath,
  student = false,
}: ManageListProps = {}) {
  const { t } = useTranslation();
  const hqSide = isHqSide(useCurrentUser());
  const [filters, setFilters] = useUrlFilters(parseManageFilters(fixedType));
  const result = useQuery(manageOrdersQuery(filters));
  const columns = useManageOrderColumns({ detailsHref, student });
  // The ticks belong to one list: a new tab, filter or search starts again with none (another page keeps them).
  const listKey = JSON.stringify({ ...filters, page: undefined });
  const [selection, setSelection] = useState<{ key: string; rows: ManageRow[] }>({ key: listKey, rows: [] });
  const selected = selection.key === listKey ? selection.rows : [];
  const setSelected = (rows: ManageRow[]) => setSelection({ key: listKey, rows });
  const filtered = Boolean(
    filters.q ||
      filters.from ||
      filters.to ||
      filters.agentId ||
      filters.paymentMethod ||
      filters.branchId ||
      filters.seller ||
      (filters.type && !fixedType),
  );
  return (
    <ListPage
      header={
        <PageHeader
          title={t(titleKey ?? 'manageOrders.menu')}
          subtitle={
            subtitleKey
              ? t(subtitleKey)
              : hqSide
                ? t('manageOrders.list.subtitle')
                : t('manageOrders.list.subtitleAgent')
          }
          actions={
            hqSide && (
              <>
                <LinkButton to="/bulk-tracking" variant="default" icon={IconTruck}>
                  {t('manageOrders.bulkTracking')}
                </LinkButton>
                {!fixedType && (
                  <LinkButton to="/manage-orders/new" icon={IconPlus}>
                    {t('newOrder.button')}
                  </LinkButton>
                )}
              </>
            )
          }
        />
      }
      afterFirstPaint
      tabs={
        <StatusTabs
          values={TABS}
          value={filters.tab ?? DEFAULT_TAB}
          label={(value) => t(`orders.tab.${value}`)}
          counts={result.data?.counts ?? {}}
          defaultValue={DEFAULT_TAB}
          onChange={(tab) => setFilters({ tab })}
          testId="manage-tabs"
        />
      }
      filters={
        <ManageOrderFilters filters={filters} onChange={setFilters} hqSide={hqSide} fixedType={Boolean(fixedType)} />
      }
      bulkBar={
        <BulkActions
          selected={selected.map((row) => row.id)}
          canApprove={filters.tab === 'approval'}
          onDone={() => setSelected([])}
        />
      }
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('manageOrders.list.empty'), description: t('manageOrders.list.emptyHint') }}
      noMatch={
        filtered
          ? { title: t('manageOrders.list.notFound'), description: t('manageOrders.list.notFoundHint') }
          : undefined
      }
      emptyNotice={
        result.data?.tooMany && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} data-testid="too-many">
            {t('manageOrders.list.tooMany', { limit: 150 })}
          </Alert>
        )
      }
      table={{
        columns,
        testId: 'manage-table',
        minWidth: 960,
        rowAttributes: (row) => ({ 'data-order': row.referenceNo }),
        selection: {
          selected,
          onChange: setSelected,
          label: (row) => t('manageOrders.bulk.selectOne', { ref: row.referenceNo }),
          checkboxProps: () => ({ 'data-testid': 'select-order' }),
          allCheckboxProps: { 'aria-label': t('manageOrders.bulk.selectPage'), 'data-testid': 'select-all' },
          allLabel: t('manageOrders.bulk.selectPage'),
        },
      }}
      card={(row) => <ManageOrderCard row={row} detailsHref={detailsHref} student={student} />}
      cardsTestId="manage-cards"
      tableFrom="sm"
      rangeTestId="manage-range"
      skeletonRows={6}
    />
  );
}
