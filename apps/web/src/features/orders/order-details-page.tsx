import './orders-texts';
import { Anchor, Card, Divider, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateLong, type MyOrderView, type OrderView } from '@niaga/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmModal } from '../../app/confirm-modal';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { useDateFormat } from '../../ui/date-format';
import { useMoney } from '../../ui/money';
import { Section } from '../../ui/section-card';
import { TotalRow } from '../../ui/total-row';
import { OrderTimeline } from '../manage-orders';
import { OrderDelivery } from './order-parts';
import { OrderPayment } from './order-payment';
import { OrderStageBar } from './order-stage-bar';
import { lineDetails, OrderStatusBadge, pointsState, useSellerName } from './order-ui';
import { myOrderQuery, orderApi, refreshOrders } from './orders.api';

function Lines({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Stack gap="xs" data-testid="order-lines">
      {order.lines.map((line, index) => (
        <Stack key={line.lineNo} gap="xs">
          {index > 0 && <Divider />}
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {line.name}
              </Text>
              {[line.kind === 'product' ? null : t(`orders.kind.${line.kind}`), ...lineDetails(line), line.sku]
                .filter(Boolean)
                .map((detail) => (
                  <Text key={detail} size="xs" c="dimmed">
                    {detail}
                  </Text>
                ))}
              <Group gap={6} align="baseline">
                <Text size="sm">
                  {line.quantity} × {money(line.unitPrice)}
                </Text>
                {line.listPrice > line.unitPrice && (
                  <Text size="xs" c="dimmed" td="line-through">
                    {money(line.listPrice)}
                  </Text>
                )}
              </Group>
            </div>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {money(line.lineTotal)}
            </Text>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

/** The order's points: to earn until it is approved, earned once it counts, none once cancelled or refunded. */
function PointsNote({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const state = pointsState(order.status);
  if (order.pointEarned <= 0 || state === 'none') return null;
  return (
    <Text size="xs" c="dimmed" data-testid="order-points" data-state={state}>
      {t(state === 'earned' ? 'orders.detail.pointsEarned' : 'orders.detail.points', { count: order.pointEarned })}
    </Text>
  );
}

function Totals({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const minus = (value: number) => `− ${money(value)}`;
  return (
    <Stack gap={6} data-testid="order-totals">
      <TotalRow label={t('orders.totals.subtotal')} value={money(order.subtotal)} />
      {order.discount > 0 && <TotalRow label={t('orders.totals.discount')} value={minus(order.discount)} />}
      {order.voucherDiscount > 0 && (
        <TotalRow
          label={
            order.voucherCode ? `${t('orders.totals.voucher')} (${order.voucherCode})` : t('orders.totals.voucher')
          }
          value={minus(order.voucherDiscount)}
        />
      )}
      <TotalRow label={t('orders.totals.shipping')} value={money(order.shipping)} />
      {order.adminFee > 0 && <TotalRow label={t('orders.totals.adminFee')} value={money(order.adminFee)} />}
      {order.tax > 0 && <TotalRow label={t('orders.totals.tax')} value={money(order.tax)} />}
      <Divider />
      <TotalRow
        strong
        label={t('orders.totals.grandTotal')}
        value={money(order.grandTotal)}
        testId="order-grand-total"
      />
      <PointsNote order={order} />
    </Stack>
  );
}

function OrderDetails({ order }: { order: MyOrderView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sellerName = useSellerName();
  const { language, timeZone } = useDateFormat();
  const [cancelling, setCancelling] = useState(false);
  const cancel = async () => {
    const cancelled = await orderApi.cancel(order.id);
    await refreshOrders(queryClient, cancelled);
    notifications.show({ color: 'teal', message: t('orders.detail.cancelled', { ref: order.referenceNo }) });
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Group gap="sm">
            <Title order={1} size="h2" ff="monospace" data-testid="order-ref">
              {order.referenceNo}
            </Title>
            <OrderStatusBadge status={order.status} data-testid="order-status" />
          </Group>
          <Text size="sm" c="dimmed">
            {formatDateLong(order.createdAt, language, timeZone)} ·{' '}
            {t('orders.soldBy', { seller: sellerName(order.seller) })}
          </Text>
          {order.type === 'team' && (
            <Text size="sm" c="dimmed">
              {t('orders.teamFor', { name: order.buyer.name })}
            </Text>
          )}
        </div>
      </Group>
      <Card withBorder radius="lg" padding="md">
        <OrderStageBar order={order} />
      </Card>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Section title={t('orders.detail.items', { count: order.totalUnits })}>
              <Lines order={order} />
            </Section>
            <Section title={order.delivery === 'pickup' ? t('orders.checkout.pickup') : t('orders.checkout.shipping')}>
              <OrderDelivery order={order} />
            </Section>
            {order.notes && (
              <Section title={t('orders.checkout.notes')}>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {order.notes}
                </Text>
              </Section>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Section title={t('orders.checkout.payment')} testId="order-payment">
              <OrderPayment order={order} onCancel={() => setCancelling(true)} />
            </Section>
            <Section title={t('orders.checkout.summary')}>
              <Totals order={order} />
            </Section>
            <Section title={t('orders.timeline.title')} testId="my-order-timeline">
              <OrderTimeline events={order.events} />
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={cancelling}
        title={t('orders.detail.cancelTitle')}
        message={t('orders.detail.cancelMessage', { ref: order.referenceNo })}
        confirmLabel={t('orders.detail.cancel')}
        onConfirm={cancel}
        onClose={() => setCancelling(false)}
        testId="order-cancel-confirm"
      />
    </Stack>
  );
}

/** /my-orders/:id: stage bar, lines, receiver or pickup, totals and payment (receipt upload, cancel). */
export function OrderDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const result = useQuery(myOrderQuery(id));
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/my-orders" size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('orders.detail.back')}
      </Anchor>
      {result.isPending && <SkeletonBlock rows={10} />}
      {result.isError && <ErrorState message={result.error.message} onRetry={() => void result.refetch()} />}
      {result.data && <OrderDetails order={result.data} />}
    </Stack>
  );
}
