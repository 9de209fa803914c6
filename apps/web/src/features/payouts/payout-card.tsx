import { Group, Text } from '@mantine/core';
import type { PayoutView } from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Mini } from '../../ui/mini-info';
import { useMoney } from '../../ui/money';
import { accountLine, PayoutStatusBadge } from './payout-ui';

type Props = {
  payout: PayoutView;
  /** The card's first line(s): who or which payout, and when. */
  head: ReactNode;
  /** Under the bank: the reject reason (red) or another note (dimmed). */
  note?: string | null;
  /** The card's buttons. */
  children?: ReactNode;
};

/** One payout on a phone (agent's and HQ's lists): head and status, amount, bank, a note and the buttons. */
export function PayoutCard({ payout, head, note, children }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>{head}</div>
        <PayoutStatusBadge status={payout.status} size="sm" />
      </Group>
      <Mini label={t('payouts.col.amount')} value={money(payout.amount)} />
      <div>
        <Text size="xs" c="dimmed">
          {t('payouts.col.bank')}
        </Text>
        <Text size="sm">{payout.bank?.bankName ?? '—'}</Text>
        <Text size="xs" c="dimmed">
          {accountLine(payout.bank)}
        </Text>
      </div>
      {note && (
        <Text size="sm" c={payout.status === 'rejected' ? 'red' : 'dimmed'}>
          {note}
        </Text>
      )}
      {children}
    </>
  );
}
