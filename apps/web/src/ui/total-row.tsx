import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One line of a totals box: label left, amount right; `strong` for the grand total. */
export function TotalRow({
  label,
  value,
  strong,
  testId,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The tax line of a totals box with its rate: tax added on top, or the part of the prices that is tax when they
 * include it (then the grand total does not add it again).
 */
export function TaxRow({ totals, value }: { totals: { taxBasisPoints: number; taxIncluded: boolean }; value: string }) {
  const { t } = useTranslation();
  const rate = totals.taxBasisPoints / 100;
  return (
    <TotalRow
      label={t(totals.taxIncluded ? 'orders.totals.taxIncluded' : 'orders.totals.tax', { rate })}
      value={value}
      testId="sum-tax"
    />
  );
}
