import './orders-texts';
import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDateTime, type OrderSummary } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../ui/date-format';
import { Mini } from '../../ui/mini-info';
import { useMoney } from '../../ui/money';
import { OrderStatusBadge } from './order-ui';

export const orderPath = (id: string) => `/my-orders/${encodeURIComponent(id)}`;

function useDeliveryLabel() {
  const { t } = useTranslation();
  return (order: OrderSummary) =>
    order.delivery === 'pickup' ? t('orders.checkout.pickup') : (order.courierName ?? t('orders.checkout.shipping'));
}

/** The buyer's orders on desktop: one row each, the reference number opens the order. */
export function OrderTable({ items }: { items: OrderSummary[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useDateFormat();
  const delivery = useDeliveryLabel();
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table verticalSpacing="xs" highlightOnHover striped fz="sm" data-testid="order-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.col.reference')}</Table.Th>
            <Table.Th>{t('orders.col.date')}</Table.Th>
            <Table.Th>{t('orders.col.type')}</Table.Th>
            <Table.Th ta="right">{t('orders.col.items')}</Table.Th>
            <Table.Th>{t('orders.col.delivery')}</Table.Th>
            <Table.Th>{t('orders.col.payment')}</Table.Th>
            <Table.Th ta="right">{t('orders.col.total')}</Table.Th>
            <Table.Th>{t('orders.col.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((order) => (
            <Table.Tr key={order.id} data-order={order.referenceNo}>
              <Table.Td>
                <Anchor component={Link} to={orderPath(order.id)} fw={600} size="sm" ff="monospace">
                  {order.referenceNo}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.createdAt, timeZone)}</Table.Td>
              <Table.Td>
                {t(`orders.type.${order.type}`)}
                {order.type === 'team' && (
                  <Text size="xs" c="dimmed">
                    {order.buyer.name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{order.totalUnits}</Table.Td>
              <Table.Td>{delivery(order)}</Table.Td>
              <Table.Td>{order.paymentMethod ? t(`orders.payment.method.${order.paymentMethod}`) : '—'}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(order.grandTotal)}
              </Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.status} size="sm" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The buyer's orders on phones: one card each, the whole card opens the order. */
export function OrderCards({ items }: { items: OrderSummary[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useDateFormat();
  const delivery = useDeliveryLabel();
  return (
    <Stack gap="sm" data-testid="order-cards">
      {items.map((order) => (
        <Card
          key={order.id}
          withBorder
          radius="md"
          padding="sm"
          component={Link}
          to={orderPath(order.id)}
          data-order={order.referenceNo}
        >
          <Stack gap={8}>
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
              <Mini
                label={t('orders.col.payment')}
                value={order.paymentMethod ? t(`orders.payment.method.${order.paymentMethod}`) : '—'}
              />
            </SimpleGrid>
            {order.type === 'team' && (
              <Text size="xs" c="dimmed">
                {t('orders.teamFor', { name: order.buyer.name })}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
