import './orders-texts';
import { Anchor, type BadgeProps, Group, SimpleGrid, Text } from '@mantine/core';
import { formatDateTime, type OrderSummary } from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../ui/date-format';
import type { ListColumn } from '../../ui/list-page/data-table';
import { Mini } from '../../ui/mini-info';
import { useMoney } from '../../ui/money';
import { OrderStatusBadge } from './order-ui';

export const orderPath = (id: string) => `/my-orders/${encodeURIComponent(id)}`;

/** What the buyer's and HQ's order lists both show of an order. */
type Summary = Pick<
  OrderSummary,
  'referenceNo' | 'createdAt' | 'status' | 'grandTotal' | 'delivery' | 'courierName' | 'paymentMethod'
>;

function useDeliveryLabel() {
  const { t } = useTranslation();
  return (order: Summary) =>
    order.delivery === 'pickup' ? t('orders.checkout.pickup') : (order.courierName ?? t('orders.checkout.shipping'));
}

function usePaymentLabel() {
  const { t } = useTranslation();
  return (order: Summary) => (order.paymentMethod ? t(`orders.payment.method.${order.paymentMethod}`) : '—');
}

/** How an order list names an order's delivery (courier or pickup) and payment method. */
export function useOrderLabels() {
  return { delivery: useDeliveryLabel(), payment: usePaymentLabel() };
}

/** The first two columns of an order list: the reference (opening `href`, `under` it e.g. the invoice no.), the date. */
export function useReferenceDateColumns<T extends Summary & { id: string }>(
  href: (id: string) => string,
  under?: (order: T) => ReactNode,
): ListColumn<T>[] {
  const { t } = useTranslation();
  const { timeZone } = useDateFormat();
  return [
    {
      accessor: 'referenceNo',
      title: t('orders.col.reference'),
      render: (order) => (
        <>
          <Anchor component={Link} to={href(order.id)} fw={600} size="sm" ff="monospace">
            {order.referenceNo}
          </Anchor>
          {under?.(order)}
        </>
      ),
    },
    {
      accessor: 'createdAt',
      title: t('orders.col.date'),
      render: (order) => formatDateTime(order.createdAt, timeZone),
      cellStyle: { whiteSpace: 'nowrap' },
    },
  ];
}

/** The last two columns of an order list: the grand total and the status. */
export function useTotalStatusColumns<T extends Summary>(badge?: BadgeProps): ListColumn<T>[] {
  const { t } = useTranslation();
  const money = useMoney();
  return [
    {
      accessor: 'grandTotal',
      title: t('orders.col.total'),
      textAlign: 'right',
      render: (order) => money(order.grandTotal),
      cellStyle: { fontWeight: 600, whiteSpace: 'nowrap' },
    },
    {
      accessor: 'status',
      title: t('orders.col.status'),
      render: (order) => <OrderStatusBadge status={order.status} size="sm" {...badge} />,
    },
  ];
}

/** A phone card's first row: the reference (`reference`, a link or text) and date, the status on the right. */
export function OrderCardHeading({ order, reference }: { order: Summary; reference: ReactNode }) {
  const { timeZone } = useDateFormat();
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <div style={{ minWidth: 0 }}>
        {reference}
        <Text size="xs" c="dimmed">
          {formatDateTime(order.createdAt, timeZone)}
        </Text>
      </div>
      {/* The status reads in full; the reference beside it gives way. */}
      <OrderStatusBadge status={order.status} size="sm" style={{ flexShrink: 0 }} />
    </Group>
  );
}

/** The buyer's orders on desktop: one row each, the reference number opens the order. */
export function useOrderColumns(): ListColumn<OrderSummary>[] {
  const { t } = useTranslation();
  const delivery = useDeliveryLabel();
  const payment = usePaymentLabel();
  return [
    ...useReferenceDateColumns<OrderSummary>(orderPath),
    {
      accessor: 'type',
      title: t('orders.col.type'),
      render: (order) => (
        <>
          {t(`orders.type.${order.type}`)}
          {order.type === 'team' && (
            <Text size="xs" c="dimmed">
              {order.buyer.name}
            </Text>
          )}
        </>
      ),
    },
    { accessor: 'totalUnits', title: t('orders.col.items'), textAlign: 'right' },
    { accessor: 'delivery', title: t('orders.col.delivery'), render: delivery },
    { accessor: 'paymentMethod', title: t('orders.col.payment'), render: payment },
    ...useTotalStatusColumns<OrderSummary>(),
  ];
}

/** One of the buyer's orders on a phone (the whole card opens the order). */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const money = useMoney();
  const delivery = useDeliveryLabel();
  const payment = usePaymentLabel();
  return (
    <>
      <OrderCardHeading
        order={order}
        reference={
          <Text fw={700} size="sm" ff="monospace" truncate>
            {order.referenceNo}
          </Text>
        }
      />
      <SimpleGrid cols={2} spacing={6}>
        <Mini label={t('orders.col.items')} value={String(order.totalUnits)} />
        <Mini label={t('orders.col.total')} value={money(order.grandTotal)} />
        <Mini label={t('orders.col.delivery')} value={delivery(order)} />
        <Mini label={t('orders.col.payment')} value={payment(order)} />
      </SimpleGrid>
      {order.type === 'team' && (
        <Text size="xs" c="dimmed">
          {t('orders.teamFor', { name: order.buyer.name })}
        </Text>
      )}
    </>
  );
}
