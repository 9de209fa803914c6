import './reporting-texts';
import './stock-sales-texts';
import { Stack, Tabs } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '../../app/page-states';
import { PageHeader } from '../../ui/page-header';
import { ReportFilterBar, useReportFilters } from './report-filters';
import { REPORTING_TABS } from './reporting-tabs';

/** /reporting: HQ's master report, one tab per report (spec §7), the period and filters shared by the tabs. */
export function ReportingPage() {
  const { t } = useTranslation();
  const { tab, filters, setFilters } = useReportFilters();
  const current = REPORTING_TABS.find((entry) => entry.value === tab) ?? REPORTING_TABS[0]!;
  // A tab's own sort, page and filters do not carry over to another tab.
  const switchTo = (value: string | null) =>
    setFilters({
      tab: value === REPORTING_TABS[0]!.value ? undefined : (value ?? undefined),
      sort: undefined,
      status: undefined,
    });
  return (
    <Stack gap="lg">
      <PageHeader title={t('reporting.title')} subtitle={t('reporting.subtitle')} />
      <Tabs value={current.value} onChange={switchTo} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }} data-testid="report-tabs">
          {REPORTING_TABS.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value} data-testid={`report-tab-${entry.value}`}>
              {t(entry.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {current.filters.length > 0 && (
        <ReportFilterBar filters={filters} offered={current.filters} onChange={(patch) => setFilters(patch)} />
      )}
      <Suspense fallback={<SkeletonBlock rows={8} />}>
        <current.Content filters={filters} />
      </Suspense>
    </Stack>
  );
}
