import { Box, FileInput, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { HqOrderBuyer } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../app/date-field';
import { useMoney } from '../../ui/money';
import { localNow } from '../../ui/zoned-time';
import { branchesQuery } from '../couriers';
import { HQ_PAYMENTS, type HqPayment } from './new-order.api';

export const NEW_ADDRESS = 'new';
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'address1',
  'postCode',
  'city',
  'state',
] as const;
export type AddressDraft = Record<(typeof ADDRESS_FIELDS)[number], string>;

export type DeliveryDraft = {
  delivery: 'shipping' | 'pickup';
  addressChoice: string | null;
  address: AddressDraft;
  pickupBranchId: string | null;
  pickupLocal: string;
};

type DeliveryProps = {
  draft: DeliveryDraft;
  patch: (patch: Partial<DeliveryDraft>) => void;
  buyer: HqOrderBuyer | undefined;
  errors: Record<string, string>;
  timeZone: string;
};

/** Delivery to one of the agent's addresses or a new one (kept on the order only), or pickup at a branch. */
export function DeliveryFields({ draft, patch, buyer, errors, timeZone }: DeliveryProps) {
  const { t } = useTranslation();
  const branches = useQuery(branchesQuery());
  const pickupBranches = (branches.data ?? []).filter((branch) => branch.selfPickup);
  const addresses = buyer?.addresses ?? [];
  const choice = draft.addressChoice ?? (addresses[0]?.id || NEW_ADDRESS);
  return (
    <Stack gap="sm">
      <Radio.Group
        value={draft.delivery}
        onChange={(value) => patch({ delivery: value as DeliveryDraft['delivery'] })}
        aria-label={t('newOrder.delivery')}
        data-testid="new-order-delivery"
      >
        <Group gap="lg">
          <Radio value="shipping" label={t('newOrder.deliveryShip')} data-testid="delivery-shipping" />
          <Radio value="pickup" label={t('newOrder.deliveryPickup')} data-testid="delivery-pickup" />
        </Group>
      </Radio.Group>
      {draft.delivery === 'shipping' ? (
        <>
          {buyer && addresses.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('newOrder.noAddresses')}
            </Text>
          )}
          <Select
            label={t('newOrder.address')}
            data={[
              ...addresses.map((address) => ({ value: address.id, label: address.label })),
              { value: NEW_ADDRESS, label: t('newOrder.newAddress') },
            ]}
            value={choice}
            onChange={(value) => patch({ addressChoice: value })}
            allowDeselect={false}
            error={errors.addressId}
            data-testid="new-order-address"
          />
          {choice === NEW_ADDRESS && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {ADDRESS_FIELDS.map((field) => (
                <TextInput
                  key={field}
                  label={t(`newOrder.${field === 'phoneNumber' ? 'phone' : field}`)}
                  required={field !== 'lastName'}
                  value={draft.address[field]}
                  onChange={(event) => patch({ address: { ...draft.address, [field]: event.currentTarget.value } })}
                  error={errors[`address.${field}`]}
                  leftSection={field === 'phoneNumber' ? <Text size="xs">+60</Text> : undefined}
                  data-testid={`new-order-${field}`}
                />
              ))}
            </SimpleGrid>
          )}
        </>
      ) : (
        <>
          <Select
            label={t('newOrder.branch')}
            data={pickupBranches.map((branch) => ({ value: branch.id, label: branch.name }))}
            value={draft.pickupBranchId ?? pickupBranches[0]?.id ?? null}
            onChange={(value) => patch({ pickupBranchId: value })}
            error={
              errors.pickupBranchId ??
              (branches.isSuccess && !pickupBranches.length ? t('newOrder.noBranch') : undefined)
            }
            data-testid="new-order-branch"
          />
          <Box maw={280}>
            <DateTimeField
              label={t('newOrder.pickupTime')}
              value={draft.pickupLocal}
              minDate={localNow(timeZone).slice(0, 10)}
              onChange={(next) => patch({ pickupLocal: next ?? '' })}
              error={errors.pickupTime}
              data-testid="new-order-pickup-time"
            />
          </Box>
        </>
      )}
    </Stack>
  );
}

type PaymentProps = {
  method: HqPayment;
  onMethod: (method: HqPayment) => void;
  receipt: File | null;
  onReceipt: (file: File | null) => void;
  buyer: HqOrderBuyer | undefined;
  errors: Record<string, string>;
};

/** What HQ received: a transfer with its receipt, cash, or the agent's wallet (its balance shown). */
export function PaymentFields({ method, onMethod, receipt, onReceipt, buyer, errors }: PaymentProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Stack gap="sm">
      <Radio.Group
        value={method}
        onChange={(value) => onMethod(value as HqPayment)}
        aria-label={t('newOrder.payment')}
        error={errors.paymentMethod}
        data-testid="new-order-payment"
      >
        <Stack gap="xs">
          {HQ_PAYMENTS.map((value) => (
            <Radio key={value} value={value} label={t(`newOrder.pay.${value}`)} data-testid={`pay-${value}`} />
          ))}
        </Stack>
      </Radio.Group>
      {method === 'manual' && (
        <FileInput
          label={t('newOrder.receipt')}
          description={t('newOrder.receiptHint')}
          accept="image/jpeg,image/png"
          value={receipt}
          onChange={onReceipt}
          clearable
          required
          error={errors.file}
          data-testid="new-order-receipt"
        />
      )}
      {method === 'wallet' && buyer && (
        <Text size="sm">{t('newOrder.walletBalance', { balance: money(buyer.walletBalance) })}</Text>
      )}
      <Text size="sm" c="dimmed">
        {t(`newOrder.outcome.${method}`)}
      </Text>
    </Stack>
  );
}
