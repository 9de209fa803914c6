import './store-checkout-texts';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { useStorefront } from '../storefront';
import { OrderTracking } from './order-tracking';
import { rememberedOrderEmail, storeTrackQuery } from './store-checkout.api';

/** `/s/:slug/paid`: where the gateway sends the customer back: the result, then the order as tracking shows it. */
export function StorePaidPage() {
  const { t } = useTranslation();
  const { store, base } = useStorefront();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const failed = params.get('result') === 'failed';
  const email = rememberedOrderEmail(store.slug);
  const order = useQuery(storeTrackQuery(store.slug, orderNo, email));
  const trackLink = `${base}/track?orderNo=${encodeURIComponent(orderNo)}${email ? `&email=${encodeURIComponent(email)}` : ''}`;
  return (
    <Stack gap="lg" maw={640} mx="auto" data-testid="store-paid">
      <Group gap="sm" wrap="nowrap">
        {failed ? (
          <IconCircleX size={36} color="var(--mantine-color-red-6)" />
        ) : (
          <IconCircleCheck size={36} color="var(--mantine-color-teal-6)" />
        )}
        <Title order={1} size="h2">
          {t(failed ? 'storeCheckout.paid.failedTitle' : 'storeCheckout.paid.title')}
        </Title>
      </Group>
      <Alert color={failed ? 'red' : 'teal'}>
        {t(failed ? 'storeCheckout.paid.failed' : 'storeCheckout.paid.thanks', { orderNo })}
      </Alert>
      {!email ? null : order.isPending ? (
        <SkeletonBlock rows={6} />
      ) : order.isError ? (
        <ErrorState message={order.error.message} onRetry={() => void order.refetch()} />
      ) : (
        <OrderTracking order={order.data} currency={store.currency} />
      )}
      <Group>
        <Button component={Link} to={trackLink} variant="light">
          {t('storeCheckout.paid.track')}
        </Button>
        <Button component={Link} to={base} variant="subtle">
          {t('storeCheckout.empty.browse')}
        </Button>
      </Group>
    </Stack>
  );
}
