import './network-texts';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header';
import { useAgentFilters } from './agent-filters';
import { AgentListPage } from './agent-list';
import { agentListQuery, downloadAgentExport } from './network.api';

/** /agent-database: HQ and staff see every agent, an agent its downline. */
export function AgentDatabasePage() {
  const { t } = useTranslation();
  return (
    <AgentDatabaseList header={<PageHeader title={t('network.db.title')} subtitle={t('network.db.subtitle')} />} />
  );
}

/** The agent database's list under any header (its page, and the master report's agent database tab). */
export function AgentDatabaseList({ header }: { header: ReactNode }) {
  const { t } = useTranslation();
  const state = useAgentFilters();
  const result = useQuery(agentListQuery(state.query));
  const exporting = useMutation({
    mutationFn: () => downloadAgentExport(state.query),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('network.db.exportFailed'), message: error.message }),
  });

  return (
    <AgentListPage
      header={header}
      state={state}
      result={result}
      filterActions={
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          onClick={() => exporting.mutate()}
          loading={exporting.isPending}
          data-testid="agent-export"
        >
          {t('network.db.export')}
        </Button>
      }
    />
  );
}
