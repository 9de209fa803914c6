import '../orders/orders-texts';
import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { PaymentMethodReport } from '@niaga/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../app/page-states';
import { useMoney } from '../../ui/money';

/** Counted sales by payment method: one line each (orders, total) and the total; fits a phone as it is. */
export function PaymentMethodTable({ result }: { result: UseQueryResult<PaymentMethodReport> }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (result.isError) return <ErrorState message={result.error.message} onRetry={() => result.refetch()} />;
  const data = result.data;
  return (
    <Card withBorder radius="md" p="sm" data-testid="payment-methods">
      <Text fw={600} size="sm" mb="xs">
        {t('reporting.transaction.byMethod')}
      </Text>
      {!data ? (
        <Skeleton height={60} />
      ) : data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reporting.transaction.noSales')}
        </Text>
      ) : (
        <Stack gap={6}>
          {[...data.items, { paymentMethod: 'total' as const, ...data.total }].map((row) => (
            <Group
              key={row.paymentMethod ?? 'none'}
              justify="space-between"
              wrap="nowrap"
              data-method={row.paymentMethod ?? 'none'}
            >
              <Text size="sm" fw={row.paymentMethod === 'total' ? 700 : 400} truncate>
                {row.paymentMethod === 'total'
                  ? t('reporting.total')
                  : row.paymentMethod
                    ? t(`orders.payment.method.${row.paymentMethod}`)
                    : t('reporting.transaction.noMethod')}
              </Text>
              <Group gap="md" wrap="nowrap">
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('reporting.stat.ordersCount', { count: row.orders })}
                </Text>
                <Text size="sm" fw={600} miw={110} ta="right">
                  {money(row.grandTotal)}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
