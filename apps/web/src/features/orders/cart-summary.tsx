import './orders-texts';
import { Alert, Button, Card, Divider, Progress, Stack, Text, Title } from '@mantine/core';
import type { CartView, MinimumOrder } from '@niaga/shared';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/link-button';
import { useMoney } from '../../ui/money';
import { TotalRow } from '../../ui/total-row';
import { useSellerName } from './order-ui';

/** The minimum order of the buyer's level: how far the cart is, and what is missing. */
export function MinimumProgress({ minimum }: { minimum: MinimumOrder }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (minimum.required <= 0) return null;
  const show = (value: number) =>
    minimum.basis === 'amount' ? money(value) : t('orders.minimum.units', { count: value });
  const missing = Math.max(0, minimum.required - minimum.current);
  return (
    <Stack gap={6} data-testid="cart-minimum" data-met={minimum.met}>
      <Text size="sm" fw={600}>
        {minimum.firstOrder
          ? t('orders.minimum.firstOrder', { required: show(minimum.required) })
          : t('orders.minimum.title', { required: show(minimum.required) })}
      </Text>
      <Progress
        value={Math.min(100, (minimum.current / minimum.required) * 100)}
        color={minimum.met ? 'teal' : 'orange'}
        aria-label={t('orders.minimum.progress', { current: show(minimum.current), required: show(minimum.required) })}
      />
      <Text size="xs" c={minimum.met ? 'teal' : 'orange'}>
        {minimum.met ? t('orders.minimum.met') : t('orders.minimum.missing', { missing: show(missing) })}
      </Text>
    </Stack>
  );
}

/** Why the cart cannot go to checkout yet, or null when it can. */
export function checkoutBlocker(cart: CartView, t: (key: string) => string): string | null {
  if (cart.lines.length === 0) return t('orders.cart.emptyTitle');
  if (cart.blocked || cart.lines.some((line) => line.problem)) return t('orders.cart.blockedReason');
  if (!cart.minimum.met) return t('orders.cart.minimumReason');
  return null;
}

/** Seller, totals, minimum order and the checkout button (disabled with its reason). */
export function CartSummary({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const sellerName = useSellerName();
  const blocker = checkoutBlocker(cart, t);
  return (
    <Card withBorder radius="lg" padding="md" data-testid="cart-summary">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('orders.cart.summary')}
        </Title>
        <Text size="sm" c="dimmed" data-testid="cart-seller">
          {t('orders.soldBy', { seller: sellerName(cart.seller) })}
        </Text>
        <TotalRow label={t('orders.totals.items', { count: cart.totalUnits })} value={money(cart.subtotal)} />
        {cart.discount > 0 && <TotalRow label={t('orders.totals.discount')} value={`− ${money(cart.discount)}`} />}
        <Divider />
        <TotalRow
          strong
          label={t('orders.totals.cartTotal')}
          value={money(cart.subtotal - cart.discount)}
          testId="cart-total"
        />
        <Text size="xs" c="dimmed">
          {t('orders.cart.totalsHint')}
          {cart.points > 0 && ` ${t('orders.totals.pointsToEarn', { count: cart.points })}`}
        </Text>
        <MinimumProgress minimum={cart.minimum} />
        {blocker && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="cart-blocker">
            {blocker}
          </Alert>
        )}
        {blocker ? (
          <Button disabled fullWidth size="md" rightSection={<IconArrowRight size={16} />} data-testid="cart-checkout">
            {t('orders.cart.checkout')}
          </Button>
        ) : (
          <LinkButton
            to="/my-shop/checkout"
            fullWidth
            size="md"
            rightSection={<IconArrowRight size={16} />}
            data-testid="cart-checkout"
          >
            {t('orders.cart.checkout')}
          </LinkButton>
        )}
      </Stack>
    </Card>
  );
}
