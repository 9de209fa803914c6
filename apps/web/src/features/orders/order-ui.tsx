import './orders-texts';
import { Badge, type BadgeProps } from '@mantine/core';
import type { CartLine, OrderStatus } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';

const STATUS_COLOR: Record<OrderStatus, string> = {
  unpaid: 'orange',
  payment_process: 'yellow',
  pending_approval: 'blue',
  to_ship: 'cyan',
  shipping: 'indigo',
  completed: 'teal',
  cancelled: 'gray',
  booking_over: 'gray',
  refund: 'red',
};

export function OrderStatusBadge({ status, ...props }: { status: OrderStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" tt="none" data-status={status} {...props}>
      {t(`orders.status.${status}`)}
    </Badge>
  );
}

/** Why a cart line cannot be checked out as it is. */
export function ProblemBadge({ problem }: { problem: NonNullable<CartLine['problem']> }) {
  const { t } = useTranslation();
  return (
    <Badge color="red" variant="light" tt="none" data-problem={problem}>
      {t(`orders.problem.${problem}`)}
    </Badge>
  );
}

/** "Red / M" and the picks of a combo, under a line's name. */
export function lineDetails(line: { variantName: string | null; picks?: CartLine['picks'] }): string[] {
  const details: string[] = [];
  if (line.variantName) details.push(line.variantName);
  if (line.picks?.length) details.push(line.picks.map((pick) => `${pick.quantity} × ${pick.name}`).join(', '));
  return details;
}

/**
 * Who sells (and approves) an order, by name: the selling agent, or HQ by its company's name (HQ sells from a
 * branch, whose name means nothing to a buyer).
 */
export function useSellerName(): (seller: { kind: 'branch' | 'agent'; name: string }) => string {
  const { t } = useTranslation();
  const company = useCurrentUser()?.company.name;
  return (seller) => (seller.kind === 'branch' ? (company ?? t('orders.sellerHq')) : seller.name);
}

/** Points of an order: to earn (not yet approved), earned (approved and kept), or none (cancelled, refunded). */
export function pointsState(status: OrderStatus): 'pending' | 'earned' | 'none' {
  if (status === 'to_ship' || status === 'shipping' || status === 'completed') return 'earned';
  if (status === 'unpaid' || status === 'payment_process' || status === 'pending_approval') return 'pending';
  return 'none';
}
