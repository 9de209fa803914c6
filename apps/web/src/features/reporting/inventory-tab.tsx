import './reporting-texts';
import './stock-sales-texts';
import { Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { InventoryReportRow } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../ui/list-page/data-table';
import { ListPage } from '../../ui/list-page/list-page';
import { ListSearch } from '../../ui/list-page/list-search';
import { TwoLines } from '../../ui/list-page/two-lines';
import { oneOf, useUrlFilters, useUrlSort } from '../../ui/list-page/url-state';
import { ReportStats } from './report-stats';
import { inventoryReportListQuery, inventoryReportSummaryQuery } from './reporting.api';
import type { ReportTabProps } from './reporting-tabs';
import { sortParam } from './sort-param';

const SORTS = ['name', 'onHand', 'available', 'sold'] as const;
const KINDS = ['branch', 'agent'] as const;

/** Inventory: each item's stock per store (HQ branches and stock-holding agents) and its movements in the period. */
export function InventoryTab({ filters }: ReportTabProps) {
  const { t } = useTranslation();
  const [own, setOwn] = useUrlFilters((text) => ({ q: text('q'), storeKind: oneOf(KINDS, text('storeKind')) }));
  const [sort, setSort] = useUrlSort(SORTS, { columnAccessor: 'name', direction: 'asc' });
  const query = { from: filters.from, to: filters.to, storeId: filters.branchId, storeKind: own.storeKind, q: own.q };
  const summary = useQuery(inventoryReportSummaryQuery(query));
  const result = useQuery(inventoryReportListQuery({ ...query, page: own.page, sort: sortParam(sort) }));
  const label = (row: InventoryReportRow) =>
    row.options.length ? `${row.name} (${row.options.join(' / ')})` : row.name;
  const columns: ListColumn<InventoryReportRow>[] = [
    {
      accessor: 'name',
      title: t('stockReport.col.item'),
      sortable: true,
      render: (row) => <TwoLines main={label(row)} sub={row.sku ?? '—'} />,
    },
    {
      accessor: 'storeName',
      title: t('stockReport.col.store'),
      render: (row) => <TwoLines main={row.storeName} sub={t(`stockReport.kind.${row.storeKind}`)} />,
    },
    { accessor: 'onHand', title: t('stockReport.col.onHand'), textAlign: 'right', sortable: true },
    { accessor: 'reserved', title: t('stockReport.col.reserved'), textAlign: 'right' },
    { accessor: 'available', title: t('stockReport.col.available'), textAlign: 'right', sortable: true },
    { accessor: 'in', title: t('stockReport.col.in'), textAlign: 'right', render: (row) => row.movements.in },
    {
      accessor: 'sold',
      title: t('stockReport.col.sold'),
      textAlign: 'right',
      sortable: true,
      render: (row) => row.movements.sale,
    },
    { accessor: 'out', title: t('stockReport.col.out'), textAlign: 'right', render: (row) => row.movements.out },
  ];
  return (
    <ListPage
      header={
        <ReportStats
          result={summary}
          stats={(data) => [
            {
              label: t('stockReport.stat.items'),
              value: String(data.items),
              hint: t('stockReport.stat.itemsHint', { count: data.stores }),
              testId: 'stat-stock-items',
            },
            { label: t('stockReport.stat.onHand'), value: String(data.onHand), testId: 'stat-on-hand' },
            {
              label: t('stockReport.stat.available'),
              value: String(data.available),
              hint: `${t('stockReport.stat.reserved')} ${data.reserved}`,
              testId: 'stat-available',
            },
            {
              label: t('stockReport.stat.moved'),
              value: String(data.movements.in + data.movements.sale + data.movements.out),
              hint: t('stockReport.movedHint', data.movements),
              testId: 'stat-moved',
            },
          ]}
        />
      }
      filters={
        <Group gap="sm" align="flex-end">
          <ListSearch
            value={own.q}
            onSearch={(q) => setOwn({ q: q || undefined, page: 1 })}
            label={t('stockReport.search')}
            data-testid="inventory-search"
          />
          <SegmentedControl
            value={own.storeKind ?? 'all'}
            onChange={(value) => setOwn({ storeKind: value === 'all' ? undefined : (value as 'branch'), page: 1 })}
            data={[
              { value: 'all', label: t('reporting.filter.all') },
              ...KINDS.map((value) => ({ value, label: t(`stockReport.kind.${value}`) })),
            ]}
            data-testid="inventory-store-kind"
          />
        </Group>
      }
      exportReport={{ source: 'inventory-list', filters: query }}
      result={result}
      onPage={(page) => setOwn({ page })}
      empty={{ title: t('stockReport.empty'), description: t('reporting.emptyHint') }}
      table={{
        columns,
        testId: 'inventory-report-table',
        minWidth: 900,
        rowKey: (row) => `${row.storeId}:${row.productId}:${row.variantId ?? ''}`,
        rowAttributes: (row) => ({ 'data-item': row.name }),
        sort: { status: sort, onChange: setSort },
      }}
      card={(row) => (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <TwoLines main={label(row)} sub={row.storeName} />
            <Badge variant="light">{row.available}</Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {t('stockReport.col.onHand')} {row.onHand} · {t('stockReport.col.reserved')} {row.reserved} ·{' '}
            {t('stockReport.movedHint', row.movements)}
          </Text>
        </Stack>
      )}
      cardsTestId="inventory-report-cards"
    />
  );
}
