import './manage-orders-texts';
import './new-order-texts';
import { Alert, Box, Button, Card, Stack } from '@mantine/core';
import { ORDER_TABS, type OrderTab, type OrderType } from '@niaga/shared';
import { IconInfoCircle, IconPlus, IconTruck } from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AfterFirstPaint } from '../../app/after-first-paint';
import { isHqSide, useCurrentUser } from '../../app/current-user';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useUrlState } from '../../lib/use-url-state';
import { ListFooter } from '../../ui/list-page/paging';
import { StatusTabs } from '../../ui/list-page/status-tabs';
import { PageHeader } from '../../ui/page-header';
import { BulkActions } from './bulk-actions';
import { ManageOrderFilters } from './manage-order-filters';
import { ManageOrderCards, ManageOrderTable } from './manage-order-list';
import {
  DEFAULT_TAB,
  MANAGE_FILTER_KEYS,
  manageFiltersFrom,
  manageOrdersQuery,
  type ManageOrdersPage as OrdersPage,
} from './manage-orders.api';

const ORDER_TAB_VALUES = Object.keys(ORDER_TABS) as OrderTab[];

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
export function ManageOrdersPage({ fixedType, titleKey, subtitleKey, detailsHref, student }: ManageListProps = {}) {
  const { t } = useTranslation();
  const hqSide = isHqSide(useCurrentUser());
  const { values, page, update } = useUrlState(MANAGE_FILTER_KEYS);
  const filters = manageFiltersFrom({ values, page }, fixedType);
  const result = useQuery(manageOrdersQuery(filters));
  const counts = result.data?.counts ?? {};
  // The ticks belong to one list: a new tab, filter or search starts again with none.
  const listKey = JSON.stringify({ ...filters, page: undefined });
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({ key: listKey, ids: new Set() });
  const selected = selection.key === listKey ? selection.ids : new Set<string>();
  const setSelected = (ids: Set<string>) => setSelection({ key: listKey, ids });
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const toggleAll = (checked: boolean) => {
    const next = new Set(selected);
    for (const row of result.data?.items ?? []) {
      if (checked) next.add(row.id);
      else next.delete(row.id);
    }
    setSelected(next);
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title={t(titleKey ?? 'manageOrders.menu')}
        subtitle={
          subtitleKey ? t(subtitleKey) : hqSide ? t('manageOrders.list.subtitle') : t('manageOrders.list.subtitleAgent')
        }
        actions={
          hqSide && (
            <>
              <Button component={Link} to="/bulk-tracking" variant="default" leftSection={<IconTruck size={16} />}>
                {t('manageOrders.bulkTracking')}
              </Button>
              {!fixedType && (
                <Button component={Link} to="/manage-orders/new" leftSection={<IconPlus size={16} />}>
                  {t('newOrder.button')}
                </Button>
              )}
            </>
          )
        }
      />
      <AfterFirstPaint fallback={<SkeletonBlock rows={6} />}>
        <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
          <Stack gap="md">
            <StatusTabs
              values={ORDER_TAB_VALUES}
              value={filters.tab ?? DEFAULT_TAB}
              label={(value) => t(`orders.tab.${value}`)}
              counts={counts}
              defaultValue={DEFAULT_TAB}
              onChange={(tab) => update({ tab })}
              testId="manage-tabs"
            />
            <ManageOrderFilters
              filters={filters}
              onChange={(patch) => update(patch)}
              hqSide={hqSide}
              fixedType={Boolean(fixedType)}
            />
            {result.data?.tooMany && (
              <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} data-testid="too-many">
                {t('manageOrders.list.tooMany', { limit: 150 })}
              </Alert>
            )}
            <BulkActions
              selected={[...selected]}
              canApprove={filters.tab === 'approval'}
              onDone={() => setSelected(new Set())}
            />
            <Results
              result={result}
              filtered={Boolean(
                filters.q ||
                  filters.from ||
                  filters.to ||
                  filters.agentId ||
                  filters.paymentMethod ||
                  filters.branchId ||
                  filters.seller ||
                  (filters.type && !fixedType),
              )}
              onPage={(next) => update({ page: next })}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              detailsHref={detailsHref}
              student={student}
            />
          </Stack>
        </Card>
      </AfterFirstPaint>
    </Stack>
  );
}

function Results({
  result,
  filtered,
  onPage,
  selected,
  onToggle,
  onToggleAll,
  detailsHref,
  student,
}: {
  result: UseQueryResult<OrdersPage>;
  filtered: boolean;
  onPage: (page: number) => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  detailsHref?: (id: string) => string;
  student?: boolean;
}) {
  const { t } = useTranslation();
  const { data, error, isPending, refetch, isPlaceholderData } = result;
  if (isPending) return <SkeletonBlock rows={6} />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  if (!data) return null;
  if (data.items.length === 0 && data.tooMany) return null;
  if (data.items.length === 0)
    return (
      <EmptyList
        title={filtered ? t('manageOrders.list.notFound') : t('manageOrders.list.empty')}
        description={filtered ? t('manageOrders.list.notFoundHint') : t('manageOrders.list.emptyHint')}
      />
    );
  const props = { items: data.items, selected, onToggle, onToggleAll, detailsHref, student };
  return (
    <Stack gap="sm" style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
      <Box visibleFrom="sm">
        <ManageOrderTable {...props} />
      </Box>
      <Box hiddenFrom="sm">
        <ManageOrderCards {...props} />
      </Box>
      <ListFooter testId="manage-range" data={data} onPage={onPage} />
    </Stack>
  );
}
