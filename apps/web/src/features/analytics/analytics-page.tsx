import './analytics-texts';
import { SimpleGrid, Stack } from '@mantine/core';
import { previousPeriod } from '@niaga/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header';
import { BreakdownSection } from './breakdown-section';
import { PeriodPicker, useAnalyticsPeriod } from './period-picker';
import { SalesSection } from './sales-section';

/** /analytics (spec §7): sales over time, by category, product, state and age band, each against the period before. */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const { period, preset, today, group, set } = useAnalyticsPeriod();
  const [top, setTop] = useState(10);
  return (
    <Stack gap="lg">
      <PageHeader title={t('analytics.title')} subtitle={t('analytics.subtitle')} />
      <PeriodPicker
        period={period}
        preset={preset}
        today={today}
        previous={previousPeriod(period)}
        onChange={(next) => set(next)}
      />
      <SalesSection
        period={period}
        group={group}
        onGroup={(next) => set({ group: next === 'day' ? undefined : next })}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <BreakdownSection name="category" period={period} />
        <BreakdownSection name="age" period={period} />
      </SimpleGrid>
      <BreakdownSection name="product" period={period} top={top} onTop={setTop} horizontal />
      <BreakdownSection name="state" period={period} horizontal />
    </Stack>
  );
}
