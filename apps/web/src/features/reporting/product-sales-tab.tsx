import './reporting-texts';
import './stock-sales-texts';
import { Group, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { MAX_REPORT_PRODUCTS, type ProductSalesRow } from '@niaga/shared';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../ui/list-page/data-table';
import { ListPage } from '../../ui/list-page/list-page';
import { TwoLines } from '../../ui/list-page/two-lines';
import { oneOf, useUrlFilters, useUrlSort } from '../../ui/list-page/url-state';
import { useMoney } from '../../ui/money';
import { agentProductSalesListQuery, productSalesChoicesQuery, productSalesListQuery } from './reporting.api';
import type { ReportTabProps } from './reporting-tabs';
import { sortParam } from './sort-param';

const SORTS = ['sales', 'units', 'name'] as const;
const VIEWS = ['products', 'agents'] as const;
type Row = ProductSalesRow & { agentId?: string; agentName?: string; levelName?: string | null };

/** Product sales: units and sales per product (at most 10 chosen, spec §5/§9), or per agent per product. */
export function ProductSalesTab({ filters }: ReportTabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [own, setOwn] = useUrlFilters((text) => ({
    productIds: text('productIds'),
    view: oneOf(VIEWS, text('view')),
  }));
  const [sort, setSort] = useUrlSort(SORTS, { columnAccessor: 'sales', direction: 'desc' });
  const [search, setSearch] = useState('');
  const chosen = own.productIds ? own.productIds.split(',').filter(Boolean) : [];
  const choices = useQuery(productSalesChoicesQuery({ q: search || undefined }));
  const [known, setKnown] = useState<Record<string, string>>({});
  const options = [
    ...chosen
      .filter((id) => !choices.data?.items.some((item) => item.id === id))
      .map((id) => ({ value: id, label: known[id] ?? id })),
    ...(choices.data?.items ?? []).map((item) => ({ value: item.id, label: item.name })),
  ];
  const byAgent = own.view === 'agents';
  const query = { ...filters, productIds: chosen.join(',') || undefined };
  const listQuery = { ...query, page: own.page, sort: sortParam(sort) };
  const products = useQuery({ ...productSalesListQuery(listQuery), enabled: !byAgent });
  const agents = useQuery({ ...agentProductSalesListQuery(listQuery), enabled: byAgent });
  const result = (byAgent ? agents : products) as UseQueryResult<{
    items: Row[];
    total: number;
    page: number;
    limit: number;
  }>;
  const productName = (row: Row) => (row.variantName ? `${row.name} (${row.variantName})` : row.name);
  const columns: ListColumn<Row>[] = [
    ...(byAgent
      ? [
          {
            accessor: 'agentName',
            title: t('productSales.col.agent'),
            render: (row: Row) => <TwoLines main={row.agentName ?? ''} sub={row.levelName ?? '—'} />,
          },
        ]
      : []),
    {
      accessor: 'name',
      title: t('productSales.col.product'),
      sortable: true,
      render: (row) => <TwoLines main={productName(row)} sub={row.sku ?? '—'} />,
    },
    { accessor: 'orders', title: t('productSales.col.orders'), textAlign: 'right' },
    { accessor: 'units', title: t('productSales.col.units'), textAlign: 'right', sortable: true },
    {
      accessor: 'sales',
      title: t('productSales.col.sales'),
      textAlign: 'right',
      sortable: true,
      render: (row) => money(row.sales),
    },
  ];
  return (
    <ListPage
      filters={
        <Group gap="sm" align="flex-end" wrap="wrap">
          <MultiSelect
            label={t('productSales.choose')}
            placeholder={chosen.length ? undefined : t('productSales.choosePlaceholder')}
            description={chosen.length >= MAX_REPORT_PRODUCTS ? t('productSales.max') : undefined}
            data={options}
            value={chosen}
            maxValues={MAX_REPORT_PRODUCTS}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            clearable
            onChange={(ids) => {
              setKnown((previous) => ({
                ...previous,
                ...Object.fromEntries(options.map((option) => [option.value, option.label])),
              }));
              setOwn({ productIds: ids.join(',') || undefined, page: 1 });
            }}
            style={{ minWidth: 260, flex: 1 }}
            data-testid="product-sales-products"
          />
          <SegmentedControl
            value={own.view ?? 'products'}
            onChange={(value) => setOwn({ view: value === 'products' ? undefined : (value as 'agents'), page: 1 })}
            data={VIEWS.map((value) => ({ value, label: t(`productSales.view.${value}`) }))}
            data-testid="product-sales-view"
          />
        </Group>
      }
      exportReport={{ source: byAgent ? 'agent-product-sales-list' : 'product-sales-list', filters: query }}
      result={result}
      onPage={(page) => setOwn({ page })}
      empty={{ title: t('productSales.empty'), description: t('reporting.emptyHint') }}
      table={{
        columns,
        testId: 'product-sales-table',
        minWidth: 720,
        rowKey: (row) => `${row.agentId ?? ''}:${row.productId}:${row.variantId ?? ''}`,
        rowAttributes: (row) => ({ 'data-product': row.name }),
        sort: { status: sort, onChange: setSort },
      }}
      card={(row) => (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <TwoLines main={productName(row)} sub={row.agentName ?? row.sku ?? ''} />
            <Text fw={700} size="sm">
              {money(row.sales)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('productSales.col.units')} {row.units} · {t('productSales.col.orders')} {row.orders}
          </Text>
        </Stack>
      )}
      cardsTestId="product-sales-cards"
    />
  );
}
