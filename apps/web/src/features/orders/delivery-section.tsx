import './orders-texts';
import { Alert, Badge, Box, Group, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import type { CartView, ShipQuote } from '@niaga/shared';
import { IconBuildingStore, IconTruckDelivery } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '../../app/page-states';
import { useMoney } from '../../ui/money';
import { localNow } from '../../ui/zoned-time';
import { AddressBook, addressBookQuery } from '../addresses';
import type { CheckoutChoices, CheckoutErrors } from './checkout-state';
import { shipMethodsQuery } from './orders.api';

// The dates code comes with self-pickup only: a checkout by courier does not download it.
const DateTimeField = lazy(async () => ({ default: (await import('../../app/date-field')).DateTimeField }));

type Props = {
  choices: CheckoutChoices;
  patch: (change: Partial<CheckoutChoices>) => void;
  errors: CheckoutErrors;
  cart: CartView;
  timeZone: string;
  /** The state asked for when no address is chosen yet: pickup branches do not depend on it. */
  fallbackState: string;
};

/** A labelled choice of one card (`Radio.Card` children), stacked. */
function RadioCards({
  value,
  onChange,
  label,
  error,
  testId,
  children,
}: {
  value: string | null;
  onChange: (value: string) => void;
  label: string;
  error?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Radio.Group value={value} onChange={onChange} label={label} error={error}>
      <Stack gap="xs" mt={4} data-testid={testId}>
        {children}
      </Stack>
    </Radio.Group>
  );
}

/** A delivery choice's label: its icon, then its name. */
const iconLabel = (icon: ReactNode, text: string) => (
  <Group gap={6} wrap="nowrap" justify="center">
    {icon}
    {text}
  </Group>
);

function Couriers({
  quote,
  choices,
  patch,
  errors,
}: { quote: ShipQuote } & Pick<Props, 'choices' | 'patch' | 'errors'>) {
  const { t } = useTranslation();
  const money = useMoney();
  if (quote.couriers.length === 0)
    return (
      <Alert color="orange" variant="light" data-testid="courier-none">
        {quote.courierMessage ?? t('orders.checkout.noCourier')}
      </Alert>
    );
  return (
    <RadioCards
      value={choices.courierId}
      onChange={(courierId) => patch({ courierId })}
      label={t('orders.checkout.courier')}
      error={errors.courierId}
      testId="courier-options"
    >
      {quote.couriers.map((courier) => (
        <Radio.Card key={courier.courierId} value={courier.courierId} radius="md" p="sm" data-testid="courier-option">
          <Group wrap="nowrap" justify="space-between" gap="sm">
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <div>
                <Text size="sm" fw={600}>
                  {courier.name}
                </Text>
                {courier.handlingFee > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('orders.checkout.handlingFee', { fee: money(courier.handlingFee) })}
                  </Text>
                )}
              </div>
            </Group>
            <Group gap={6} wrap="nowrap">
              {courier.freeShipping && (
                <Badge color="teal" variant="light" tt="none" size="sm">
                  {t('orders.checkout.freeShipping')}
                </Badge>
              )}
              <Text size="sm" fw={600}>
                {money(courier.total)}
              </Text>
            </Group>
          </Group>
        </Radio.Card>
      ))}
    </RadioCards>
  );
}

