import './stores-texts';
import { Stack, Text } from '@mantine/core';
import { STORE_KINDS, type StoreCustomerRow } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../ui/list-page/data-table';
import { ListPage } from '../../ui/list-page/list-page';
import { TwoLines } from '../../ui/list-page/two-lines';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { useMoney } from '../../ui/money';
import { StoreFilterBar } from './store-filter-bar';
import { storeCustomersQuery } from './stores.api';

function useColumns(): ListColumn<StoreCustomerRow>[] {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return [
    {
      accessor: 'name',
      title: t('stores.col.customer'),
      render: (row) => <TwoLines main={row.name} sub={row.email ?? row.phone ?? ''} />,
    },
    {
      accessor: 'storeName',
      title: t('stores.col.store'),
      render: (row) => <TwoLines main={row.storeName} sub={t(`stores.kind.${row.kind}`)} />,
    },
    { accessor: 'orders', title: t('stores.col.orders'), textAlign: 'right' },
    { accessor: 'total', title: t('stores.col.total'), textAlign: 'right', render: (row) => money(row.total) },
    {
      accessor: 'lastOrderAt',
      title: t('stores.col.lastOrder'),
      render: (row) => new Date(row.lastOrderAt).toLocaleDateString(i18n.language),
    },
  ];
}

/** /customer-database: each store's customers with their counted orders and total; export through the report job. */
export function CustomerDatabasePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [filters, setFilters] = useUrlFilters((text) => ({
    kind: oneOf(STORE_KINDS, text('kind')),
    storeSlug: text('storeSlug'),
    q: text('q'),
  }));
  const result = useQuery(storeCustomersQuery(filters));
  const columns = useColumns();
  const { page: _page, ...exportFilters } = filters;
  return (
    <ListPage
      title={t('stores.customers.title')}
      subtitle={t('stores.customers.subtitle')}
      filters={<StoreFilterBar filters={filters} onChange={setFilters} searchLabel={t('stores.customers.search')} />}
      exportReport={{ source: 'store-customers', filters: exportFilters }}
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('stores.customers.empty'), description: t('stores.customers.emptyHint') }}
      noMatch={filters.q || filters.kind || filters.storeSlug ? { title: t('stores.customers.noMatch') } : undefined}
      table={{ columns, testId: 'store-customer-table', minWidth: 760 }}
      card={(row) => (
        <Stack gap={4}>
          <TwoLines main={row.name} sub={row.storeName} />
          <Text size="sm" c="dimmed">
            {t('stores.customers.cardLine', { orders: row.orders, total: money(row.total) })}
          </Text>
        </Stack>
      )}
      cardsTestId="store-customer-cards"
      tableFrom="sm"
      skeletonRows={6}
    />
  );
}
