import './store-checkout-texts';
import { Alert, Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { isApiError } from '../../lib/api-error';
import { useStorefront } from '../storefront';
import { OrderTracking } from './order-tracking';
import { rememberedOrderEmail, storeTrackQuery } from './store-checkout.api';

/** `/s/:slug/track`: the order number and the buyer's e-mail, then the order's status timeline. */
export function StoreTrackPage() {
  const { t } = useTranslation();
  const { store } = useStorefront();
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const email = params.get('email') ?? '';
  const [draft, setDraft] = useState({ orderNo, email: email || rememberedOrderEmail(store.slug) });
  const order = useQuery(storeTrackQuery(store.slug, orderNo, email));
  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Title order={1} size="h2">
        {t('storeCheckout.track.title')}
      </Title>
      <Card
        withBorder
        radius="md"
        p="md"
        component="form"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          setParams({ orderNo: draft.orderNo.trim(), email: draft.email.trim() });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('storeCheckout.track.orderNo')}
            required
            value={draft.orderNo}
            onChange={(event) => setDraft({ ...draft, orderNo: event.currentTarget.value })}
            data-testid="track-order-no"
          />
          <TextInput
            label={t('storeCheckout.contact.email')}
            type="email"
            required
            value={draft.email}
            onChange={(event) => setDraft({ ...draft, email: event.currentTarget.value })}
            data-testid="track-email"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={order.isFetching} data-testid="track-submit">
              {t('storeCheckout.track.find')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {!orderNo || !email ? null : order.isPending ? (
        <SkeletonBlock rows={6} />
      ) : order.isError ? (
        isApiError(order.error) && order.error.status === 404 ? (
          <Alert color="yellow" data-testid="track-not-found">
            {order.error.message}
          </Alert>
        ) : (
          <ErrorState message={order.error.message} onRetry={() => void order.refetch()} />
        )
      ) : (
        <OrderTracking order={order.data} currency={store.currency} />
      )}
    </Stack>
  );
}
