import { Anchor, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { formatDateLong, formatMoney, toLanguage } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useStorefront } from '../storefront';
import { customerOrdersQuery } from './customer-account.api';
import { OrderStatusBadge } from './order-status-badge';

/** The customer's orders in every store of the company, newest first, ten a page; each card opens the order. */
export function OrderHistory() {
  const { t, i18n } = useTranslation();
  const { store, base } = useStorefront();
  const [page, setPage] = useState(1);
  const orders = useQuery(customerOrdersQuery(page));
  const language = toLanguage(i18n.language);

  let body: ReactNode;
  if (orders.isPending) body = <SkeletonBlock rows={4} />;
  else if (orders.isError) body = <ErrorState message={orders.error.message} onRetry={() => orders.refetch()} />;
  else if (orders.data.items.length === 0)
    body = (
      <EmptyList
        title={t('account.orders.empty')}
        description={t('account.orders.emptyHint')}
        action={
          <Anchor component={Link} to={base}>
            {t('account.orders.shop')}
          </Anchor>
        }
      />
    );
  else
    body = (
      <Stack gap="sm" data-testid="customer-orders">
        {orders.data.items.map((order) => (
          <Card
            key={order.id}
            withBorder
            radius="md"
            padding="md"
            component={Link}
            to={`${base}/account/orders/${encodeURIComponent(order.id)}`}
            data-order={order.referenceNo}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} miw={0}>
                <Text fw={600}>{order.referenceNo}</Text>
                <Text size="sm" c="dimmed" truncate>
                  {order.store?.name ?? t('account.orders.noStore')} · {formatDateLong(order.createdAt, language)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('account.orders.items', { count: order.itemCount })}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end">
                <Text fw={700}>{formatMoney(order.grandTotal, store.currency)}</Text>
                <OrderStatusBadge status={order.status} />
              </Stack>
            </Group>
          </Card>
        ))}
        {orders.data.total > orders.data.limit && (
          <Pagination
            total={Math.ceil(orders.data.total / orders.data.limit)}
            value={page}
            onChange={setPage}
            size="sm"
            mx="auto"
          />
        )}
      </Stack>
    );

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('account.orders.title')}
      </Title>
      {body}
    </Stack>
  );
}
