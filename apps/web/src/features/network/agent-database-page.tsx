import './network-texts';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AgentFilterBar, useAgentFilters } from './agent-filters';
import { AgentList } from './agent-list';
import { agentListQuery, downloadAgentExport } from './network.api';

/** /agent-database: HQ and staff see every agent, an agent its downline. */
export function AgentDatabasePage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useAgentFilters();
  const result = useQuery(agentListQuery(filters));
  const exporting = useMutation({
    mutationFn: () => downloadAgentExport(filters),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('network.db.exportFailed'), message: error.message }),
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('network.db.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('network.db.subtitle')}
        </Text>
      </div>
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <AgentFilterBar
            filters={filters}
            onChange={setFilters}
            actions={
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
          <AgentList result={result} filters={filters} onChange={setFilters} />
        </Stack>
      </Card>
    </Stack>
  );
}
