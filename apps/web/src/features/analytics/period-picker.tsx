import { Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { DateRangeField, todayIn } from '../../app/date-field';
import { DAY, useUrlFilters } from '../../ui/list-page/url-state';
import type { AnalyticsPeriod } from './analytics.api';
import { PRESETS, type Preset, presetPeriod } from './period-presets';

/** The period in the address (default: the last 30 days) and the chosen sales grouping. */
export function useAnalyticsPeriod() {
  const today = todayIn(useCurrentUser()?.company.timeZone);
  const [raw, set] = useUrlFilters((text) => ({ from: text('from'), to: text('to'), group: text('group') }));
  const period: AnalyticsPeriod =
    raw.from && raw.to && DAY.test(raw.from) && DAY.test(raw.to) && raw.from <= raw.to
      ? { from: raw.from, to: raw.to }
      : presetPeriod('30d', today);
  const preset = PRESETS.find((name) => {
    const candidate = presetPeriod(name, today);
    return candidate.from === period.from && candidate.to === period.to;
  });
  const group = raw.group === 'week' || raw.group === 'month' ? raw.group : 'day';
  return { period, preset, today, group, set } as const;
}

type Props = {
  period: AnalyticsPeriod;
  preset: Preset | undefined;
  today: string;
  previous: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
};

/** Presets, any range of days, and the period it is compared with. */
export function PeriodPicker({ period, preset, today, previous, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (value: string) => format.format(new Date(`${value}T00:00:00Z`));
  return (
    <Group align="end" gap="md" wrap="wrap">
      <SegmentedControl
        value={preset ?? ''}
        onChange={(value) => onChange(presetPeriod(value as Preset, today))}
        data={PRESETS.map((name) => ({ value: name, label: t(`analytics.preset.${name}`) }))}
        data-testid="analytics-presets"
        style={{ maxWidth: '100%', overflowX: 'auto' }}
      />
      <DateRangeField
        label={t('analytics.period')}
        value={period}
        onChange={(range) => range.from && range.to && onChange({ from: range.from, to: range.to })}
        data-testid="analytics-period"
      />
      <Text size="sm" c="dimmed" data-testid="analytics-compared">
        {t('analytics.comparedWith', { from: day(previous.from), to: day(previous.to) })}
      </Text>
    </Group>
  );
}
