import './subscription-texts';
import { Badge, type BadgeProps } from '@mantine/core';
import type { SubscriptionInvoiceStatus } from '@niaga/shared';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<SubscriptionInvoiceStatus, string> = {
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
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      tt="none"
      data-status={status}
      style={{ flex: 'none' }}
      styles={{ label: { overflow: 'visible' } }}
      {...props}
    >
      {t(`subscription.status.${status}`)}
    </Badge>
  );
}

export const isOpen = (status: SubscriptionInvoiceStatus) =>
  status === 'pending' || status === 'partially_paid' || status === 'overdue';
