import './payouts-texts';
import type { BadgeProps } from '@mantine/core';
import type { PayoutOutcome, PayoutStatus, PayoutView } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { BulkOutcomeReport } from '../../ui/bulk-outcome-list';
import { StatusBadge } from '../../ui/status-badge';

const STATUS_COLORS: Record<PayoutStatus, string> = {
  requested: 'yellow',
  approved: 'blue',
  paid: 'teal',
  rejected: 'red',
};

export function PayoutStatusBadge({ status, ...props }: { status: PayoutStatus } & BadgeProps) {
  const { t } = useTranslation();
  return <StatusBadge status={status} colors={STATUS_COLORS} label={t(`payouts.status.${status}`)} {...props} />;
}

/** "Maybank · ••••5678" */
export function bankLine(bank: PayoutView['bank']): string {
  if (!bank?.bankName) return '—';
  const account = bank.accountNumber ? ` · ••••${bank.accountNumber.slice(-4)}` : '';
  return `${bank.bankName}${account}`;
}

/** "••••5678 · Chong Wei Ming" (the line under the bank's name). */
export function accountLine(bank: PayoutView['bank']): string {
  return [bank?.accountNumber ? `••••${bank.accountNumber.slice(-4)}` : null, bank?.accountName]
    .filter(Boolean)
    .join(' · ');
}

/** Each payout's result of a bulk move: done, or refused with the server's reason. */
export function OutcomeList({ outcome, onClose }: { outcome: PayoutOutcome; onClose: () => void }) {
  const { t } = useTranslation();
  const rows = outcome.results.map((result) => ({
    id: result.id,
    ok: result.ok,
    reference: result.reference ?? result.id,
    message: result.message ?? t(`payouts.outcome.${result.outcome}`),
  }));
  return (
    <BulkOutcomeReport
      doneLabel={t('payouts.outcome.done', { count: outcome.done })}
      refusedLabel={outcome.refused > 0 ? t('payouts.outcome.refused', { count: outcome.refused }) : null}
      rows={rows}
      closeLabel={t('payouts.close')}
      onClose={onClose}
      testIds={{ root: 'payout-outcome', done: 'outcome-done', close: 'outcome-close' }}
    />
  );
}
