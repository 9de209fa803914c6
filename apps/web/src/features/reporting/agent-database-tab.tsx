import './reporting-texts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AgentDatabaseList } from '../network';

/** The agent database (GET /api/agent-database), as on /agent-database: its own filters (level, status, state, joined). */
export function AgentDatabaseTab() {
  const { t } = useTranslation();
  return (
    <AgentDatabaseList
      header={
        <Text size="sm" c="dimmed">
          {t('reporting.agentDatabase.note')}
        </Text>
      }
    />
  );
}
