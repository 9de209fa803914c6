import './commission-plan-texts';
import '../payouts/payouts-texts';
import { Badge, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { formatDateTime, type PlanVersion } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { PageHeader } from '../../ui/page-header';
import { planOverviewQuery } from './commission-plan.api';
import { PlanDraftEditor } from './plan-draft-editor';
import { useMonthName } from './plan-format';
import { PlanHistory } from './plan-history';
import { PlanSimulationPanel } from './plan-simulation-panel';

/** /commission-payout/plan: the commission plan in force, its draft, simulations and history (issue 24). */
export function CommissionPlanPage() {
  const { t } = useTranslation();
  const overview = useQuery(planOverviewQuery());
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('commissionPlan.title')} subtitle={t('commissionPlan.intro')} />
      {overview.isPending ? (
        <SkeletonBlock rows={6} />
      ) : overview.isError ? (
        <ErrorState message={overview.error.message} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <InForce version={overview.data.inForce} />
          <Tabs defaultValue="draft" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="draft" data-testid="tab-draft">
                {t('commissionPlan.tab.draft')}
              </Tabs.Tab>
              <Tabs.Tab value="simulate" data-testid="tab-simulate">
                {t('commissionPlan.tab.simulate')}
              </Tabs.Tab>
              <Tabs.Tab value="history" data-testid="tab-history">
                {t('commissionPlan.tab.history')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="draft" pt="md">
              <PlanDraftEditor overview={overview.data} />
            </Tabs.Panel>
            <Tabs.Panel value="simulate" pt="md">
              <PlanSimulationPanel overview={overview.data} />
            </Tabs.Panel>
            <Tabs.Panel value="history" pt="md">
              <PlanHistory history={overview.data.history} rankBasis={overview.data.inForce.plan.switches.rankBasis} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}

function InForce({ version }: { version: PlanVersion }) {
  const { t } = useTranslation();
  const monthName = useMonthName();
  const timeZone = useCurrentUser()?.company.timeZone;
  return (
    <Card withBorder padding="md" data-testid="plan-in-force">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text fw={700}>{t('commissionPlan.inForceTitle', { number: version.number })}</Text>
          <Badge color="teal" variant="light" tt="none">
            {t('commissionPlan.inForceFrom', {
              month: version.effectiveMonth ? monthName(version.effectiveMonth) : '',
            })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {version.publishedAt &&
            t('commissionPlan.publishedBy', {
              at: formatDateTime(version.publishedAt, timeZone),
              by: version.publishedByName ?? t('commissionPlan.system'),
            })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {t('commissionPlan.inForceSummary', {
          ranks:
            version.plan.ranks.map((rank) => `${rank.name} ${rank.commissionBasisPoints / 100}%`).join(', ') || '—',
        })}
      </Text>
    </Card>
  );
}
