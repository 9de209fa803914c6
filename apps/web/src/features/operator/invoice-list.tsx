import { Button, Group, Stack, Text } from '@mantine/core';
import type { OperatorInvoiceView } from '@niaga/shared';
import { IconBan, IconBuildingBank } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type ListColumn, type TableSpec } from '../../ui/list-page/data-table';
import { ListResults, type ListResultsProps, type ListSource } from '../../ui/list-page/list-results';
import { UnpagedList } from '../../ui/list-page/unpaged-list';
import { TransferModal, VoidInvoiceModal } from './invoice-modals';
import { day, InvoiceStatus, money } from './operator-format';

const isOpen = (invoice: OperatorInvoiceView) => invoice.status !== 'void' && invoice.balance > 0;

function Actions({
  invoice,
  onVoid,
  onTransfer,
}: {
  invoice: OperatorInvoiceView;
  onVoid: (invoice: OperatorInvoiceView) => void;
  onTransfer: (invoice: OperatorInvoiceView) => void;
}) {
  const { t } = useTranslation();
  if (!isOpen(invoice)) return null;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconBuildingBank size={14} />}
        onClick={() => onTransfer(invoice)}
        data-testid="invoice-transfer"
      >
        {t('operator.invoices.transfer')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<IconBan size={14} />}
        onClick={() => onVoid(invoice)}
        data-testid="invoice-void"
      >
        {t('operator.invoices.void')}
      </Button>
    </Group>
  );
}

/**
 * The invoice table and phone card with their actions (record a transfer, void) and the actions' dialogs: the
 * invoices page (paged, every company) and a company's page (all its invoices) show them alike.
 */
function useInvoiceRows(showCompany: boolean) {
  const { t } = useTranslation();
  const [voiding, setVoiding] = useState<OperatorInvoiceView | null>(null);
  const [paying, setPaying] = useState<OperatorInvoiceView | null>(null);
  const actions = { onVoid: setVoiding, onTransfer: setPaying };
  const amount = (invoice: OperatorInvoiceView, value: number) => money(value, invoice.currency);
  const columns: ListColumn<OperatorInvoiceView>[] = [
    {
      accessor: 'number',
      title: t('operator.field.number'),
      render: (invoice) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {invoice.number}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {invoice.description}
          </Text>
        </Stack>
      ),
    },
    ...(showCompany
      ? [{ accessor: 'companyName', title: t('operator.field.company') } as ListColumn<OperatorInvoiceView>]
      : []),
    { accessor: 'issuedOn', title: t('operator.field.issuedOn'), render: (invoice) => day(invoice.issuedOn) },
    { accessor: 'dueOn', title: t('operator.field.dueOn'), render: (invoice) => day(invoice.dueOn) },
    {
      accessor: 'total',
      title: t('operator.field.total'),
      textAlign: 'right',
      noWrap: true,
      render: (invoice) => amount(invoice, invoice.total),
    },
    {
      accessor: 'balance',
      title: t('operator.field.balance'),
      textAlign: 'right',
      noWrap: true,
      render: (invoice) => amount(invoice, invoice.balance),
    },
    {
      accessor: 'status',
      title: t('operator.field.status'),
      noWrap: true,
      render: (invoice) => <InvoiceStatus status={invoice.status} />,
    },
    actionsColumn(t('common.actions'), (invoice) => <Actions invoice={invoice} {...actions} />),
  ];
  const card = (invoice: OperatorInvoiceView): ReactNode => (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {invoice.number}
        </Text>
        <InvoiceStatus status={invoice.status} />
      </Group>
      {showCompany && <Text size="sm">{invoice.companyName}</Text>}
      <Text size="sm" c="dimmed">
        {day(invoice.dueOn)} · {amount(invoice, invoice.total)} · {t('operator.field.balance')}{' '}
        {amount(invoice, invoice.balance)}
      </Text>
      <Actions invoice={invoice} {...actions} />
    </Stack>
  );
  const table: TableSpec<OperatorInvoiceView> = {
    columns,
    testId: 'invoices-table',
    minWidth: showCompany ? 900 : 760,
    rowAttributes: (invoice) => ({ 'data-invoice': invoice.number, 'data-status': invoice.status }),
  };
  const dialogs = (
    <>
      <VoidInvoiceModal invoice={voiding} onClose={() => setVoiding(null)} />
      <TransferModal invoice={paying} onClose={() => setPaying(null)} />
    </>
  );
  return { table, card, dialogs };
}

/** A company's invoices, all at once. */
export function InvoiceList({ result, empty }: { result: ListSource<OperatorInvoiceView[]>; empty: string }) {
  const { table, card, dialogs } = useInvoiceRows(false);
  return (
    <>
      <UnpagedList
        result={result}
        empty={{ title: empty }}
        table={table}
        card={card}
        cardsTestId="invoices-cards"
        tableFrom="sm"
      />
      {dialogs}
    </>
  );
}

/** Every company's invoices, a page at a time. */
export function PagedInvoiceList(props: Omit<ListResultsProps<OperatorInvoiceView>, 'table' | 'card' | 'cardsTestId'>) {
  const { table, card, dialogs } = useInvoiceRows(true);
  return (
    <>
      <ListResults {...props} table={table} card={card} cardsTestId="invoices-cards" tableFrom="sm" />
      {dialogs}
    </>
  );
}
