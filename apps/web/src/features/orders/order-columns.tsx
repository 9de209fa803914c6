import './orders-texts';
import { Anchor, Group, SimpleGrid, Text } from '@mantine/core';
import { formatDateTime, type OrderSummary } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../ui/date-format';
import type { ListColumn } from '../../ui/list-page/data-table';
import { Mini } from '../../ui/mini-info';
import { useMoney } from '../../ui/money';
import { OrderStatusBadge } from './order-ui';

export const orderPath = (id: string) => `/my-orders/${encodeURIComponent(id)}`;

function useDeliveryLabel() {
  const { t } = useTranslation();
  return (order: OrderSummary) =>
    order.delivery === 'pickup' ? t('orders.checkout.pickup') : (order.courierName ?? t('orders.checkout.shipping'));
}

function usePaymentLabel() {
  const { t } = useTranslation();
  return (order: OrderSummary) => (order.paymentMethod ? t(`orders.payment.method.${order.paymentMethod}`) : '—');
}

/** The buyer's orders on desktop: one row each, the reference number opens the order. */
export function useOrderColumns(): ListColumn<OrderSummary>[] {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useDateFormat();
  const delivery = useDeliveryLabel();
  const payment = usePaymentLabel();
  return [
    {
      accessor: 'referenceNo',
      title: t('orders.col.reference'),
      render: (order) => (
        <Anchor component={Link} to={orderPath(order.id)} fw={600} size="sm" ff="monospace">
          {order.referenceNo}
        </Anchor>
      ),
    },
    {
      accessor: 'createdAt',
      title: t('orders.col.date'),
      render: (order) => formatDateTime(order.createdAt, timeZone),
      cellStyle: { whiteSpace: 'nowrap' },
    },
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
      render: (order) => <OrderStatusBadge status={order.status} size="sm" />,
    },
  ];
}

/** One of the buyer's orders on a phone (the whole card opens the order). */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useDateFormat();
  const delivery = useDeliveryLabel();
  const payment = usePaymentLabel();
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="sm" ff="monospace" truncate>
            {order.referenceNo}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(order.createdAt, timeZone)}
          </Text>
        </div>
        <OrderStatusBadge status={order.status} size="sm" />
      </Group>
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
