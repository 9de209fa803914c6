import './orders-texts';
import { Alert, Anchor, Button, Grid, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CartView, DEFAULT_TIME_ZONE } from '@niaga/shared';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { ErrorAlert } from '../../app/error-alert';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { isApiError } from '../../lib/api-error';
import { FormSection } from '../../ui/form-section';
import { LinkButton } from '../../ui/link-button';
import { useMoney } from '../../ui/money';
import { PageHeader } from '../../ui/page-header';
import { addressBookQuery } from '../addresses';
import { checkoutBlocker } from './cart-summary';
import { CheckoutBar } from './checkout-bar';
import {
  type CheckoutChoices,
  type CheckoutErrors,
  checkoutBody,
  INITIAL_CHOICES,
  isDefiniteRefusal,
  previewBody,
  serverFieldErrors,
  validateChoices,
} from './checkout-state';
import { CheckoutSummary } from './checkout-summary';
import { DeliverySection } from './delivery-section';
import { getLastPayment, storeLastPayment } from './last-payment';
import { OrderTypeSection } from './order-type-section';
import {
  type CheckoutBody,
  cartQuery,
  checkoutPreviewQuery,
  newIdempotencyKey,
  orderApi,
  orderKeys,
  paymentMethodsQuery,
  refreshOrders,
  type VoucherCheck,
} from './orders.api';
import { PaymentSection } from './payment-section';
import { VoucherField } from './voucher-field';

/** Answers that mean the cart changed under the buyer: it is read again and the buyer sent back to it. */
const CART_REASONS = ['NOT_ENOUGH_STOCK', 'CART_HAS_PROBLEMS', 'CART_EMPTY', 'BELOW_MINIMUM_ORDER'];

type FormProps = { cart: CartView; timeZone: string; fallbackState: string; userId: string | undefined };

/** Scrolls to the first field with a message (on phones the fields are far above the bar's button). */
function showFirstError() {
  window.requestAnimationFrame(() =>
    document
      .querySelector(
        '[data-testid="checkout-form"] :is([aria-invalid="true"], .mantine-InputWrapper-error, [role="alert"])',
      )
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
  );
}

