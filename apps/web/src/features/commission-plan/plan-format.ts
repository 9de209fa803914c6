import type { PlanChange } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/money';

/** Basis points as the percentage HQ types (550 → 5.5). */
export const percentOf = (basisPoints: number) => basisPoints / 100;
export const toBasisPoints = (percent: number) => Math.round(percent * 100);

const PERCENT_FIELDS = new Set([
  'commissionBasisPoints',
  'personalLevelBasisPoints',
  'helperBasisPoints',
  'leadershipBasisPoints',
]);
const THRESHOLD_FIELDS = new Set(['personalSales', 'totalPersonalGroupSales', 'sideGroupSales']);

/** "YYYY-MM" → "March 2026" in the user's language. */
export function useMonthName() {
  const { i18n } = useTranslation();
  return (month: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
}

/** One line of a change summary: "Silver · Performance %: 5% → 8%". */
export function useChangeText(rankBasis: 'unit' | 'amount') {
  const { t } = useTranslation();
  const money = useMoney();
  const value = (field: string, raw: PlanChange['from']) => {
    if (raw === null) return '—';
    if (typeof raw === 'boolean') return raw ? t('commissionPlan.yes') : t('commissionPlan.no');
    if (PERCENT_FIELDS.has(field)) return `${percentOf(Number(raw))}%`;
    if (THRESHOLD_FIELDS.has(field)) return rankBasis === 'unit' ? String(raw) : money(Number(raw));
    if (field === 'commissionOff')
      return raw === ''
        ? t('commissionPlan.noneOff')
        : String(raw)
            .split(',')
            .map((type) => t(`payouts.type.${type}`))
            .join(', ');
    if (field === 'rankBasis') return t(`commissionPlan.basis.${raw}`);
    return typeof raw === 'number' ? money(raw) : String(raw);
  };
  return (change: PlanChange) => {
    const what = [change.name, t(`commissionPlan.field.${change.field}`)].filter(Boolean).join(' · ');
    if (change.field === 'added' || change.field === 'removed')
      return `${t(`commissionPlan.kind.${change.kind}`)} ${what}`;
    return `${what}: ${value(change.field, change.from)} → ${value(change.field, change.to)}`;
  };
}
