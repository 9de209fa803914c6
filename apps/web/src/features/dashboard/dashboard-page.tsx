import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { DEFAULT_TIME_ZONE, formatDateLong, toLanguage } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentUserQuery } from '../../app/current-user';
import { visibleMenu } from '../../app/menu.config';
import { PageLoader } from '../../app/page-loader';

/** Greets the user; the widgets of later issues (leaderboard, sales, commission…) go in the grid below. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { data: user } = useQuery(currentUserQuery());
  if (!user) return <PageLoader />;
  const shortcuts = visibleMenu(user).filter((entry) => entry.path !== '/');

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap={6}>
          <Text size="sm" c="dimmed" data-testid="dashboard-date">
            {formatDateLong(new Date(), toLanguage(i18n.language), DEFAULT_TIME_ZONE)}
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
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="dashboard-widgets">
        {shortcuts.map((entry) => (
          <Card key={entry.path} withBorder radius="lg" component={Link} to={entry.path} padding="lg">
            <Group wrap="nowrap">
              <ThemeIcon variant="light" size={40} radius="md">
                <entry.icon size={22} />
              </ThemeIcon>
              <Text fw={600}>{t(entry.labelKey)}</Text>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
