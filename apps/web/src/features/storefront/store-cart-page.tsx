import { ActionIcon, Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import type { StorefrontProductDetail } from '@niaga/shared';
import { IconTrash } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { ApiError } from '../../lib/api-error';
import { LinkButton } from '../../ui/link-button';
import { Thumb } from '../../ui/thumb';
import { type StoreCartLine, useStoreCart } from './store-cart';
import { storeProductQuery } from './storefront-catalog.api';
import { useStorefront } from './storefront-layout';
import { usePageTitle } from './use-page-title';
import { useStoreMoney } from './use-store-money';

/** The store's cart (`/s/{slug}/cart`): each line at the product's current store price, then checkout. */
export function StoreCartPage() {
  const { t } = useTranslation();
  const { store, base } = useStorefront();
  usePageTitle(`${t('storefront.cart.title')} | ${store.name}`);
  const money = useStoreMoney();
  const cart = useStoreCart(store.slug);
  const details = useQueries({
    queries: cart.lines.map((line) => ({ ...storeProductQuery(store.slug, line.productId), retry: false })),
  });
  if (cart.lines.length === 0)
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('storefront.cart.title')}
        </Title>
        <EmptyList
          title={t('storefront.cart.empty')}
          action={
            <LinkButton to={base} variant="light">
              {t('storefront.cart.browse')}
            </LinkButton>
          }
        />
      </Stack>
    );
  if (details.some((query) => query.isPending)) return <SkeletonBlock rows={4} />;
  const failed = details.find((query) => query.isError && !isGone(query.error));
  if (failed) return <ErrorState message={failed.error!.message} onRetry={() => failed.refetch()} />;
  const priced = cart.lines.map((line, index) => ({ line, product: details[index]?.data ?? null }));
  const subtotal = priced.reduce((sum, { line, product }) => sum + (product ? product.price * line.quantity : 0), 0);
  const buyable = priced.filter(({ product }) => product).length;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('storefront.cart.title')}
      </Title>
      <Stack gap="sm" data-testid="cart-lines">
        {priced.map(({ line, product }) => (
          <CartLine
            key={`${line.productId}/${line.variantId ?? ''}`}
            line={line}
            product={product}
            onQuantity={(quantity) => cart.setQuantity(line, quantity)}
          />
        ))}
      </Stack>
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between">
          <Text fw={600}>{t('storefront.cart.subtotal')}</Text>
          <Text fw={700} size="lg" data-testid="cart-subtotal">
            {money(subtotal)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {t('storefront.cart.shippingLater')}
        </Text>
        <Button
          component={Link}
          to={`${base}/checkout`}
          mt="md"
          fullWidth
          disabled={buyable === 0}
          data-testid="cart-checkout"
        >
          {t('storefront.cart.checkout')}
        </Button>
      </Card>
    </Stack>
  );
}

/** A product the store no longer sells: its line stays, marked, until the customer removes it. */
const isGone = (error: Error) => error instanceof ApiError && error.status === 404;

function CartLine({
  line,
  product,
  onQuantity,
}: {
  line: StoreCartLine;
  product: StorefrontProductDetail | null;
  onQuantity: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const { base } = useStorefront();
  const money = useStoreMoney();
  const variant = product?.variants.find((item) => item.id === line.variantId);
  const remove = (
    <ActionIcon variant="subtle" color="red" onClick={() => onQuantity(0)} aria-label={t('storefront.cart.remove')}>
      <IconTrash size={18} />
    </ActionIcon>
  );
  if (!product)
    return (
      <Card withBorder radius="md" padding="sm" data-testid="cart-line">
        <Group justify="space-between" wrap="nowrap">
          <Text c="dimmed">{t('storefront.cart.unavailable')}</Text>
          {remove}
        </Group>
      </Card>
    );
  return (
    <Card withBorder radius="md" padding="sm" data-testid="cart-line">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Thumb url={variant?.imageUrl ?? product.coverImage} alt={product.name} size={64} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} lineClamp={2} component={Link} to={`${base}/p/${encodeURIComponent(product.id)}`} c="inherit">
            {product.name}
          </Text>
          {variant && (
            <Text size="sm" c="dimmed">
              {variant.options.join(' / ')}
            </Text>
          )}
          <Text size="sm">{money(product.price)}</Text>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <NumberInput
              aria-label={t('storefront.cart.quantity')}
              value={line.quantity}
              onChange={(value) => {
                const quantity = Math.floor(Number(value));
                if (quantity >= 1) onQuantity(quantity);
              }}
              min={1}
              max={99}
              w={90}
              size="sm"
              allowDecimal={false}
              data-testid="cart-quantity"
            />
            <Text fw={700} data-testid="cart-line-total">
              {money(product.price * line.quantity)}
            </Text>
            {remove}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
