import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SettlementPaymentRow } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, todayIn } from '../../app/date-field';
import { ApiError } from '../../lib/api-error';
import { useMoney } from '../../ui/money';
import { recordSettlement, refreshSettlement } from './settlement.api';

type Props = { payments: SettlementPaymentRow[]; opened: boolean; onClose: () => void; onDone: () => void };

/** HQ records what the bank credited for the ticked payments (one transaction on the server). */
export function RecordSettlementModal({ payments, opened, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const net = payments.reduce((sum, payment) => sum + payment.net, 0);
  const [settledOn, setSettledOn] = useState<string | null>(todayIn());
  const [bankReference, setBankReference] = useState('');
  const [amount, setAmount] = useState<number | string>(net / 100);
  useEffect(() => {
    if (opened) setAmount(net / 100);
  }, [opened, net]);
  const save = useMutation({
    mutationFn: () =>
      recordSettlement({
        settledOn: settledOn ?? '',
        bankReference,
        amount: Math.round(Number(amount) * 100),
        paymentIds: payments.map((payment) => payment.id),
      }),
    onSuccess: ({ message }) => {
      notifications.show({ color: 'teal', message });
      void refreshSettlement(queryClient);
      onDone();
    },
  });
  const fieldError = (key: string) => (save.error instanceof ApiError ? save.error.fieldErrors[key] : undefined);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('settlement.recordTitle')}
      centered
      data-testid="record-settlement"
    >
      <Stack gap="sm">
        <Text size="sm">{t('settlement.recordHint', { count: payments.length, net: money(net) })}</Text>
        <DateField
          label={t('settlement.settledOn')}
          value={settledOn}
          onChange={setSettledOn}
          required
          error={fieldError('settledOn')}
          data-testid="settled-on"
        />
        <TextInput
          label={t('settlement.bankReference')}
          value={bankReference}
          onChange={(event) => setBankReference(event.currentTarget.value)}
          required
          maxLength={100}
          error={fieldError('bankReference')}
          data-testid="bank-reference"
        />
        <NumberInput
          label={t('settlement.amount')}
          value={amount}
          onChange={setAmount}
          min={0}
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator=","
          required
          error={fieldError('amount')}
          data-testid="settlement-amount"
        />
        {save.error && (
          <Text c="red" size="sm" data-testid="record-error">
            {fieldError('paymentIds') ?? save.error.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('settlement.cancel')}
          </Button>
          <Button
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={!settledOn || !bankReference.trim()}
            data-testid="record-save"
          >
            {t('settlement.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
