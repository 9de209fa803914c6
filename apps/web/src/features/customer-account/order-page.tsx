import './customer-account-texts';
import { Anchor, Card, Divider, Group, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { type CustomerOrderView, formatDateLong, formatDateTime, formatMoney, toLanguage } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { isApiError } from '../../lib/api-error';
import { useStorefront } from '../storefront';
import { customerOrderQuery } from './customer-account.api';
import { OrderStatusBadge } from './order-status-badge';
import { SignedInCustomer } from './signed-in-customer';

/** `/s/:slug/account/orders/:id`: one of the customer's orders (another's is "not found"). */
export function OrderPage() {
  const { t } = useTranslation();
  const { base } = useStorefront();
  return (
    <SignedInCustomer>
      <Stack gap="md">
        <Anchor component={Link} to={`${base}/account`} size="sm">
          {t('account.back')}
        </Anchor>
        <OrderDetail />
      </Stack>
    </SignedInCustomer>
  );
}

function OrderDetail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = useQuery(customerOrderQuery(id));
  if (order.isPending) return <SkeletonBlock rows={8} />;
  if (order.isError) {
    if (isApiError(order.error) && order.error.status === 404) return <EmptyList title={t('account.order.notFound')} />;
    return <ErrorState message={order.error.message} onRetry={() => order.refetch()} />;
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: CustomerOrderView }) {
  const { t, i18n } = useTranslation();
  const { store } = useStorefront();
  const language = toLanguage(i18n.language);
  const money = (sen: number) => formatMoney(sen, store.currency);
  const rows: [string, number][] = [
    [t('account.order.subtotal'), order.subtotal],
    [t('account.order.discount'), -order.discount],
    [t('account.order.voucher'), -order.voucherDiscount],
    [t('account.order.shipping'), order.shipping],
    [t('account.order.adminFee'), order.adminFee],
    [order.taxIncluded ? t('account.order.taxIncluded') : t('account.order.tax'), order.tax],
  ];
  return (
    <Stack gap="md" data-testid="customer-order">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('account.order.title', { reference: order.referenceNo })}
          </Title>
          <Text size="sm" c="dimmed">
            {order.store?.name ?? t('account.orders.noStore')} ·{' '}
            {t('account.order.placed', { date: formatDateLong(order.createdAt, language) })}
          </Text>
        </Stack>
        <OrderStatusBadge status={order.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('account.order.items')}>
          <Stack gap="xs">
            {order.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own and never reorder
              <Group key={index} justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={500}>
                    {line.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[line.variantName, `${line.quantity} × ${money(line.unitPrice)}`].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
                <Text size="sm">{money(line.lineTotal)}</Text>
              </Group>
            ))}
            <Divider />
            {rows
              .filter(([, value]) => value !== 0)
              .map(([label, value]) => (
                <Group key={label} justify="space-between">
                  <Text size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text size="sm">{money(value)}</Text>
                </Group>
              ))}
            <Group justify="space-between">
              <Text fw={700}>{t('account.order.total')}</Text>
              <Text fw={700} data-testid="order-total">
                {money(order.grandTotal)}
              </Text>
            </Group>
          </Stack>
        </Section>
        <Stack gap="md">
          <Section title={t('account.order.delivery')}>
            <Delivery order={order} />
          </Section>
          <Section title={t('account.order.timeline')}>
            <Timeline active={order.timeline.length - 1} bulletSize={14} lineWidth={2}>
              {order.timeline.map((step) => (
                <Timeline.Item key={`${step.status}-${step.at}`} title={t(`account.status.${step.status}`)}>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(step.at)}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </Section>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function Delivery({ order }: { order: CustomerOrderView }) {
  const { t } = useTranslation();
  const lines: ReactNode[] = [];
  if (order.delivery === 'pickup') {
    lines.push(t('account.order.pickup', { place: order.pickupLocation ?? '' }));
    if (order.pickupTime) lines.push(`${t('account.order.pickupTime')}: ${formatDateTime(order.pickupTime)}`);
  } else if (order.receiver) {
    const r = order.receiver;
    lines.push(`${t('account.order.receiver')}: ${[r.firstName, r.lastName].filter(Boolean).join(' ')}`);
    lines.push([r.address1, r.address2, `${r.postCode} ${r.city}`, r.state].filter(Boolean).join(', '));
  }
  if (order.courierName) lines.push(`${t('account.order.courier')}: ${order.courierName}`);
  if (order.trackingNumber) lines.push(`${t('account.order.tracking')}: ${order.trackingNumber}`);
  if (order.student)
    lines.push(
      `${t('account.order.student')}: ${order.student.name} (${order.student.className}), ${order.student.parentName}`,
    );
  return (
    <Stack gap={4}>
      {lines.map((line) => (
        <Text key={String(line)} size="sm">
          {line}
        </Text>
      ))}
      {order.trackingUrl && (
        <Anchor href={order.trackingUrl} target="_blank" rel="noopener noreferrer" size="sm">
          {t('account.order.trackParcel')}
        </Anchor>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="md">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
