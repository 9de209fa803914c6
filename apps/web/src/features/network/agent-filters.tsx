import './network-texts';
import { Button, Collapse, Group, Select, SimpleGrid, TextInput, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AGENT_SORTS, AGENT_STATUSES } from '@niaga/shared';
import { IconArrowDown, IconArrowUp, IconFilter, IconSearch, IconSelector, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isHqSide, useCurrentUser } from '../../app/current-user';
import { DateRangeField } from '../../app/date-field';
import { useSettledSearch } from '../../lib/use-settled-search';
import { myStatesQuery } from '../reference';
import { type AgentFilters, levelsQuery } from './network.api';
import type { AgentStatus } from './network-ui';

type Sort = (typeof AGENT_SORTS)[number];
export type SortField = 'name' | 'joinedAt' | 'ps' | 'gs' | 'tpgs';
const FILTER_KEYS = ['q', 'levelId', 'status', 'state', 'joinedFrom', 'joinedTo'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Filters, sort and page live in the URL, so "back" from an agent's details returns to the same list. */
export function useAgentFilters(): [AgentFilters, (patch: Partial<AgentFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const status = text('status');
  const sort = text('sort');
  const page = Number(params.get('page') ?? '1');
  const filters: AgentFilters = {
    q: text('q'),
    levelId: text('levelId'),
    status: (AGENT_STATUSES as readonly string[]).includes(status ?? '') ? (status as AgentStatus) : undefined,
    state: text('state'),
    joinedFrom: DATE.test(text('joinedFrom') ?? '') ? text('joinedFrom') : undefined,
    joinedTo: DATE.test(text('joinedTo') ?? '') ? text('joinedTo') : undefined,
    sort: (AGENT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : '-joinedAt',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const update = (patch: Partial<AgentFilters>) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '' || value === null) next.delete(key);
          else next.set(key, String(value));
        }
        // Any change but the page itself starts again at page 1.
        if (!('page' in patch)) next.delete('page');
        if (next.get('page') === '1') next.delete('page');
        if (next.get('sort') === '-joinedAt') next.delete('sort');
        return next;
      },
      { replace: true },
    );
  };
  return [filters, update];
}

export function activeFilterCount(filters: AgentFilters): number {
  return FILTER_KEYS.filter((key) => key !== 'q' && filters[key]).length;
}

/** Search box plus level, status, state and join-date filters (the level list is for HQ and staff only). */
export function AgentFilterBar({
  filters,
  onChange,
  actions,
}: {
  filters: AgentFilters;
  onChange: (patch: Partial<AgentFilters>) => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  const levels = useQuery({ ...levelsQuery(), enabled: isHqSide(user) });
  const states = useQuery(myStatesQuery());
  // An agent (or any 403) does not get the level list: the level filter is hidden, not broken.
  const showLevel = isHqSide(user) && !levels.isError;
  const [search, setSearch] = useSettledSearch(filters.q, (q) => onChange({ q }));
  const count = activeFilterCount(filters);
  const [opened, setOpened] = useState(count > 0);
  const showFilters = opened || !!wide;

  return (
    <div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 220px' }}
          leftSection={<IconSearch size={16} />}
          placeholder={t('network.filter.searchPlaceholder')}
          aria-label={t('network.filter.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-testid="agent-search"
        />
        <Button
          hiddenFrom="md"
          variant={count > 0 ? 'light' : 'default'}
          leftSection={<IconFilter size={16} />}
          onClick={() => setOpened((value) => !value)}
          aria-expanded={showFilters}
        >
          {count > 0 ? t('network.filter.toggleCount', { count }) : t('network.filter.toggle')}
        </Button>
        {actions}
      </Group>
      <Collapse expanded={showFilters}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: showLevel ? 4 : 3 }} spacing="sm" mt="sm" data-testid="agent-filters">
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
            onChange={(value) => onChange({ status: (value as AgentStatus | null) ?? undefined })}
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
        </SimpleGrid>
        {count > 0 && (
          <Button
            mt="xs"
            size="compact-sm"
            variant="subtle"
            leftSection={<IconX size={14} />}
            onClick={() =>
              onChange({
                levelId: undefined,
                status: undefined,
                state: undefined,
                joinedFrom: undefined,
                joinedTo: undefined,
              })
            }
          >
            {t('network.filter.clear')}
          </Button>
        )}
      </Collapse>
    </div>
  );
}

/** A sortable column heading: click toggles ascending / descending; aria-sort tells screen readers. */
export function SortHeader({
  field,
  sort,
  onSort,
  children,
}: {
  field: SortField;
  sort: string | undefined;
  onSort: (sort: Sort) => void;
  children: ReactNode;
}) {
  const current = sort === field ? 'asc' : sort === `-${field}` ? 'desc' : null;
  const Icon = current === 'asc' ? IconArrowUp : current === 'desc' ? IconArrowDown : IconSelector;
  const next: Sort = current === 'asc' ? (`-${field}` as Sort) : (field as Sort);
  return (
    <UnstyledButton
      onClick={() => onSort(current === null && field !== 'name' ? (`-${field}` as Sort) : next)}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        font: 'inherit',
        color: 'inherit',
        whiteSpace: 'nowrap',
      }}
      data-sort={field}
    >
      {children}
      <Icon size={14} stroke={1.6} />
    </UnstyledButton>
  );
}

export function sortState(sort: string | undefined, field: SortField): 'ascending' | 'descending' | 'none' {
  if (sort === field) return 'ascending';
  if (sort === `-${field}`) return 'descending';
  return 'none';
}

/** Sort choice on phones, where there are no column headings. */
export function SortSelect({ sort, onSort }: { sort: string | undefined; onSort: (sort: Sort) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('network.sort.label')}
      data={AGENT_SORTS.map((value) => ({ value, label: t(`network.sort.${value.replace('-', 'desc_')}`) }))}
      value={sort ?? '-joinedAt'}
      onChange={(value) => value && onSort(value as Sort)}
      allowDeselect={false}
      w={{ base: '100%', xs: 240 }}
      data-testid="agent-sort"
    />
  );
}
