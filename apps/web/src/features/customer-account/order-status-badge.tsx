import { Badge } from '@mantine/core';
import type { OrderStatus } from '@niaga/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<OrderStatus, string> = {
  unpaid: 'yellow',
  payment_process: 'yellow',
  pending_approval: 'orange',
  to_ship: 'blue',
  shipping: 'indigo',
  completed: 'teal',
  cancelled: 'gray',
  booking_over: 'gray',
  refund: 'red',
};

/** An order's status in the customer's words. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="order-status">
      {t(`account.status.${status}`)}
    </Badge>
  );
}