function Pickup({
  quote,
  choices,
  patch,
  errors,
  timeZone,
}: { quote: ShipQuote } & Omit<Props, 'cart' | 'fallbackState'>) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <RadioCards
        value={choices.pickupBranchId}
        onChange={(pickupBranchId) => patch({ pickupBranchId })}
        label={t('orders.checkout.branch')}
        error={errors.pickupBranchId}
        testId="pickup-options"
      >
        {quote.pickups.map((branch) => (
          <Radio.Card key={branch.branchId} value={branch.branchId} radius="md" p="sm" data-testid="pickup-option">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {branch.name}
                </Text>
                <Text size="sm">{branch.address}</Text>
                {(branch.phone || branch.pickupHours) && (
                  <Text size="xs" c="dimmed">
                    {[branch.phone, branch.pickupHours].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </RadioCards>
      <Box maw={320}>
        <Suspense fallback={<SkeletonBlock rows={1} />}>
          <DateTimeField
            label={t('orders.checkout.pickupTime')}
            description={t('orders.checkout.pickupTimeHint')}
            value={choices.pickupLocal}
            minDate={localNow(timeZone).slice(0, 10)}
            onChange={(next) => patch({ pickupLocal: next ?? '' })}
            error={errors.pickupTime}
            data-testid="pickup-time"
          />
        </Suspense>
      </Box>
    </Stack>
  );
}

/**
 * The state to quote shipping for: the chosen address's, else the one the address book will choose (primary,
 * else first), else the account's (no address yet: pickup branches do not depend on it); undefined while the
 * book is loading.
 */
export function shippingState(
  addresses: { id: string; state: string; primary: boolean }[] | undefined,
  chosen: { state: string } | undefined,
  fallbackState: string,
): string | undefined {
  if (chosen) return chosen.state;
  if (!addresses) return undefined;
  return (addresses.find((item) => item.primary) ?? addresses[0])?.state ?? fallbackState;
}

/** Shipping to an address of the book with a courier (cheapest first), or self-pickup at a branch. */
export function DeliverySection({ choices, patch, errors, cart, timeZone, fallbackState }: Props) {
  const { t } = useTranslation();
  const addresses = useQuery(addressBookQuery()).data;
  const address = addresses?.find((item) => item.id === choices.addressId);
  const goods = cart.subtotal - cart.discount;
  // One quote per visit: asked once the address book is read, for the address it chooses (the primary one),
  // never first for a placeholder state that a moment later is replaced (and its request aborted).
  const state = shippingState(addresses, address, fallbackState);
  const quote = useQuery({
    ...shipMethodsQuery(state ?? '', cart.totalWeightGrams, goods),
    enabled: state !== undefined,
  });
  const couriers = quote.data?.couriers;

  // The address book chooses the primary address; the cheapest courier is chosen until the buyer picks another.
  useEffect(() => {
    if (!address || !couriers) return;
    if (!couriers.some((courier) => courier.courierId === choices.courierId))
      patch({ courierId: couriers[0]?.courierId ?? null });
  }, [address, couriers, choices.courierId, patch]);

  const selectAddress = useCallback((addressId: string) => patch({ addressId }), [patch]);
  const canPickup = (quote.data?.pickups.length ?? 0) > 0;
  return (
    <Stack gap="md">
      <SegmentedControl
        value={choices.delivery}
        onChange={(value) => patch({ delivery: value as CheckoutChoices['delivery'] })}
        data={[
          {
            value: 'shipping',
            label: iconLabel(<IconTruckDelivery size={16} />, t('orders.checkout.shipping')),
          },
          {
            value: 'pickup',
            disabled: !canPickup,
            label: iconLabel(<IconBuildingStore size={16} />, t('orders.checkout.pickup')),
          },
        ]}
        fullWidth
        data-testid="delivery-mode"
      />
      {choices.delivery === 'shipping' ? (
        <Stack gap="sm">
          <AddressBook selectable={{ selectedId: choices.addressId, onSelect: selectAddress }} />
          {errors.addressId && (
            <Text size="xs" c="red" role="alert">
              {errors.addressId}
            </Text>
          )}
          {address && quote.isPending && <SkeletonBlock rows={2} />}
          {address && quote.isError && (
            <Alert color="red" variant="light" data-testid="shipping-error">
              {quote.error.message}
            </Alert>
          )}
          {address && quote.data && <Couriers quote={quote.data} choices={choices} patch={patch} errors={errors} />}
        </Stack>
      ) : (
        quote.data && <Pickup quote={quote.data} choices={choices} patch={patch} errors={errors} timeZone={timeZone} />
      )}
    </Stack>
  );
}
