import './orders-texts';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
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
import { OrderTimeline } from '../manage-orders';
import { OrderBody, OrderHeading } from './order-layout';
import { OrderTotals } from './order-lines';
import { OrderPayment } from './order-payment';
import { OrderStageBar } from './order-stage-bar';
import { pointsState, useSellerName } from './order-ui';
import { myOrderQuery, orderApi, refreshOrders } from './orders.api';

/** Under each line: "2 × RM 10", and the list price struck through when the line was sold for less. */
function LinePrice({ line }: { line: OrderView['lines'][number] }) {
  const money = useMoney();
  return (
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
          <OrderHeading order={order} />
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
      <OrderBody
        order={order}
        price={(line) => <LinePrice line={line} />}
        main={
          order.notes && (
            <Section title={t('orders.checkout.notes')}>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {order.notes}
              </Text>
            </Section>
          )
        }
        side={
          <>
            <Section title={t('orders.checkout.payment')} testId="order-payment">
              <OrderPayment order={order} onCancel={() => setCancelling(true)} />
            </Section>
            <Section title={t('orders.checkout.summary')}>
              <OrderTotals
                order={order}
                allRows={false}
                totalTestId="order-grand-total"
                after={<PointsNote order={order} />}
              />
            </Section>
            <Section title={t('orders.timeline.title')} testId="my-order-timeline">
              <OrderTimeline events={order.events} />
            </Section>
          </>
        }
      />
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
