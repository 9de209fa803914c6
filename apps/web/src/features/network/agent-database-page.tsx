import './network-texts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../ui/export-button';
import { PageHeader } from '../../ui/page-header';
import { useAgentFilters } from './agent-filters';
import { AgentListPage } from './agent-list';
import { agentListQuery } from './network.api';

/** /agent-database: HQ and staff see every agent, an agent its downline. */
export function AgentDatabasePage() {
  const { t } = useTranslation();
  return (
    <AgentDatabaseList header={<PageHeader title={t('network.db.title')} subtitle={t('network.db.subtitle')} />} />
  );
}

/** The agent database's list under any header (its page, and the master report's agent database tab). */
export function AgentDatabaseList({ header }: { header: ReactNode }) {
  const state = useAgentFilters();
  const result = useQuery(agentListQuery(state.query));
  const { page: _page, ...filters } = state.query;

  return (
    <AgentListPage
      header={header}
      state={state}
      result={result}
      filterActions={<ExportButton source="agent-database" filters={filters} />}
    />
  );
}
