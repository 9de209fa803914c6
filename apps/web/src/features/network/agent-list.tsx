import './network-texts';
import { Box, Stack } from '@mantine/core';
import type { AgentRow } from '@niaga/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { ListFooter } from '../../ui/list-page/paging';
import { activeFilterCount, SortSelect } from './agent-filters';
import { AgentCards, AgentTable } from './agent-table';
import type { AgentFilters, AgentPage } from './network.api';

/** Loading, error, empty, table (desktop) or cards (phone), and pagination of an agent list. */
export function AgentList({
  result,
  filters,
  onChange,
  actions,
}: {
  result: UseQueryResult<AgentPage>;
  filters: AgentFilters;
  onChange: (patch: Partial<AgentFilters>) => void;
  actions?: (agent: AgentRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, error, isPending, refetch, isPlaceholderData } = result;
  if (isPending) return <SkeletonBlock rows={8} />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  if (!data) return null;
  const filtered = activeFilterCount(filters) > 0 || !!filters.q;
  if (data.items.length === 0) {
    return (
      <EmptyList
        title={filtered ? t('network.db.noMatch') : t('network.db.empty')}
        description={filtered ? t('network.db.noMatchHint') : t('network.db.emptyHint')}
      />
    );
  }
  const onSort = (sort: NonNullable<AgentFilters['sort']>) => onChange({ sort });
  return (
    <Stack gap="sm" style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Box hiddenFrom="sm">
        <SortSelect sort={filters.sort} onSort={onSort} />
      </Box>
      <Box visibleFrom="sm">
        <AgentTable items={data.items} sort={filters.sort} onSort={onSort} actions={actions} />
      </Box>
      <Box hiddenFrom="sm">
        <AgentCards items={data.items} actions={actions} />
      </Box>
      <ListFooter testId="agent-range" data={data} onPage={(page) => onChange({ page })} />
    </Stack>
  );
}
