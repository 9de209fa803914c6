import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OrderView, PayOrderInput } from '@niaga/shared';
import { IconCreditCard } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { useMoney } from '../../ui/money';
import { orderApi, type PayType, paymentMethodsQuery, refreshOrders } from './orders.api';

/**
 * Paying an unpaid order another way: online (to the gateway page) or from the wallet at once. After a failed
 * gateway payment this is where the buyer retries (spec: "retry via checkout").
 */
export function PayAgain({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const methods = useQuery(paymentMethodsQuery()).data;
  const [choice, setChoice] = useState<Required<PayOrderInput>>({ paymentMethod: 'online', payType: 'fpx' });
  const wallet = methods?.find((option) => option.method === 'wallet');
  // The methods of the company's gateway; the first one until the buyer picks another.
  const payTypes = (methods?.find((option) => option.method === 'online')?.payTypes ?? []) as PayType[];
  const payType = payTypes.includes(choice.payType) ? choice.payType : (payTypes[0] ?? choice.payType);
  const pay = useMutation({
    mutationFn: () => orderApi.pay(order.id, { ...choice, payType }),
    onSuccess: ({ data, message }) => {
      if (data.payment) {
        window.location.assign(data.payment.redirectUrl);
        return;
      }
      notifications.show({ color: 'teal', message });
      refreshOrders(queryClient, data.order);
    },
  });
  return (
    <Stack gap="xs" data-testid="pay-again">
      <Text fw={600} size="sm">
        {t('orders.payAgain.title')}
      </Text>
      <SegmentedControl
        value={choice.paymentMethod}
        onChange={(value) => setChoice({ ...choice, paymentMethod: value as 'online' | 'wallet' })}
        data={[
          { value: 'online', label: t('orders.payment.method.online') },
          { value: 'wallet', label: t('orders.payment.method.wallet') },
        ]}
      />
      {choice.paymentMethod === 'online' ? (
        <SegmentedControl
          size="xs"
          value={payType}
          onChange={(value) => setChoice({ ...choice, payType: value as PayType })}
          data={payTypes.map((value) => ({ value, label: t(`orders.payment.payType.${value}`) }))}
        />
      ) : (
        wallet?.balance !== null &&
        wallet?.balance !== undefined && (
          <Text size="sm" c="dimmed">
            {t('orders.payment.balance', { balance: money(wallet.balance) })}
          </Text>
        )
      )}
      <ErrorAlert error={pay.error} />
      <Group>
        <Button
          leftSection={<IconCreditCard size={16} />}
          loading={pay.isPending}
          onClick={() => pay.mutate()}
          data-testid="pay-again-submit"
        >
          {t('orders.payAgain.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
