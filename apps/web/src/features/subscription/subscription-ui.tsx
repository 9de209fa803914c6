import './subscription-texts';
import type { BadgeProps } from '@mantine/core';
import type { SubscriptionInvoiceStatus } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../ui/status-badge';

export const INVOICE_STATUS_COLORS: Record<SubscriptionInvoiceStatus, string> = {
  pending: 'yellow',
  partially_paid: 'blue',
  paid: 'teal',
  overdue: 'red',
  void: 'gray',
};

/** The status chip of spec §4: pending, paid, partially paid, overdue, void. */
export function InvoiceStatusBadge({ status, ...props }: { status: SubscriptionInvoiceStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <StatusBadge status={status} colors={INVOICE_STATUS_COLORS} label={t(`subscription.status.${status}`)} {...props} />
  );
}

export const isOpen = (status: SubscriptionInvoiceStatus) =>
  status === 'pending' || status === 'partially_paid' || status === 'overdue';
