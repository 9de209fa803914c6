import './dashboard-texts';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateLong, toLanguage } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentUserQuery, isHqSide } from '../../app/current-user';
import { PageLoader } from '../../app/page-loader';
import { AgentDashboard } from './agent-dashboard';
import { HqDashboard } from './hq-dashboard';

/** /, /home: the greeting, then the role's widgets (spec §2): an agent's figures, or HQ's and staff's company view. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { data: user } = useQuery(currentUserQuery());
  if (!user) return <PageLoader />;

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap={6}>
          <Text size="sm" c="dimmed" data-testid="dashboard-date">
            {formatDateLong(new Date(), toLanguage(i18n.language), user.company.timeZone)}
          </Text>
          <Title order={1} size="h2" data-testid="dashboard-greeting">
            {t('dashboard.greeting', { name: user.name })}
          </Title>
          <Group gap="xs">
            <Badge variant="light" data-testid="dashboard-role">
              {t(`role.${user.role}`)}
            </Badge>
            {user.level && (
              <Badge variant="outline" data-testid="dashboard-level">
                {user.level.name}
              </Badge>
            )}
            <Text size="sm" c="dimmed" data-testid="dashboard-company">
              {user.company.name}
            </Text>
          </Group>
        </Stack>
      </Card>
      {user.role === 'agent' && <AgentDashboard />}
      {isHqSide(user) && <HqDashboard />}
    </Stack>
  );
}
