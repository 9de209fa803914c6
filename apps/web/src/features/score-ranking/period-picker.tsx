import { Chip, Group, Stack, Text } from '@mantine/core';
import { RANKING_PERIODS, type RankingPeriod } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { MonthSelect, useMonthLabel } from '../commission';

type Props = {
  period: RankingPeriod;
  from: string;
  to: string;
  onChange: (patch: { period?: RankingPeriod; from?: string; to?: string }) => void;
};

/** This month, last month, this quarter, this year or custom months (from – to), and the months it covers. */
export function PeriodPicker({ period, from, to, onChange }: Props) {
  const { t } = useTranslation();
  const monthLabel = useMonthLabel();
  return (
    <Stack gap="xs">
      <Chip.Group multiple={false} value={period} onChange={(next) => onChange({ period: next as RankingPeriod })}>
        <Group gap="xs" role="radiogroup" aria-label={t('scoreRanking.period')} data-testid="ranking-period">
          {RANKING_PERIODS.map((value) => (
            <Chip key={value} value={value} size="sm" data-period={value}>
              {t(`scoreRanking.period.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {period === 'custom' ? (
        <Group gap="sm" align="flex-end">
          <MonthSelect
            label={t('scoreRanking.from')}
            value={from}
            onChange={(month) => month && onChange({ from: month, ...(month > to && { to: month }) })}
            testId="ranking-from"
          />
          <MonthSelect
            label={t('scoreRanking.to')}
            value={to}
            onChange={(month) => month && onChange({ to: month, ...(month < from && { from: month }) })}
            testId="ranking-to"
          />
        </Group>
      ) : (
        <Text size="sm" c="dimmed" data-testid="ranking-months">
          {from === to ? monthLabel(from) : t('scoreRanking.months', { from: monthLabel(from), to: monthLabel(to) })}
        </Text>
      )}
    </Stack>
  );
}
