import './orders-texts';
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { OrderView } from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/money';
import { TaxRow, TotalRow } from '../../ui/total-row';
import { lineDetails } from './order-ui';

type Line = OrderView['lines'][number];

/** An order's lines (name, kind, details, SKU, line total); `price` draws the "2 × RM 10" row under each. */
export function OrderLines<L extends Line>({ lines, price }: { lines: L[]; price: (line: L) => ReactNode }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Stack gap="xs" data-testid="order-lines">
      {lines.map((line, index) => (
        <Stack key={line.lineNo} gap="xs">
          {index > 0 && <Divider />}
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {line.name}
              </Text>
              {[line.kind === 'product' ? null : t(`orders.kind.${line.kind}`), ...lineDetails(line), line.sku]
                .filter(Boolean)
                .map((detail) => (
                  <Text key={detail} size="xs" c="dimmed">
                    {detail}
                  </Text>
                ))}
              {price(line)}
            </div>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {money(line.lineTotal)}
            </Text>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

type Amounts = Pick<
  OrderView,
  | 'subtotal'
  | 'discount'
  | 'voucherCode'
  | 'voucherDiscount'
  | 'shipping'
  | 'adminFee'
  | 'tax'
  | 'taxBasisPoints'
  | 'taxIncluded'
  | 'grandTotal'
>;

/**
 * An order's totals down to the grand total; `after` comes under it (points).
 * The buyer sees only the amounts that apply (`allRows` false); HQ and sellers see every row, zeros too.
 */
export function OrderTotals({
  order,
  allRows,
  totalTestId,
  after,
}: {
  order: Amounts;
  allRows: boolean;
  totalTestId: string;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const minus = (value: number) => `− ${money(value)}`;
  const shown = (value: number) => allRows || value > 0;
  return (
    <Stack gap={6} data-testid="order-totals">
      <TotalRow label={t('orders.totals.subtotal')} value={money(order.subtotal)} />
      {shown(order.discount) && <TotalRow label={t('orders.totals.discount')} value={minus(order.discount)} />}
      {shown(order.voucherDiscount) && (
        <TotalRow
          label={
            order.voucherCode ? `${t('orders.totals.voucher')} (${order.voucherCode})` : t('orders.totals.voucher')
          }
          value={minus(order.voucherDiscount)}
        />
      )}
      <TotalRow label={t('orders.totals.shipping')} value={money(order.shipping)} />
      {shown(order.adminFee) && <TotalRow label={t('orders.totals.adminFee')} value={money(order.adminFee)} />}
      {shown(order.tax) && <TaxRow totals={order} value={money(order.tax)} />}
      <Divider />
      <TotalRow strong label={t('orders.totals.grandTotal')} value={money(order.grandTotal)} testId={totalTestId} />
      {after}
    </Stack>
  );
}
