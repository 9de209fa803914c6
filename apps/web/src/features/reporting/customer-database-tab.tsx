import './reporting-texts';
import './stock-sales-texts';
import { Group, Stack, Text } from '@mantine/core';
import type { CustomerReportRow } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../ui/list-page/data-table';
import { ListPage } from '../../ui/list-page/list-page';
import { ListSearch } from '../../ui/list-page/list-search';
import { TwoLines } from '../../ui/list-page/two-lines';
import { useUrlFilters, useUrlSort } from '../../ui/list-page/url-state';
import { useMoney } from '../../ui/money';
import { ReportStats } from './report-stats';
import { customerReportListQuery, customerReportSummaryQuery } from './reporting.api';
import type { ReportTabProps } from './reporting-tabs';
import { sortParam } from './sort-param';
import { useReportDate } from './use-report-date';

const SORTS = ['purchases', 'orders', 'name', 'joinedAt'] as const;

/** Customer database: users with role `customer` and their counted orders in the period (stores come later). */
export function CustomerDatabaseTab({ filters }: ReportTabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const date = useReportDate();
  const [own, setOwn] = useUrlFilters((text) => ({ q: text('q') }));
  const [sort, setSort] = useUrlSort(SORTS, { columnAccessor: 'purchases', direction: 'desc' });
  const query = { from: filters.from, to: filters.to, state: filters.state, q: own.q };
  const summary = useQuery(customerReportSummaryQuery(query));
  const result = useQuery(customerReportListQuery({ ...query, page: own.page, sort: sortParam(sort) }));
  const columns: ListColumn<CustomerReportRow>[] = [
    {
      accessor: 'name',
      title: t('customerReport.col.customer'),
      sortable: true,
      render: (row) => <TwoLines main={row.name} sub={row.email} />,
    },
    { accessor: 'state', title: t('customerReport.col.state'), render: (row) => row.state ?? '—' },
    { accessor: 'orders', title: t('customerReport.col.orders'), textAlign: 'right', sortable: true },
    {
      accessor: 'purchases',
      title: t('customerReport.col.purchases'),
      textAlign: 'right',
      sortable: true,
      render: (row) => money(row.purchases),
    },
    {
      accessor: 'lastOrderAt',
      title: t('customerReport.col.lastOrder'),
      render: (row) => (row.lastOrderAt ? date(row.lastOrderAt) : '—'),
    },
  ];
  return (
    <ListPage
      header={
        <ReportStats
          result={summary}
          stats={(data) => [
            { label: t('customerReport.stat.customers'), value: String(data.customers), testId: 'stat-customers' },
            { label: t('customerReport.stat.joined'), value: String(data.joined), testId: 'stat-customers-joined' },
            { label: t('customerReport.stat.buying'), value: String(data.buying), testId: 'stat-customers-buying' },
            {
              label: t('customerReport.stat.purchases'),
              value: money(data.purchases),
              testId: 'stat-customer-purchases',
            },
          ]}
        />
      }
      filters={
        <ListSearch
          value={own.q}
          onSearch={(q) => setOwn({ q: q || undefined, page: 1 })}
          label={t('customerReport.search')}
          data-testid="customer-search"
        />
      }
      exportReport={{ source: 'customer-list', filters: query }}
      result={result}
      onPage={(page) => setOwn({ page })}
      empty={{ title: t('customerReport.empty'), description: t('customerReport.emptyHint') }}
      table={{
        columns,
        testId: 'customer-report-table',
        minWidth: 720,
        rowKey: (row) => row.customerId,
        sort: { status: sort, onChange: setSort },
      }}
      card={(row) => (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <TwoLines main={row.name} sub={row.email} />
            <Text fw={700} size="sm">
              {money(row.purchases)}
            </Text>
          </Group>
        </Stack>
      )}
      cardsTestId="customer-report-cards"
    />
  );
}
