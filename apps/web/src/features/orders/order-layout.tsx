import './orders-texts';
import { Grid, Group, Stack, Title } from '@mantine/core';
import type { OrderView } from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../ui/section-card';
import { OrderLines } from './order-lines';
import { OrderDelivery } from './order-parts';
import { OrderStatusBadge } from './order-ui';

/** An order page's title: the reference number, the status and any further badges (`extra`). */
export function OrderHeading({ order, extra }: { order: OrderView; extra?: ReactNode }) {
  return (
    <Group gap="sm">
      <Title order={1} size="h2" ff="monospace" data-testid="order-ref">
        {order.referenceNo}
      </Title>
      <OrderStatusBadge status={order.status} data-testid="order-status" />
      {extra}
    </Group>
  );
}

/**
 * An order page's two columns: on the left the items (`price` under each line), the delivery and `main`; on the
 * right `side` (payment or receipt, totals…).
 */
export function OrderBody<O extends OrderView>({
  order,
  price,
  main,
  side,
}: {
  order: O;
  price: (line: O['lines'][number]) => ReactNode;
  main: ReactNode;
  side: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Grid gap="md" align="flex-start">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Section title={t('orders.detail.items', { count: order.totalUnits })}>
            <OrderLines lines={order.lines} price={price} />
          </Section>
          <Section title={order.delivery === 'pickup' ? t('orders.checkout.pickup') : t('orders.checkout.shipping')}>
            <OrderDelivery order={order} />
          </Section>
          {main}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">{side}</Stack>
      </Grid.Col>
    </Grid>
  );
}
