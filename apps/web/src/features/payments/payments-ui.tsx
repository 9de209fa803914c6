import './payments-texts';
import { Badge, Text } from '@mantine/core';
import { formatMoney, TOP_UP_LIMITS, topUpInput, type WalletEntryView } from '@niaga/shared';
import { useTranslation } from 'react-i18next';

const KIND_COLOR: Record<WalletEntryView['kind'], string> = {
  topup: 'teal',
  payment: 'blue',
  refund: 'violet',
  adjustment: 'gray',
};

export function KindBadge({ kind }: { kind: WalletEntryView['kind'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={KIND_COLOR[kind]} variant="light" tt="none" size="sm" miw="max-content" data-kind={kind}>
      {t(`payments.kind.${kind}`)}
    </Badge>
  );
}

/** A signed ledger amount: green with + for money in, plain with − for money out. */
export function SignedAmount({ sen, money }: { sen: number; money: (sen: number) => string }) {
  return (
    <Text size="sm" fw={600} c={sen >= 0 ? 'teal' : undefined} style={{ whiteSpace: 'nowrap' }} data-col="amount">
      {sen >= 0 ? '+' : '−'}
      {money(Math.abs(sen)).replace(/^-/, '')}
    </Text>
  );
}

/** The top-up limits in the company's currency, for hints and messages. */
export function useTopUpLimits(currency: 'MYR' | 'IDR' = 'MYR') {
  return { min: formatMoney(TOP_UP_LIMITS.min, currency), max: formatMoney(TOP_UP_LIMITS.max, currency) };
}

/** The shared rule of a top-up amount: null when fine, else the message key. */
export function topUpAmountProblem(sen: number | null): string | null {
  if (sen === null) return 'validation.number';
  const checked = topUpInput.shape.amount.safeParse(sen);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'validation.invalid');
}
