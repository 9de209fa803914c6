import { Badge, Card, Divider, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { formatMoney, type StoreOrderTracking } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { Row } from './checkout-page';

/** A store order as its customer sees it: status timeline, lines, totals, courier or pickup; no seller data. */
export function OrderTracking({ order, currency }: { order: StoreOrderTracking; currency: 'MYR' | 'IDR' }) {
  const { t, i18n } = useTranslation();
  const money = (value: number) => formatMoney(value, currency);
  const when = (at: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
  return (
    <Stack gap="md" data-testid="order-tracking">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" ff="monospace">
          {order.orderNo}
        </Title>
        <Badge size="lg" variant="light" data-testid="order-status">
          {t(`storeCheckout.status.${order.status}`)}
        </Badge>
      </Group>
      <Card withBorder radius="md" p="md">
        <Timeline active={order.timeline.length - 1} bulletSize={14} lineWidth={2}>
          {order.timeline.map((step) => (
            <Timeline.Item key={`${step.action}-${step.at}`} title={t(`storeCheckout.action.${step.action}`)}>
              <Text size="xs" c="dimmed">
                {when(step.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Card>
      <Card withBorder radius="md" p="md">
        <Stack gap="xs">
          {order.lines.map((line) => (
            <Group key={`${line.productId}/${line.variantId}`} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {line.quantity} × {line.name}
                {line.variantName ? ` (${line.variantName})` : ''}
              </Text>
              <Text size="sm" fw={500}>
                {money(line.lineTotal)}
              </Text>
            </Group>
          ))}
          <Divider />
          <Row label={t('storeCheckout.summary.subtotal')} value={money(order.totals.subtotal)} />
          <Row label={t('storeCheckout.summary.shipping')} value={money(order.totals.shipping)} />
          {order.totals.adminFee > 0 && (
            <Row label={t('storeCheckout.summary.adminFee')} value={money(order.totals.adminFee)} />
          )}
          <Row label={t('storeCheckout.summary.total')} value={money(order.totals.grandTotal)} strong />
        </Stack>
      </Card>
      <Card withBorder radius="md" p="md">
        <Stack gap={4}>
          <Text size="sm">
            {t('storeCheckout.track.receiver')}: {order.receiverName}
          </Text>
          {order.delivery === 'pickup' ? (
            <Text size="sm">
              {t('storeCheckout.track.pickupAt')}: {order.pickupLocation}
            </Text>
          ) : (
            <Text size="sm">
              {t('storeCheckout.track.courier')}: {order.courierName ?? '—'}
              {order.trackingNumber ? ` · ${order.trackingNumber}` : ''}
            </Text>
          )}
          {order.ekoop && (
            <Text size="sm">
              {t('storeCheckout.ekoop.studentName')}: {order.ekoop.studentName} · {order.ekoop.studentClass}
            </Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
