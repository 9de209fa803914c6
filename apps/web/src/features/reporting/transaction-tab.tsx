import '../orders/orders-texts';
import './reporting-texts';
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { ORDER_STATUSES, type OrderStatus, type TransactionRow } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../ui/list-page/data-table';
import { ListPage } from '../../ui/list-page/list-page';
import { TwoLines } from '../../ui/list-page/two-lines';
import { oneOf, useUrlFilters, useUrlSort } from '../../ui/list-page/url-state';
import { useMoney } from '../../ui/money';
import { PaymentMethodTable } from './payment-method-table';
import { ReportSortSelect } from './report-sort-select';
import { ReportStats } from './report-stats';
import { paymentMethodQuery, transactionListQuery, transactionSummaryQuery } from './reporting.api';
import type { ReportTabProps } from './reporting-tabs';
import { sortParam } from './sort-param';
import { useReportDate } from './use-report-date';

const SORTS = ['createdAt', 'grandTotal'] as const;

/** Transactions: the orders placed in the period, their counted sales and payment methods, and the list. */
export function TransactionTab({ filters }: ReportTabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const date = useReportDate();
  const [own, setOwn] = useUrlFilters((text) => ({ status: oneOf(ORDER_STATUSES, text('status')) }));
  const [sort, setSort] = useUrlSort(SORTS, { columnAccessor: 'createdAt', direction: 'desc' });
  const summary = useQuery(transactionSummaryQuery(filters));
  const methods = useQuery(paymentMethodQuery(filters));
  const listFilters = { ...filters, status: own.status };
  const result = useQuery(transactionListQuery({ ...listFilters, page: own.page, sort: sortParam(sort) }));
  const status = (value: OrderStatus) => t(`orders.status.${value}`);
  const columns: ListColumn<TransactionRow>[] = [
    {
      accessor: 'referenceNo',
      title: t('reporting.col.order'),
      render: (row) => <TwoLines main={row.referenceNo} sub={row.invoiceNo ?? '—'} />,
    },
    { accessor: 'createdAt', title: t('reporting.col.placed'), sortable: true, render: (row) => date(row.createdAt) },
    {
      accessor: 'buyer',
      title: t('reporting.col.agent'),
      render: (row) => <TwoLines main={row.buyer.name} sub={[row.levelName, row.state].filter(Boolean).join(' · ')} />,
    },
    { accessor: 'sellerName', title: t('reporting.col.seller') },
    {
      accessor: 'paymentMethod',
      title: t('reporting.col.paymentMethod'),
      render: (row) => (row.paymentMethod ? t(`orders.payment.method.${row.paymentMethod}`) : '—'),
    },
    {
      accessor: 'status',
      title: t('reporting.col.status'),
      render: (row) => <Badge variant="light">{status(row.status)}</Badge>,
    },
    { accessor: 'totalUnits', title: t('reporting.col.units'), textAlign: 'right' },
    {
      accessor: 'grandTotal',
      title: t('reporting.col.grandTotal'),
      textAlign: 'right',
      sortable: true,
      col: 'grandTotal',
      render: (row) => money(row.grandTotal),
    },
  ];
  return (
    <ListPage
      header={
        <Stack gap="md">
          <ReportStats
            result={summary}
            stats={(data) => [
              {
                label: t('reporting.stat.sales'),
                value: money(data.counted.grandTotal),
                hint: t('reporting.stat.countedHint'),
                testId: 'stat-sales',
              },
              { label: t('reporting.stat.countedOrders'), value: String(data.counted.orders), testId: 'stat-counted' },
              { label: t('reporting.stat.allOrders'), value: String(data.orders), testId: 'stat-orders' },
              {
                label: t('reporting.stat.refunded'),
                value: money(data.refunded.grandTotal),
                hint: t('reporting.stat.ordersCount', { count: data.refunded.orders }),
                testId: 'stat-refunded',
              },
            ]}
          />
          <PaymentMethodTable result={methods} />
        </Stack>
      }
      filters={
        <Group gap="sm" align="flex-end">
          <Select
            label={t('reporting.filter.status')}
            placeholder={t('reporting.filter.all')}
            data={ORDER_STATUSES.map((value) => ({ value, label: status(value) }))}
            value={own.status ?? null}
            onChange={(value) => setOwn({ status: (value ?? undefined) as OrderStatus | undefined })}
            clearable
            data-testid="report-status"
          />
          <ReportSortSelect
            columns={[
              { value: 'createdAt', label: t('reporting.col.placed') },
              { value: 'grandTotal', label: t('reporting.col.grandTotal') },
            ]}
            sort={sort}
            onChange={setSort}
          />
          <Text size="xs" c="dimmed" pb={8}>
            {t('reporting.transaction.dateNote')}
          </Text>
        </Group>
      }
      exportReport={{ source: 'transaction-list', filters: listFilters }}
      result={result}
      onPage={(page) => setOwn({ page })}
      empty={{ title: t('reporting.transaction.empty'), description: t('reporting.emptyHint') }}
      table={{
        columns,
        testId: 'transaction-table',
        minWidth: 960,
        rowAttributes: (row) => ({ 'data-order': row.referenceNo }),
        sort: { status: sort, onChange: setSort },
      }}
      card={(row) => (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} size="sm" truncate>
              {row.referenceNo}
            </Text>
            <Text fw={700} size="sm">
              {money(row.grandTotal)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              {row.buyer.name} · {date(row.createdAt)}
            </Text>
            <Badge variant="light" size="sm">
              {status(row.status)}
            </Badge>
          </Group>
        </Stack>
      )}
      cardsTestId="transaction-cards"
    />
  );
}
