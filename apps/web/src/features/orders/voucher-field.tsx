import './orders-texts';
import { Badge, Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CartView } from '@niaga/shared';
import { IconTicket } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/money';
import { serverFieldErrors } from './checkout-state';
import { checkVoucher, type VoucherCheck } from './orders.api';

type Props = {
  cart: CartView;
  shipping: number;
  applied: VoucherCheck | null;
  /** The discount of the server's checkout preview, once it has one (it is what the order will get). */
  previewDiscount: number | null;
  onApply: (voucher: VoucherCheck | null) => void;
  /** A message for the applied code from the checkout itself (e.g. it stopped being valid). */
  error?: string;
};

/** A voucher code: Apply asks the server what it gives this cart; the answer or its message shows here. */
export function VoucherField({ cart, shipping, applied, previewDiscount, onApply, error }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const [code, setCode] = useState('');
  const check = useMutation({
    mutationFn: (value: string) => checkVoucher(value, cart, shipping),
    onSuccess: (voucher) => {
      onApply(voucher);
      setCode('');
    },
  });
  const checkError = check.error ? (serverFieldErrors(check.error).voucherCode ?? check.error.message) : undefined;

  if (applied) {
    const discount = previewDiscount ?? applied.discount;
    return (
      <Stack gap={4} data-testid="voucher-applied">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="wrap">
            <Badge size="lg" variant="light" tt="none" leftSection={<IconTicket size={14} />} ff="monospace">
              {applied.voucherCode}
            </Badge>
            <Text size="sm" c="teal" fw={600} data-testid="voucher-discount">
              {discount > 0 ? `− ${money(discount)}` : null}
              {applied.freeShipping && ` ${t('orders.checkout.freeShipping')}`}
            </Text>
          </Group>
          <CloseButton
            aria-label={t('orders.voucher.remove')}
            onClick={() => {
              check.reset();
              onApply(null);
            }}
            data-testid="voucher-remove"
          />
        </Group>
        <Text size="xs" c="dimmed">
          {applied.voucherName}
        </Text>
        {error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    );
  }
  const submit = () => {
    const value = code.trim();
    if (value) check.mutate(value);
  };
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          if (check.error) check.reset();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
        placeholder={t('orders.voucher.placeholder')}
        aria-label={t('orders.voucher.label')}
        error={checkError ?? error}
        leftSection={<IconTicket size={16} />}
        style={{ flex: 1 }}
        maxLength={40}
        data-testid="voucher-code"
      />
      <Button
        variant="light"
        onClick={submit}
        loading={check.isPending}
        disabled={!code.trim()}
        data-testid="voucher-apply"
      >
        {t('orders.voucher.apply')}
      </Button>
    </Group>
  );
}
