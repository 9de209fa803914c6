import './orders-texts';
import { ActionIcon, Anchor, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AddCartInput, CartView, ShopPage, ShopProduct, ShopProductDetail } from '@niaga/shared';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import { LinkButton } from '../../ui/link-button';
import { ComboPickerModal } from './combo-picker-modal';
import { cartApi, storeCart } from './orders.api';
import { QuantityStepper } from './quantity-stepper';

/** The "is in your cart" toast: one at a time, closed when the buyer reaches the cart (cart-page.tsx). */
export const CART_ADDED_TOAST = 'cart-added';

/** Adds to the cart and keeps the answer (the whole cart); `quiet` leaves the messages to the caller. */
export function useAddToCart(options: { quiet?: boolean } = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Notifications render outside the router: the link navigates through this page's navigate.
  const navigate = useNavigate();
  return useMutation<CartView, Error, { body: AddCartInput; name: string }>({
    mutationFn: ({ body }) => cartApi.add(body),
    onSuccess: (cart, { name }) => {
      storeCart(queryClient, cart);
      notifications.hide(CART_ADDED_TOAST);
      notifications.show({
        id: CART_ADDED_TOAST,
        color: 'teal',
        message: (
          <span data-testid="cart-added">
            {t('orders.cart.added', { name })}{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                notifications.hide(CART_ADDED_TOAST);
                navigate('/my-shop/shopping-cart');
              }}
            >
              {t('orders.cart.view')}
            </Anchor>
          </span>
        ),
      });
    },
    onError: (error) => {
      if (!options.quiet) notifications.show({ color: 'red', message: error.message });
    },
  });
}

/** Under a product in the shop grid: a quantity and "add" (products with variants open their page). */
export function QuickAdd({ product, detailsPath }: { product: ShopProduct; detailsPath: string }) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const add = useAddToCart();
  if (product.variantCount > 0)
    return (
      <LinkButton to={detailsPath} variant="light" size="xs" fullWidth data-testid="quick-choose">
        {t('orders.cart.chooseOptions')}
      </LinkButton>
    );
  const soldOut = product.stock === 'sold_out';
  return (
    <Group gap={6} wrap="nowrap" justify="space-between">
      <QuantityStepper
        size="xs"
        value={quantity}
        onChange={setQuantity}
        disabled={soldOut}
        label={t('orders.qty.label')}
      />
      <Tooltip label={t('orders.cart.add')}>
        <ActionIcon
          size="lg"
          onClick={() =>
            add.mutate(
              { body: { kind: 'product', itemId: product.id, variantId: null, quantity }, name: product.name },
              { onSuccess: () => setQuantity(1) },
            )
          }
          loading={add.isPending}
          disabled={soldOut}
          aria-label={t('orders.cart.add')}
          data-testid="quick-add"
        >
          <IconShoppingCartPlus size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** On a product's page: the variant (when it has any), the quantity and "Add to cart". */
export function AddToCartForm({ product }: { product: ShopProductDetail }) {
  const { t } = useTranslation();
  const add = useAddToCart({ quiet: true });
  const hasVariants = product.variants.length > 0;
  const [variantId, setVariantId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [missingVariant, setMissingVariant] = useState(false);
  const variant = product.variants.find((item) => item.id === variantId);
  const soldOut = (variant ?? product).stock === 'sold_out';

  const submit = () => {
    if (hasVariants && !variant) {
      setMissingVariant(true);
      return;
    }
    const name = variant ? `${product.name} (${variant.options.join(' / ')})` : product.name;
    add.mutate({ body: { kind: 'product', itemId: product.id, variantId: variant?.id ?? null, quantity }, name });
  };

  return (
    <Stack gap="sm" data-testid="add-to-cart">
      {hasVariants && (
        <Select
          label={t('orders.cart.variant')}
          placeholder={t('orders.cart.chooseVariant')}
          data={product.variants.map((item) => ({
            value: item.id,
            label:
              item.stock === 'sold_out'
                ? `${item.options.join(' / ')} — ${t('shop.stock.sold_out')}`
                : item.options.join(' / '),
            disabled: item.stock === 'sold_out',
          }))}
          value={variantId}
          onChange={(value) => {
            setVariantId(value);
            setMissingVariant(false);
          }}
          error={missingVariant ? t('orders.cart.variantRequired') : undefined}
          allowDeselect={false}
          maw={320}
          data-testid="variant-select"
        />
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('orders.qty.label')}
          </Text>
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            label={t('orders.qty.label')}
            testId="add-quantity"
          />
        </Stack>
        <Button
          leftSection={<IconShoppingCartPlus size={18} />}
          onClick={submit}
          loading={add.isPending}
          disabled={soldOut}
          data-testid="add-to-cart-button"
        >
          {soldOut ? t('shop.stock.sold_out') : t('orders.cart.add')}
        </Button>
      </Group>
      <ErrorAlert error={add.error} />
    </Stack>
  );
}

type Bundle =
  | { kind: 'package'; bundle: ShopPage['packages'][number] }
  | { kind: 'combo'; bundle: ShopPage['combos'][number] };

/** "Add" under a package (one at a time) or "Choose items" under a combo (the picker modal). */
export function BundleAdd(props: Bundle) {
  const { t } = useTranslation();
  const add = useAddToCart();
  const [picking, setPicking] = useState(false);
  const soldOut = props.bundle.stock === 'sold_out';
  // Both buttons: small, full width, the cart icon; sold out, neither can be used.
  const look = {
    size: 'xs',
    variant: 'light',
    fullWidth: true,
    leftSection: <IconShoppingCartPlus size={16} />,
    disabled: soldOut,
  } as const;
  if (props.kind === 'combo')
    return (
      <>
        <Button {...look} onClick={() => setPicking(true)} data-testid="combo-choose">
          {t('orders.combo.choose')}
        </Button>
        {picking && <ComboPickerModal combo={props.bundle} onClose={() => setPicking(false)} />}
      </>
    );
  return (
    <Button
      {...look}
      onClick={() =>
        add.mutate({ body: { kind: 'package', itemId: props.bundle.id, quantity: 1 }, name: props.bundle.name })
      }
      loading={add.isPending}
      data-testid="package-add"
    >
      {t('orders.cart.add')}
    </Button>
  );
}
