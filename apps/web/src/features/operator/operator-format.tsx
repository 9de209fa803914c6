import { Badge } from '@mantine/core';
import { type Currency, formatDayShort, formatMoney, type SubscriptionInvoiceStatus } from '@niaga/shared';
import { useTranslation } from 'react-i18next';

/** Money of a company's invoice, in that company's currency (the console spans companies). */
export const money = (sen: number, currency: string) => formatMoney(sen, currency as Currency);
export const day = (iso: string | null) => (iso ? formatDayShort(iso) : '–');

const STATUS_COLORS: Record<SubscriptionInvoiceStatus, string> = {
  pending: 'blue',
  paid: 'teal',
  partially_paid: 'yellow',
  overdue: 'red',
  void: 'gray',
};

export function InvoiceStatus({ status }: { status: SubscriptionInvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="invoice-status" data-status={status}>
      {t(`operator.status.${status}`)}
    </Badge>
  );
}
