import { type Currency, formatDayShort, formatMoney, type SubscriptionInvoiceStatus } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../ui/status-badge';

/** Money of a company's invoice, in that company's currency (the console spans companies). */
export const money = (sen: number, currency: string) => formatMoney(sen, currency as Currency);
export const day = (iso: string | null) => (iso ? formatDayShort(iso) : '–');

/** The same colours as HQ's subscription pages. */
const STATUS_COLORS: Record<SubscriptionInvoiceStatus, string> = {
  pending: 'yellow',
  paid: 'teal',
  partially_paid: 'blue',
  overdue: 'red',
  void: 'gray',
};

export function InvoiceStatus({ status }: { status: SubscriptionInvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge
      status={status}
      colors={STATUS_COLORS}
      label={t(`operator.status.${status}`)}
      data-testid="invoice-status"
    />
  );
}
