import './network-texts';
import { Button, Select } from '@mantine/core';
import { AGENT_SORTS, AGENT_STATUSES } from '@niaga/shared';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isHqSide, useCurrentUser } from '../../app/current-user';
import { DateRangeField } from '../../app/date-field';
import { FilterPanel } from '../../ui/list-page/filter-panel';
import { ListSearch } from '../../ui/list-page/list-search';
import { DAY, oneOf, type SortStatus, useUrlFilters, useUrlSort } from '../../ui/list-page/url-state';
import { myStatesQuery } from '../reference';
import { type AgentFilters, levelsQuery } from './network.api';

type Sort = (typeof AGENT_SORTS)[number];
const SORT_COLUMNS = ['name', 'joinedAt', 'ps', 'gs', 'tpgs'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
const day = (value: string | undefined) => (DAY.test(value ?? '') ? value : undefined);
const sortText = (sort: SortStatus) => `${sort.direction === 'desc' ? '-' : ''}${sort.columnAccessor}` as Sort;

/**
 * Filters, sort and page live in the URL, so "back" from an agent's details returns to the same list.
 * A new sort column starts A–Z for the name and highest first for the dates and sales.
 */
export function useAgentFilters() {
  const [filters, setFilters] = useUrlFilters((text) => ({
    q: text('q'),
    levelId: text('levelId'),
    status: oneOf(AGENT_STATUSES, text('status')),
    state: text('state'),
    joinedFrom: day(text('joinedFrom')),
    joinedTo: day(text('joinedTo')),
  }));
  const [sort, setUrlSort] = useUrlSort(SORT_COLUMNS, { columnAccessor: 'joinedAt', direction: 'desc' });
  const setSort = (next: SortStatus) =>
    setUrlSort(
      next.columnAccessor === sort.columnAccessor
        ? next
        : { columnAccessor: next.columnAccessor, direction: next.columnAccessor === 'name' ? 'asc' : 'desc' },
    );
  const query: AgentFilters = { ...filters, sort: sortText(sort) };
  return { filters, setFilters, query, sort, setSort, setUrlSort };
}

export type AgentListState = ReturnType<typeof useAgentFilters>;

export function activeFilterCount(filters: AgentListState['filters']): number {
  return [filters.levelId, filters.status, filters.state, filters.joinedFrom, filters.joinedTo].filter(Boolean).length;
}

/** Search box plus level, status, state and join-date filters (the level list is for HQ and staff only). */
export function AgentFilterBar({ state, actions }: { state: AgentListState; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { filters, setFilters: onChange } = state;
  const user = useCurrentUser();
  const levels = useQuery({ ...levelsQuery(), enabled: isHqSide(user) });
  const states = useQuery(myStatesQuery());
  // An agent (or any 403) does not get the level list: the level filter is hidden, not broken.
  const showLevel = isHqSide(user) && !levels.isError;
  const count = activeFilterCount(filters);
  const clear = () =>
    onChange({ levelId: undefined, status: undefined, state: undefined, joinedFrom: undefined, joinedTo: undefined });

  return (
    <FilterPanel
      testId="agent-filters"
      columns={showLevel ? 4 : 3}
      count={count}
      lead={
        <>
          <ListSearch
            value={filters.q}
            onSearch={(q) => onChange({ q })}
            label={t('network.filter.search')}
            placeholder={t('network.filter.searchPlaceholder')}
            style={{ flex: '1 1 220px' }}
            data-testid="agent-search"
          />
          {actions}
        </>
      }
      footer={
        count > 0 && (
          <Button mt="xs" size="compact-sm" variant="subtle" leftSection={<IconX size={14} />} onClick={clear}>
            {t('network.filter.clear')}
          </Button>
        )
      }
    >
      {showLevel && (
        <Select
          label={t('network.col.level')}
          placeholder={t('network.filter.all')}
          data={(levels.data ?? []).map((level) => ({ value: level.id, label: level.levelName }))}
          value={filters.levelId ?? null}
          onChange={(value) => onChange({ levelId: value ?? undefined })}
          clearable
          data-testid="filter-level"
        />
      )}
      <Select
        label={t('network.col.status')}
        placeholder={t('network.filter.all')}
        data={AGENT_STATUSES.map((status) => ({ value: status, label: t(`network.status.${status}`) }))}
        value={filters.status ?? null}
        onChange={(value) => onChange({ status: oneOf(AGENT_STATUSES, value ?? undefined) })}
        clearable
        data-testid="filter-status"
      />
      <Select
        label={t('network.col.state')}
        placeholder={t('network.filter.all')}
        data={(states.data ?? []).map((state) => state.name)}
        value={filters.state ?? null}
        onChange={(value) => onChange({ state: value ?? undefined })}
        searchable
        clearable
        data-testid="filter-state"
      />
      <DateRangeField
        label={t('network.filter.joined')}
        value={{ from: filters.joinedFrom, to: filters.joinedTo }}
        onChange={({ from, to }) => onChange({ joinedFrom: from, joinedTo: to })}
        data-testid="filter-joined"
      />
    </FilterPanel>
  );
}

/** Sort choice on phones, where there are no column headings. */
export function SortSelect({ state }: { state: AgentListState }) {
  const { t } = useTranslation();
  return (
    <Select
      hiddenFrom="sm"
      aria-label={t('network.sort.label')}
      data={AGENT_SORTS.map((value) => ({ value, label: t(`network.sort.${value.replace('-', 'desc_')}`) }))}
      value={sortText(state.sort)}
      onChange={(value) =>
        value &&
        state.setUrlSort({ columnAccessor: value.replace(/^-/, ''), direction: value.startsWith('-') ? 'desc' : 'asc' })
      }
      allowDeselect={false}
      w={{ base: '100%', xs: 240 }}
      data-testid="agent-sort"
    />
  );
}
