import './subscription-texts';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  formatDayShort,
  SUBSCRIPTION_INVOICE_STATUSES,
  type SubscriptionInvoiceStatus,
  type SubscriptionInvoiceView,
} from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/link-button';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { ListPage } from '../../ui/list-page/list-page';
import { StatusTabs } from '../../ui/list-page/status-tabs';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { Mini } from '../../ui/mini-info';
import { useMoney } from '../../ui/money';
import { PageHeader } from '../../ui/page-header';
import { invoicePath, subscriptionInvoicesQuery, subscriptionSummaryQuery } from './subscription.api';
import { SubscriptionSummaryCards } from './subscription-summary';
import { InvoiceStatusBadge, isOpen } from './subscription-ui';

type Tab = 'all' | SubscriptionInvoiceStatus;
const TABS: Tab[] = ['all', ...SUBSCRIPTION_INVOICE_STATUSES];

function InvoiceAction({ invoice }: { invoice: SubscriptionInvoiceView }) {
  const { t } = useTranslation();
  const open = isOpen(invoice.status);
  return (
    <LinkButton
      to={invoicePath(invoice.id)}
      size="xs"
      variant={open ? 'filled' : 'default'}
      data-testid={open ? 'invoice-pay' : 'invoice-view'}
    >
      {open ? t('subscription.pay') : t('subscription.view')}
    </LinkButton>
  );
}

function useColumns(): ListColumn<SubscriptionInvoiceView>[] {
  const { t } = useTranslation();
  const money = useMoney();
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return [
    {
      accessor: 'number',
      title: t('subscription.col.number'),
      render: (invoice) => (
        <Text size="sm" fw={600} ff="monospace">
          {invoice.number}
        </Text>
      ),
    },
    {
      accessor: 'issuedOn',
      title: t('subscription.col.date'),
      render: (i) => formatDayShort(i.issuedOn),
      cellStyle: nowrap,
    },
    {
      accessor: 'dueOn',
      title: t('subscription.col.dueDate'),
      render: (i) => formatDayShort(i.dueOn),
      cellStyle: nowrap,
    },
    {
      accessor: 'systemDueOn',
      title: t('subscription.col.systemDueDate'),
      render: (i) => formatDayShort(i.systemDueOn),
      cellStyle: nowrap,
    },
    {
      accessor: 'total',
      title: t('subscription.col.total'),
      textAlign: 'right',
      render: (i) => money(i.total),
      cellStyle: nowrap,
    },
    {
      accessor: 'balance',
      title: t('subscription.col.balance'),
      textAlign: 'right',
      render: (i) => money(i.balance),
      cellStyle: { ...nowrap, fontWeight: 600 },
    },
    {
      accessor: 'status',
      title: t('subscription.col.status'),
      render: (i) => <InvoiceStatusBadge status={i.status} />,
    },
    actionsColumn(t('subscription.col.actions'), (invoice) => <InvoiceAction invoice={invoice} />),
  ];
}

function InvoiceCard({ invoice }: { invoice: SubscriptionInvoiceView }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} ff="monospace">
          {invoice.number}
        </Text>
        <InvoiceStatusBadge status={invoice.status} />
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        <Mini label={t('subscription.col.date')} value={formatDayShort(invoice.issuedOn)} />
        <Mini label={t('subscription.col.dueDate')} value={formatDayShort(invoice.dueOn)} />
        <Mini label={t('subscription.col.total')} value={money(invoice.total)} />
        <Mini label={t('subscription.col.balance')} value={money(invoice.balance)} />
        <Mini label={t('subscription.col.systemDueDate')} value={formatDayShort(invoice.systemDueOn)} />
      </SimpleGrid>
      <InvoiceAction invoice={invoice} />
    </Stack>
  );
}

/** /subscription: HQ's plan, balance, lock and the invoices (status tabs), each with the way to pay it. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters((text) => ({ status: oneOf(TABS, text('status')) ?? 'all' }));
  const summary = useQuery(subscriptionSummaryQuery());
  const status = filters.status === 'all' ? undefined : filters.status;
  const result = useQuery(subscriptionInvoicesQuery({ page: filters.page, status }));
  const columns = useColumns();
  return (
    <ListPage
      header={
        <Stack gap="lg">
          <PageHeader title={t('subscription.menu')} subtitle={t('subscription.subtitle')} />
          <SubscriptionSummaryCards result={summary} />
          <Text fw={700} size="lg" component="h2" m={0}>
            {t('subscription.invoices')}
          </Text>
        </Stack>
      }
      tabs={
        <StatusTabs
          values={TABS}
          value={filters.status}
          label={(tab) => (tab === 'all' ? t('subscription.tab.all') : t(`subscription.status.${tab}`))}
          defaultValue="all"
          onChange={(tab) => setFilters({ status: tab, page: 1 })}
          testId="invoice-tabs"
          tabTestId={(tab) => `invoice-tab-${tab}`}
        />
      }
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('subscription.empty'), description: t('subscription.emptyHint') }}
      noMatch={status ? { title: t('subscription.noMatch') } : undefined}
      table={{
        columns,
        testId: 'invoice-table',
        minWidth: 900,
        rowAttributes: (invoice) => ({ 'data-invoice': invoice.number }),
      }}
      card={(invoice) => <InvoiceCard invoice={invoice} />}
      cardsTestId="invoice-cards"
      rangeTestId="invoice-range"
      skeletonRows={4}
    />
  );
}