function CheckoutForm({ cart, timeZone, fallbackState, userId }: FormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<CheckoutChoices>(INITIAL_CHOICES);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [voucher, setVoucher] = useState<VoucherCheck | null>(null);
  const [leaving, setLeaving] = useState(false);
  // One key per checkout attempt: a retry after no answer sends the same key, so the order is placed once.
  const attemptKey = useRef(newIdempotencyKey());

  const patch = useCallback((change: Partial<CheckoutChoices>) => {
    setChoices((previous) => ({ ...previous, ...change }));
    setErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(change))
        delete next[(key === 'pickupLocal' ? 'pickupTime' : key) as keyof CheckoutErrors];
      return next;
    });
  }, []);

  const withVoucher = { ...choices, voucherCode: voucher?.voucherCode ?? null };
  const body = previewBody(withVoucher, timeZone);
  const preview = useQuery({ ...checkoutPreviewQuery(body ?? ({} as CheckoutBody)), enabled: body !== null });
  const totals = body && !preview.isError ? (preview.data?.totals ?? null) : null;
  const previewErrors = serverFieldErrors(preview.error);
  const cartProblem = isApiError(preview.error) && CART_REASONS.includes(preview.error.reason ?? '');

  const place = useMutation({
    mutationFn: (request: CheckoutBody) => orderApi.checkout(request, attemptKey.current),
    onSuccess: (result, request) => {
      if (userId) storeLastPayment(userId, request.paymentMethod);
      void refreshOrders(queryClient, result.order);
      if (result.payment?.redirectUrl) {
        setLeaving(true);
        window.location.assign(result.payment.redirectUrl);
        return;
      }
      notifications.show({ color: 'teal', message: t('orders.checkout.placed', { ref: result.order.referenceNo }) });
      navigate(`/my-orders/${encodeURIComponent(result.order.id)}`);
      // The server emptied the cart; read it again once this page is gone (no empty-cart flash).
      void queryClient.invalidateQueries({ queryKey: orderKeys.cart() });
    },
    onError: (error) => {
      if (isDefiniteRefusal(error)) attemptKey.current = newIdempotencyKey();
      setErrors(serverFieldErrors(error));
      if (isApiError(error) && CART_REASONS.includes(error.reason ?? ''))
        void queryClient.invalidateQueries({ queryKey: orderKeys.cart() });
    },
  });

  const blocker = checkoutBlocker(cart, t);
  const submit = () => {
    const found = validateChoices(withVoucher, timeZone, t);
    setErrors(found);
    if (Object.keys(found).length === 0) place.mutate(checkoutBody(withVoucher, timeZone));
    else showFirstError();
  };
  const invalid = Object.keys(errors).length > 0 && !place.error;
  const shipping = totals?.shipping ?? 0;

  return (
    <Grid gap="lg" align="flex-start" data-testid="checkout-form">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="md">
          {blocker && (
            <Alert color="orange" variant="light" data-testid="checkout-blocked">
              {blocker}{' '}
              <Anchor component={Link} to="/my-shop/shopping-cart" size="sm">
                {t('orders.checkout.backToCart')}
              </Anchor>
            </Alert>
          )}
          <FormSection title={t('orders.checkout.orderType')}>
            <OrderTypeSection choices={choices} patch={patch} errors={errors} />
          </FormSection>
          <FormSection title={t('orders.checkout.delivery')}>
            <DeliverySection
              choices={choices}
              patch={patch}
              errors={errors}
              cart={cart}
              timeZone={timeZone}
              fallbackState={fallbackState}
            />
          </FormSection>
          <FormSection title={t('orders.voucher.label')}>
            <VoucherField
              cart={cart}
              shipping={shipping}
              applied={voucher}
              previewDiscount={totals?.voucherDiscount ?? null}
              onApply={(next) => {
                setVoucher(next);
                setErrors(({ voucherCode: _, ...rest }) => rest);
              }}
              error={errors.voucherCode ?? previewErrors.voucherCode}
            />
          </FormSection>
          <FormSection title={t('orders.checkout.payment')}>
            <PaymentSection
              choices={choices}
              patch={patch}
              errors={errors}
              grandTotal={totals?.grandTotal ?? null}
              lastUsed={userId ? getLastPayment(userId) : null}
            />
          </FormSection>
          <FormSection title={t('orders.checkout.notes')}>
            <Textarea
              value={choices.notes}
              onChange={(event) => patch({ notes: event.currentTarget.value })}
              placeholder={t('orders.checkout.notesPlaceholder')}
              aria-label={t('orders.checkout.notes')}
              maxLength={500}
              autosize
              minRows={2}
              error={errors.notes}
              data-testid="checkout-notes"
            />
          </FormSection>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }} style={{ position: 'sticky', top: 76 }}>
        <CheckoutSummary
          cart={cart}
          totals={totals}
          loading={body !== null && preview.isFetching}
          error={body && preview.isError ? preview.error.message : null}
        >
          {cartProblem && (
            <Anchor component={Link} to="/my-shop/shopping-cart" size="sm">
              {t('orders.checkout.backToCart')}
            </Anchor>
          )}
          {invalid && (
            <Alert color="red" variant="light" data-testid="checkout-invalid">
              {t('orders.checkout.checkFields')}
            </Alert>
          )}
          <ErrorAlert error={place.error} />
          <Button
            size="md"
            fullWidth
            leftSection={<IconLock size={16} />}
            onClick={submit}
            loading={place.isPending || leaving}
            disabled={Boolean(blocker)}
            data-testid="place-order"
          >
            {t('orders.checkout.place')}
          </Button>
        </CheckoutSummary>
        <CheckoutBar
          total={money(totals?.grandTotal ?? cart.subtotal - cart.discount)}
          priced={totals !== null}
          onPlace={submit}
          loading={place.isPending || leaving}
          disabled={Boolean(blocker)}
        />
      </Grid.Col>
    </Grid>
  );
}

/** /my-shop/checkout: order type, delivery, voucher, payment and notes, with the server's totals beside. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const result = useQuery(cartQuery());
  // Read with the cart, not after it: the form's address book and payment methods arrive together.
  useQuery(addressBookQuery());
  useQuery(paymentMethodsQuery());
  const cart = result.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('orders.checkoutTitle')}
        actions={
          <LinkButton to="/my-shop/shopping-cart" variant="default" icon={IconArrowLeft}>
            {t('orders.checkout.backToCart')}
          </LinkButton>
        }
      />
      {result.isPending && <SkeletonBlock rows={8} />}
      {result.isError && <ErrorState message={result.error.message} onRetry={() => void result.refetch()} />}
      {cart && cart.lines.length === 0 && (
        <EmptyList
          title={t('orders.cart.emptyTitle')}
          description={t('orders.cart.emptyHint')}
          action={
            <LinkButton to="/my-shop" variant="default">
              {t('orders.cart.toShop')}
            </LinkButton>
          }
        />
      )}
      {cart && cart.lines.length > 0 && (
        <CheckoutForm
          cart={cart}
          timeZone={user?.company.timeZone ?? DEFAULT_TIME_ZONE}
          fallbackState={user?.account.state || '-'}
          userId={user?.id}
        />
      )}
    </Stack>
  );
}
