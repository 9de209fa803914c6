import './store-checkout-texts';
import {
  Alert,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatMoney, type StoreCheckoutInput, type StoreCheckoutPreview } from '@niaga/shared';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import { SkeletonBlock } from '../../app/page-states';
import { isApiError } from '../../lib/api-error';
import { myStatesQuery } from '../reference';
import { useStoreCart, useStorefront } from '../storefront';
import { newIdempotencyKey, rememberOrderEmail, storeCheckoutApi, storePreviewQuery } from './store-checkout.api';

type Form = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address1: string;
  address2: string;
  postCode: string;
  city: string;
  state: string;
  studentName: string;
  parentName: string;
  studentClass: string;
};

const EMPTY: Form = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  address1: '',
  address2: '',
  postCode: '',
  city: '',
  state: '',
  studentName: '',
  parentName: '',
  studentClass: '',
};

/**
 * `/s/:slug/checkout`: the guest's (or customer's) checkout: receiver, delivery (shipping with a courier, or
 * pickup where the store offers it; e-koop: pickup at the school with the student's details), the summary at store
 * prices from the server, and Pay, which places the order and goes to the company's gateway.
 */
export function StoreCheckoutPage() {
  const { t } = useTranslation();
  const { store, base } = useStorefront();
  const cart = useStoreCart(store.slug);
  const ekoop = store.kind === 'e_koop';
  const canShip = !ekoop && store.delivery.shipping;
  const states = useQuery({ ...myStatesQuery(), enabled: canShip });
  const [delivery, setDelivery] = useState<'shipping' | 'pickup'>(canShip ? 'shipping' : 'pickup');
  const [courierId, setCourierId] = useState<string | null>(null);
  const [form, setForm] = useState<Form>(EMPTY);
  const attemptKey = useRef(newIdempotencyKey());
  const set = (field: keyof Form) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setForm((current) => ({ ...current, [field]: value }));
  };

  const lines = useMemo(
    () =>
      cart.lines.map((line) => ({
        productId: line.productId,
        variantId: line.variantId ?? '',
        quantity: line.quantity,
      })),
    [cart.lines],
  );
  const previewBody = {
    lines,
    delivery,
    state: delivery === 'shipping' ? form.state : undefined,
    courierId: courierId ?? undefined,
  };
  const preview = useQuery(
    storePreviewQuery(store.slug, previewBody, lines.length > 0 && (delivery === 'pickup' || Boolean(form.state))),
  );

  const pay = useMutation({
    mutationFn: (body: StoreCheckoutInput) => storeCheckoutApi.place(store.slug, body, attemptKey.current),
    onSuccess: (result) => {
      rememberOrderEmail(store.slug, form.email.trim().toLowerCase());
      cart.clear();
      window.location.assign(result.redirectUrl ?? `${base}/paid?orderNo=${encodeURIComponent(result.orderNo)}`);
    },
    onError: (error) => {
      if (isApiError(error) && error.status >= 400 && error.status < 500) attemptKey.current = newIdempotencyKey();
    },
  });
  const fieldError = (field: string) => (isApiError(pay.error) ? pay.error.fieldErrors[field] : undefined);
  /** A text field's value, change handler and the server's message for `errorPath`. */
  const field = (name: keyof Form, errorPath?: string) => ({
    value: form[name],
    onChange: set(name),
    error: errorPath ? fieldError(errorPath) : undefined,
  });

  if (!lines.length)
    return (
      <Stack align="center" py="xl" gap="sm" ta="center" data-testid="checkout-empty">
        <IconShoppingCartOff size={48} aria-hidden />
        <Title order={1} size="h3">
          {t('storeCheckout.empty.title')}
        </Title>
        <Text c="dimmed">{t('storeCheckout.empty.description')}</Text>
        <Button component={Link} to={base} variant="light">
          {t('storeCheckout.empty.browse')}
        </Button>
      </Stack>
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    pay.mutate({
      lines,
      delivery,
      address:
        delivery === 'shipping'
          ? {
              address1: form.address1,
              address2: form.address2 || undefined,
              postCode: form.postCode,
              city: form.city,
              state: form.state,
              country: 'MY',
            }
          : undefined,
      courierId: courierId ?? preview.data?.courierId ?? undefined,
      contact: {
        firstName: form.firstName,
        lastName: form.lastName || undefined,
        email: form.email,
        phoneCode: '+60',
        phoneNumber: form.phoneNumber.replace(/\D/g, ''),
      },
      ekoop: ekoop
        ? { studentName: form.studentName, parentName: form.parentName, studentClass: form.studentClass }
        : undefined,
      payType: 'fpx',
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Title order={1} size="h2" mb="md">
        {t('storeCheckout.title')}
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="sm">
                {t('storeCheckout.contact.title')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('storeCheckout.contact.firstName')}
                  required
                  {...field('firstName')}
                  data-testid="contact-first-name"
                  error={fieldError('contact.firstName')}
                  autoComplete="given-name"
                />
                <TextInput
                  label={t('storeCheckout.contact.lastName')}
                  {...field('lastName')}
                  autoComplete="family-name"
                />
                <TextInput
                  label={t('storeCheckout.contact.email')}
                  description={t('storeCheckout.contact.emailHint')}
                  required
                  type="email"
                  {...field('email')}
                  data-testid="contact-email"
                  error={fieldError('contact.email')}
                  autoComplete="email"
                />
                <TextInput
                  label={t('storeCheckout.contact.phone')}
                  required
                  type="tel"
                  leftSection={<Text size="sm">+60</Text>}
                  {...field('phoneNumber')}
                  data-testid="contact-phone"
                  error={fieldError('contact.phoneNumber')}
                  autoComplete="tel-national"
                />
              </SimpleGrid>
            </Card>

            {ekoop && (
              <Card withBorder radius="md" p="md" data-testid="ekoop-fields">
                <Title order={2} size="h4" mb="sm">
                  {t('storeCheckout.ekoop.title')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput
                    label={t('storeCheckout.ekoop.studentName')}
                    required
                    {...field('studentName', 'ekoop.studentName')}
                  />
                  <TextInput
                    label={t('storeCheckout.ekoop.parentName')}
                    required
                    {...field('parentName', 'ekoop.parentName')}
                  />
                  <TextInput
                    label={t('storeCheckout.ekoop.studentClass')}
                    required
                    {...field('studentClass', 'ekoop.studentClass')}
                  />
                </SimpleGrid>
              </Card>
            )}

            <Card withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="sm">
                {t('storeCheckout.delivery.title')}
              </Title>
              <Radio.Group value={delivery} onChange={(value) => setDelivery(value as 'shipping' | 'pickup')}>
                <Stack gap="xs">
                  {canShip && <Radio value="shipping" label={t('storeCheckout.delivery.shipping')} />}
                  {(ekoop || store.delivery.pickup) && (
                    <Radio
                      value="pickup"
                      label={t('storeCheckout.delivery.pickup', {
                        place: store.delivery.pickupAddress || store.schoolName || store.name,
                      })}
                    />
                  )}
                </Stack>
              </Radio.Group>
              {delivery === 'shipping' && (
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
                  <TextInput
                    label={t('storeCheckout.address.line1')}
                    required
                    {...field('address1')}
                    data-testid="address-line1"
                    error={fieldError('address.address1')}
                    autoComplete="address-line1"
                  />
                  <TextInput
                    label={t('storeCheckout.address.line2')}
                    {...field('address2')}
                    autoComplete="address-line2"
                  />
                  <TextInput
                    label={t('storeCheckout.address.postCode')}
                    required
                    inputMode="numeric"
                    {...field('postCode')}
                    data-testid="address-postcode"
                    error={fieldError('address.postCode')}
                    autoComplete="postal-code"
                  />
                  <TextInput
                    label={t('storeCheckout.address.city')}
                    required
                    {...field('city')}
                    data-testid="address-city"
                    error={fieldError('address.city')}
                    autoComplete="address-level2"
                  />
                  <Select
                    label={t('storeCheckout.address.state')}
                    required
                    data={(states.data ?? []).map((state) => state.name)}
                    value={form.state || null}
                    onChange={(value) => setForm((current) => ({ ...current, state: value ?? '' }))}
                    error={fieldError('address.state')}
                    searchable
                    data-testid="state-select"
                  />
                  {preview.data && preview.data.couriers.length > 0 && (
                    <Select
                      label={t('storeCheckout.delivery.courier')}
                      data={preview.data.couriers.map((courier) => ({
                        value: courier.courierId,
                        label: `${courier.name} · ${formatMoney(courier.total, store.currency)}`,
                      }))}
                      value={courierId ?? preview.data.courierId}
                      onChange={setCourierId}
                      allowDeselect={false}
                    />
                  )}
                </SimpleGrid>
              )}
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Summary
            preview={preview.data}
            loading={preview.isFetching}
            error={preview.error}
            currency={store.currency}
          />
          <ErrorAlert error={pay.error} />
          <Button type="submit" size="md" fullWidth mt="md" loading={pay.isPending} data-testid="store-pay">
            {t('storeCheckout.pay', {
              amount: preview.data ? formatMoney(preview.data.totals.grandTotal, store.currency) : '',
            })}
          </Button>
          <Text size="xs" c="dimmed" mt="xs" ta="center">
            {t('storeCheckout.payHint')}
          </Text>
        </Grid.Col>
      </Grid>
    </form>
  );
}

function Summary({
  preview,
  loading,
  error,
  currency,
}: {
  preview: StoreCheckoutPreview | undefined;
  loading: boolean;
  error: Error | null;
  currency: 'MYR' | 'IDR';
}) {
  const { t } = useTranslation();
  const money = (value: number) => formatMoney(value, currency);
  return (
    <Card withBorder radius="md" p="md" data-testid="store-summary">
      <Title order={2} size="h4" mb="sm">
        {t('storeCheckout.summary.title')}
      </Title>
      {error ? (
        <Alert color="red">{error.message}</Alert>
      ) : !preview ? (
        loading ? (
          <SkeletonBlock rows={4} />
        ) : (
          <Text c="dimmed" size="sm">
            {t('storeCheckout.summary.chooseState')}
          </Text>
        )
      ) : (
        <Stack gap="xs">
          {preview.lines.map((line) => (
            <Group key={`${line.productId}/${line.variantId}`} justify="space-between" wrap="nowrap">
              <Text size="sm" lineClamp={2}>
                {line.quantity} × {line.name}
                {line.variantName ? ` (${line.variantName})` : ''}
              </Text>
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {money(line.lineTotal)}
              </Text>
            </Group>
          ))}
          <Divider />
          <Row label={t('storeCheckout.summary.subtotal')} value={money(preview.totals.subtotal)} />
          <Row label={t('storeCheckout.summary.shipping')} value={money(preview.totals.shipping)} />
          {preview.totals.adminFee > 0 && (
            <Row label={t('storeCheckout.summary.adminFee')} value={money(preview.totals.adminFee)} />
          )}
          {preview.totals.tax > 0 && <Row label={t('storeCheckout.summary.tax')} value={money(preview.totals.tax)} />}
          <Divider />
          <Row label={t('storeCheckout.summary.total')} value={money(preview.totals.grandTotal)} strong />
        </Stack>
      )}
    </Card>
  );
}

export function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} data-testid={strong ? 'summary-total' : undefined}>
        {value}
      </Text>
    </Group>
  );
}
