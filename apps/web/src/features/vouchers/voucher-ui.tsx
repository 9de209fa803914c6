import './vouchers-texts';
import { Badge, type BadgeProps, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDateShort, type VoucherView } from '@niaga/shared';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../ui/numbers';

const STATUS_COLOR: Record<VoucherView['status'], string> = { ongoing: 'teal', upcoming: 'blue', expired: 'gray' };

export function VoucherStatusBadge({ status, ...props }: { status: VoucherView['status'] } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" tt="none" data-status={status} miw="max-content" {...props}>
      {t(`vouchers.status.${status}`)}
    </Badge>
  );
}

/** Voucher dates are calendar days: shown as they are, without a time-zone shift. */
export const formatDay = (day: string) => formatDateShort(`${day}T00:00:00Z`, 'UTC');

export function discountLabel(voucher: VoucherView, money: (sen: number) => string): string {
  return voucher.voucherType === 'percentage' ? formatPercent(voucher.voucherDisc) : money(voucher.voucherDisc);
}

/** "12.5% off · free shipping" with the conditions (minimum, first order, package) below. */
export function VoucherBenefit({ voucher, money }: { voucher: VoucherView; money: (sen: number) => string }) {
  const { t } = useTranslation();
  const benefit = [
    voucher.voucherDisc > 0 ? t('vouchers.off', { value: discountLabel(voucher, money) }) : null,
    voucher.freeShipping ? t('vouchers.freeShipping') : null,
  ].filter(Boolean);
  const conditions = [
    voucher.voucherMinPurchase > 0 ? t('vouchers.minShort', { value: money(voucher.voucherMinPurchase) }) : null,
    voucher.firstOrder ? t('vouchers.firstOrderShort') : null,
    voucher.packageName ? t('vouchers.packageShort', { name: voucher.packageName }) : null,
  ].filter(Boolean);
  return (
    <div>
      <Text size="sm" fw={500}>
        {benefit.join(' · ')}
      </Text>
      {conditions.length > 0 && (
        <Text size="xs" c="dimmed">
          {conditions.join(' · ')}
        </Text>
      )}
    </div>
  );
}

/** A search box that tells the list after the user pauses typing. */
export function SearchBox({
  value,
  onSearch,
  label,
}: {
  value?: string;
  onSearch: (q: string) => void;
  label: string;
}) {
  const [text, setText] = useState(value ?? '');
  const [debounced] = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced.trim() !== (value ?? '')) onSearch(debounced.trim());
  }, [debounced, value, onSearch]);
  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      placeholder={label}
      aria-label={label}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      data-testid="voucher-search"
      style={{ flex: 1, minWidth: 200 }}
    />
  );
}

/** "← Back to vouchers" over the page title (and its subtitle). */
/**
 * A voucher's code (monospace) over its name; `truncate` cuts both to the width, `nameMaw` cuts the name alone to
 * that width (the whole name then shows on hover).
 */
export function VoucherCodeName({
  code,
  name,
  truncate,
  nameMaw,
}: {
  code: string;
  name: string;
  truncate?: boolean;
  nameMaw?: number;
}) {
  return (
    <>
      <Text fw={700} size="sm" ff="monospace" truncate={truncate}>
        {code}
      </Text>
      <Text
        size="xs"
        c="dimmed"
        maw={nameMaw}
        truncate={truncate || nameMaw !== undefined}
        title={nameMaw === undefined ? undefined : name}
      >
        {name}
      </Text>
    </>
  );
}
