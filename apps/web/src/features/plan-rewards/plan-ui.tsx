import './plan-rewards-texts';
import { Alert, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { type CommissionRank, type Currency, formatMoney, type PlanLevel } from '@niaga/shared';
import { IconEye } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, SkeletonBlock } from '../../app/page-states';

/** Sen in the plan's currency. */
export const planMoney = (currency: Currency) => (sen: number) => formatMoney(Math.round(sen), currency);

/** A rank threshold as the company counts it (its MOQ setting): "1,500 units", or money. */
export function useRankFigure(currency: Currency, basis: 'unit' | 'amount') {
  const { t } = useTranslation();
  const m = planMoney(currency);
  return (value: number) => (basis === 'unit' ? t('plan.units', { units: value.toLocaleString('en-US') }) : m(value));
}

/** A target with what the agent has this month: "RM 600.00 / RM 500.00" over a bar; without `have`, the target alone. */
export function TargetRow({
  label,
  have,
  need,
  format,
  testId,
}: {
  label: string;
  have: number | null;
  need: number;
  format: (value: number) => string;
  testId?: string;
}) {
  const met = have !== null && have >= need;
  const percent = have === null ? 0 : need <= 0 ? 100 : Math.min(100, (have / need) * 100);
  return (
    <div data-testid={testId} data-met={have === null ? undefined : met}>
      <Group justify="space-between" gap="xs" wrap="nowrap" mb={have === null ? 0 : 4}>
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600} c={met ? 'teal' : undefined} ta="right">
          {have === null ? format(need) : `${format(have)} / ${format(need)}`}
        </Text>
      </Group>
      {have !== null && <Progress value={percent} color={met ? 'teal' : 'grape'} radius="xl" aria-label={label} />}
    </div>
  );
}

/** A small label over a value; long labels wrap (the plan's labels are long in Malay and Indonesian). */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** A plan page while its query loads (the header over a skeleton) or failed (the error with a retry). */
export function LoadState({ header, query }: { header: ReactNode; query: UseQueryResult<unknown> }) {
  return (
    <Stack gap="lg">
      {header}
      {query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => query.refetch()} />
      ) : (
        <SkeletonBlock rows={8} />
      )}
    </Stack>
  );
}

/** HQ and staff see the agents' plan: say so. */
export function PreviewNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" icon={<IconEye size={18} />} data-testid="plan-preview">
      {t('plan.preview')}
    </Alert>
  );
}

/** The eight benefits of a rank that HQ filled in. */
export const benefitsOf = (rank: CommissionRank) =>
  ([1, 2, 3, 4, 5, 6, 7, 8] as const).map((n) => rank[`benefit_${n}`]).filter((text): text is string => !!text);

/** One level: its minimum orders, monthly targets and commissions, as the level set-up has them. */
export function LevelFacts({ level, currency }: { level: PlanLevel; currency: Currency }) {
  const { t } = useTranslation();
  const m = planMoney(currency);
  const both = (units: number, amount: number) => {
    if (units > 0 && amount > 0) return t('plan.unitsOrAmount', { units, amount: m(amount) });
    if (units > 0) return t('plan.units', { units });
    return amount > 0 ? m(amount) : '—';
  };
  return (
    <SimpleGrid cols={2} spacing="xs">
      <Fact label={t('plan.firstOrder')} value={both(level.momFirstOrderUnit, level.momFirstOrderAmount)} />
      <Fact label={t('plan.minimumOrder')} value={both(level.momUnit, level.momAmount)} />
      <Fact label={t('plan.monthlyPs')} value={both(level.psUnit, level.psAmount)} />
      <Fact label={t('plan.monthlyTpgs')} value={both(level.tpgsUnit, level.tpgsAmount)} />
      <Fact label={t('plan.introducerComm')} value={m(level.introducerComm)} />
      <Fact label={t('plan.overridingComm')} value={m(level.overridingComm)} />
      <Fact label={t('plan.recruitComm')} value={m(level.recruitComm)} />
      <Fact label={t('plan.helperLeadership')} value={`${level.helperPercen}% · ${level.leadership}%`} />
    </SimpleGrid>
  );
}
