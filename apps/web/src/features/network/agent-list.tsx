import './network-texts';
import type { AgentRow } from '@niaga/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage } from '../../ui/list-page/list-page';
import { type AgentActions, AgentCard, detailsPath, useAgentColumns } from './agent-columns';
import { AgentFilterBar, type AgentListState, activeFilterCount, SortSelect } from './agent-filters';
import type { AgentPage } from './network.api';

type Props = {
  header: ReactNode;
  state: AgentListState;
  result: UseQueryResult<AgentPage>;
  /** Buttons next to the search (the export). */
  filterActions?: ReactNode;
  actions?: AgentActions;
  children?: ReactNode;
};

/** An agent list page: filters, sort (headings on wide screens, a picker on phones), table or cards, pages. */
export function AgentListPage({ header, state, result, filterActions, actions, children }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useAgentColumns(actions);
  const filtered = activeFilterCount(state.filters) > 0 || !!state.filters.q;
  return (
    <ListPage
      header={header}
      filters={
        <>
          <AgentFilterBar state={state} actions={filterActions} />
          <SortSelect state={state} />
        </>
      }
      result={result}
      onPage={(page) => state.setFilters({ page })}
      empty={{ title: t('network.db.empty'), description: t('network.db.emptyHint') }}
      noMatch={filtered ? { title: t('network.db.noMatch'), description: t('network.db.noMatchHint') } : undefined}
      table={{
        columns,
        testId: 'agent-table',
        minWidth: actions ? 760 : 960,
        rowAttributes: (agent: AgentRow) => ({ 'data-agent': agent.name }),
        onRowClick: (agent) => navigate(detailsPath(agent.id)),
        sort: { status: state.sort, onChange: state.setSort },
      }}
      card={(agent) => <AgentCard agent={agent} actions={actions} />}
      cardsTestId="agent-cards"
      tableFrom="sm"
      rangeTestId="agent-range"
    >
      {children}
    </ListPage>
  );
}
