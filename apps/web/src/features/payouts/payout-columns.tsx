import { Anchor } from '@mantine/core';
import { formatDateTime, type PayoutView } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../ui/date-format';
import type { ListColumn } from '../../ui/list-page/data-table';
import { useMoney } from '../../ui/money';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The button on a payout's reference that opens its details. */
export function PayoutReferenceButton({ payout, onOpen }: { payout: PayoutView; onOpen: (id: string) => void }) {
  return (
    <Anchor component="button" type="button" ff="monospace" size="sm" fw={600} onClick={() => onOpen(payout.id)}>
      {payout.reference}
    </Anchor>
  );
}

/** The columns the agent's and HQ's payout tables share: reference (opens the details), amount and requested. */
export function usePayoutColumns(onOpen: (id: string) => void) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useDateFormat();
  const reference: ListColumn<PayoutView> = {
    accessor: 'reference',
    title: t('payouts.col.reference'),
    render: (row) => <PayoutReferenceButton payout={row} onOpen={onOpen} />,
  };
  const amount: ListColumn<PayoutView> = {
    accessor: 'amount',
    title: t('payouts.col.amount'),
    textAlign: 'right',
    cellStyle: { ...nowrap, fontWeight: 600 },
    render: (row) => money(row.amount),
  };
  const requested: ListColumn<PayoutView> = {
    accessor: 'requestedAt',
    title: t('payouts.col.requested'),
    cellStyle: nowrap,
    render: (row) => formatDateTime(row.requestedAt, timeZone),
  };
  return { reference, amount, requested };
}
