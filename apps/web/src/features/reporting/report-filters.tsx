import './reporting-texts';
import { Button, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { DateRangeField, todayIn } from '../../app/date-field';
import { FilterPanel } from '../../ui/list-page/filter-panel';
import { DAY, useUrlFilters } from '../../ui/list-page/url-state';
import { branchesQuery } from '../couriers';
import { AgentFilterSelect } from '../manage-orders';
import { levelsQuery } from '../network';
import { myStatesQuery } from '../reference';
import type { ReportFilters } from './reporting.api';

/** The filters of spec §7 the master report offers; each tab says which of them it reads. */
export type ReportFilterKey = 'level' | 'branch' | 'state' | 'agent';

/** This month so far, in the company's time zone: what the report opens with. */
export function defaultPeriod(timeZone: string | undefined) {
  const today = todayIn(timeZone);
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

/** The report's filters in the address (shared by every tab): the period and the agent a row is about. */
export function useReportFilters() {
  const timeZone = useCurrentUser()?.company.timeZone;
  const [raw, setFilters] = useUrlFilters((text) => ({
    tab: text('tab'),
    from: text('from'),
    to: text('to'),
    levelId: text('levelId'),
    branchId: text('branchId'),
    state: text('state'),
    agentId: text('agentId'),
    // A tab's own: cleared when another tab opens.
    sort: text('sort'),
    status: text('status'),
  }));
  const period =
    raw.from && raw.to && DAY.test(raw.from) && DAY.test(raw.to)
      ? { from: raw.from, to: raw.to }
      : defaultPeriod(timeZone);
  const filters: ReportFilters = {
    ...period,
    levelId: raw.levelId,
    branchId: raw.branchId,
    state: raw.state,
    agentId: raw.agentId,
  };
  return { tab: raw.tab, filters, setFilters };
}

type Props = {
  filters: ReportFilters;
  offered: readonly ReportFilterKey[];
  onChange: (patch: Partial<ReportFilters>) => void;
};

/** Period, level, branch, state and agent (behind a "Filters" button on phones). */
export function ReportFilterBar({ filters, offered, onChange }: Props) {
  const { t } = useTranslation();
  const levels = useQuery({ ...levelsQuery(), enabled: offered.includes('level') });
  const branches = useQuery({ ...branchesQuery(), enabled: offered.includes('branch') });
  const states = useQuery({ ...myStatesQuery(), enabled: offered.includes('state') });
  const has = (key: ReportFilterKey) => offered.includes(key);
  const count = [
    has('level') && filters.levelId,
    has('branch') && filters.branchId,
    has('state') && filters.state,
    has('agent') && filters.agentId,
  ].filter(Boolean).length;
  const clear = () => onChange({ levelId: undefined, branchId: undefined, state: undefined, agentId: undefined });
  return (
    <FilterPanel
      testId="report-filters"
      columns={4}
      count={count}
      lead={
        <DateRangeField
          label={t('reporting.filter.period')}
          value={{ from: filters.from, to: filters.to }}
          onChange={(range) => onChange({ from: range.from, to: range.to })}
          data-testid="report-period"
        />
      }
      footer={
        count > 0 ? (
          <Button variant="subtle" size="xs" onClick={clear} data-testid="report-clear">
            {t('reporting.filter.clear')}
          </Button>
        ) : undefined
      }
    >
      {has('level') && (
        <Select
          label={t('reporting.filter.level')}
          placeholder={t('reporting.filter.all')}
          data={(levels.data ?? []).map((level) => ({ value: level.id, label: level.levelName }))}
          value={filters.levelId ?? null}
          onChange={(value) => onChange({ levelId: value ?? undefined })}
          error={levels.error?.message}
          clearable
          data-testid="report-level"
        />
      )}
      {has('branch') && (
        <Select
          label={t('reporting.filter.branch')}
          placeholder={t('reporting.filter.all')}
          data={(branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }))}
          value={filters.branchId ?? null}
          onChange={(value) => onChange({ branchId: value ?? undefined })}
          error={branches.error?.message}
          clearable
          data-testid="report-branch"
        />
      )}
      {has('state') && (
        <Select
          label={t('reporting.filter.state')}
          placeholder={t('reporting.filter.all')}
          data={(states.data ?? []).map((state) => state.name)}
          value={filters.state ?? null}
          onChange={(value) => onChange({ state: value ?? undefined })}
          error={states.error?.message}
          searchable
          clearable
          data-testid="report-state"
        />
      )}
      {has('agent') && (
        <AgentFilterSelect
          value={filters.agentId}
          onChange={(agentId) => onChange({ agentId })}
          label={t('reporting.filter.agent')}
          nothingFound={t('reporting.filter.noAgent')}
          testId="report-agent"
        />
      )}
    </FilterPanel>
  );
}
