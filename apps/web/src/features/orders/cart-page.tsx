import './orders-texts';
import { Grid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { LinkButton } from '../../ui/link-button';
import { PageHeader } from '../../ui/page-header';
import { CART_ADDED_TOAST } from './add-to-cart';
import { CartLines } from './cart-lines';
import { CartSummary } from './cart-summary';
import { cartQuery } from './orders.api';

const backToShop = (label: string) => (
  <LinkButton to="/my-shop" variant="default" icon={IconArrowLeft}>
    {label}
  </LinkButton>
);

/** /my-shop/shopping-cart: the lines, their problems, the minimum order and the way to checkout. */
export function CartPage() {
  const { t } = useTranslation();
  const result = useQuery(cartQuery());
  const cart = result.data;
  useEffect(() => {
    notifications.hide(CART_ADDED_TOAST);
  }, []);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('orders.cartTitle')}
        subtitle={cart?.lines.length ? t('orders.cart.subtitle', { count: cart.lines.length }) : undefined}
        actions={cart?.lines.length ? backToShop(t('orders.cart.continue')) : undefined}
      />
      {result.isPending && <SkeletonBlock rows={6} />}
      {result.isError && <ErrorState message={result.error.message} onRetry={() => void result.refetch()} />}
      {cart && cart.lines.length === 0 && (
        <EmptyList
          title={t('orders.cart.emptyTitle')}
          description={t('orders.cart.emptyHint')}
          action={backToShop(t('orders.cart.toShop'))}
        />
      )}
      {cart && cart.lines.length > 0 && (
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <CartLines lines={cart.lines} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }} style={{ position: 'sticky', top: 76 }}>
            <CartSummary cart={cart} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
