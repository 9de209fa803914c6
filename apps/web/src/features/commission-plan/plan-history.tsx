import { Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import { formatDateTime, type PlanVersionSummary } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { EmptyList } from '../../app/page-states';
import { useChangeText, useMonthName } from './plan-format';

/** The published versions, newest first: who published what when, and what it changed. */
export function PlanHistory({ history, rankBasis }: { history: PlanVersionSummary[]; rankBasis: 'unit' | 'amount' }) {
  const { t } = useTranslation();
  const monthName = useMonthName();
  const changeText = useChangeText(rankBasis);
  const timeZone = useCurrentUser()?.company.timeZone;
  if (history.length === 0) return <EmptyList title={t('commissionPlan.history.empty')} />;
  return (
    <Stack gap="sm" data-testid="plan-history">
      {history.map((version) => (
        <Card key={version.id} withBorder padding="md" data-testid={`history-${version.number}`}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Text fw={700}>{t('commissionPlan.version', { number: version.number })}</Text>
                <Badge variant="light" tt="none">
                  {t(`commissionPlan.source.${version.source}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t('commissionPlan.inForceFrom', {
                  month: version.effectiveMonth ? monthName(version.effectiveMonth) : '',
                })}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {version.publishedAt
                ? t('commissionPlan.publishedBy', {
                    at: formatDateTime(version.publishedAt, timeZone),
                    by: version.publishedByName ?? t('commissionPlan.system'),
                  })
                : null}
            </Text>
            {version.note && <Text size="sm">{version.note}</Text>}
            {version.changes.length === 0 ? (
              <Text size="sm" c="dimmed">
                {version.source === 'initial' ? t('commissionPlan.history.initial') : t('commissionPlan.noChanges')}
              </Text>
            ) : (
              <List size="sm" spacing={2}>
                {version.changes.map((change) => (
                  <List.Item key={`${change.kind}:${change.name}:${change.field}`}>{changeText(change)}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
