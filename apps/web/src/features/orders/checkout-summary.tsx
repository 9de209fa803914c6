import './orders-texts';
import { Alert, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { CartView, OrderTotals } from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/money';
import { TaxRow, TotalRow } from '../../ui/total-row';
import { lineDetails, useSellerName } from './order-ui';

type Props = {
  cart: CartView;
  /** The server's totals for the choices so far; null until delivery is chosen. */
  totals: OrderTotals | null;
  loading: boolean;
  error: string | null;
  children: ReactNode;
};

/** The order summary: lines, then subtotal − discount − voucher + shipping + admin fee + tax = grand total. */
export function CheckoutSummary({ cart, totals, loading, error, children }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const sellerName = useSellerName();
  const minus = (value: number) => `− ${money(value)}`;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="checkout-summary">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('orders.checkout.summary')}
          </Title>
          {loading && <Loader size="xs" aria-label={t('common.loading')} />}
        </Group>
        <Text size="xs" c="dimmed">
          {t('orders.soldBy', { seller: sellerName(cart.seller) })}
        </Text>
        <Stack gap={6}>
          {cart.lines.map((line) => (
            <Group key={line.id} justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" lineClamp={2}>
                  {line.quantity} × {line.name}
                </Text>
                {lineDetails(line).map((detail) => (
                  <Text key={detail} size="xs" c="dimmed" lineClamp={1}>
                    {detail}
                  </Text>
                ))}
              </div>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {money(line.lineTotal)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Divider />
        <TotalRow label={t('orders.totals.subtotal')} value={money(totals?.subtotal ?? cart.subtotal)} />
        {(totals?.discount ?? cart.discount) > 0 && (
          <TotalRow label={t('orders.totals.discount')} value={minus(totals?.discount ?? cart.discount)} />
        )}
        {totals ? (
          <>
            {totals.voucherDiscount > 0 && (
              <TotalRow label={t('orders.totals.voucher')} value={minus(totals.voucherDiscount)} testId="sum-voucher" />
            )}
            <TotalRow label={t('orders.totals.shipping')} value={money(totals.shipping)} testId="sum-shipping" />
            {totals.adminFee > 0 && (
              <TotalRow label={t('orders.totals.adminFee')} value={money(totals.adminFee)} testId="sum-admin-fee" />
            )}
            {totals.tax > 0 && <TaxRow totals={totals} value={money(totals.tax)} />}
            <Divider />
            <TotalRow
              strong
              label={t('orders.totals.grandTotal')}
              value={money(totals.grandTotal)}
              testId="sum-grand-total"
            />
            {totals.pointEarned > 0 && (
              <Text size="xs" c="dimmed" data-testid="sum-points">
                {t('orders.totals.pointsToEarn', { count: totals.pointEarned })}
              </Text>
            )}
          </>
        ) : (
          !error && (
            <Text size="xs" c="dimmed" data-testid="sum-pending">
              {t('orders.checkout.totalsPending')}
            </Text>
          )
        )}
        {error && (
          <Alert color="red" variant="light" data-testid="summary-error">
            {error}
          </Alert>
        )}
        {children}
      </Stack>
    </Card>
  );
}
