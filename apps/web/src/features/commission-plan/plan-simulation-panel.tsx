import { Alert, Button, Card, Group, Progress, Select, Stack, Text } from '@mantine/core';
import type { CommissionPlanOverview } from '@niaga/shared';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { EmptyList } from '../../app/page-states';
import { planApi, simulationQuery } from './commission-plan.api';
import { useMonthName } from './plan-format';
import { SimulationResults } from './simulation-results';

/** Runs a version (the draft by default) over a closed month in the background, and shows its progress and results. */
export function PlanSimulationPanel({ overview }: { overview: CommissionPlanOverview }) {
  const { t } = useTranslation();
  const monthName = useMonthName();
  const versions = [
    ...(overview.draft
      ? [{ value: overview.draft.id, label: t('commissionPlan.draftOption', { number: overview.draft.number }) }]
      : []),
    ...overview.history.map((version) => ({
      value: version.id,
      label:
        version.id === overview.inForce.id
          ? t('commissionPlan.inForceOption', { number: version.number })
          : t('commissionPlan.version', { number: version.number }),
    })),
  ];
  const [versionId, setVersionId] = useState(versions[0]?.value ?? '');
  const [month, setMonth] = useState(overview.closedMonths[0] ?? '');
  const [simulationId, setSimulationId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => planApi.simulate(versionId, month),
    onSuccess: (simulation) => setSimulationId(simulation.id),
  });
  if (overview.closedMonths.length === 0)
    return (
      <EmptyList
        title={t('commissionPlan.simulate.noMonths')}
        description={t('commissionPlan.simulate.noMonthsHint')}
      />
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('commissionPlan.simulate.hint')}
      </Text>
      <Card withBorder padding="md">
        <Group align="end" gap="sm">
          <Select
            label={t('commissionPlan.simulate.version')}
            data={versions}
            value={versionId}
            onChange={(value) => setVersionId(value ?? versionId)}
            allowDeselect={false}
            w={{ base: '100%', sm: 240 }}
            data-testid="simulate-version"
          />
          <Select
            label={t('commissionPlan.simulate.month')}
            data={overview.closedMonths.map((value) => ({ value, label: monthName(value) }))}
            value={month}
            onChange={(value) => setMonth(value ?? month)}
            allowDeselect={false}
            w={{ base: '100%', sm: 240 }}
            data-testid="simulate-month"
          />
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            onClick={() => start.mutate()}
            loading={start.isPending}
            data-testid="simulate-run"
          >
            {t('commissionPlan.simulate.run')}
          </Button>
        </Group>
      </Card>
      <ErrorAlert error={start.error} />
      {simulationId && <SimulationProgress id={simulationId} />}
    </Stack>
  );
}

function SimulationProgress({ id }: { id: string }) {
  const { t } = useTranslation();
  const simulation = useQuery(simulationQuery(id));
  if (simulation.error) return <ErrorAlert error={simulation.error} />;
  const data = simulation.data;
  if (!data || data.status === 'queued' || data.status === 'running')
    return (
      <Card withBorder padding="md" data-testid="simulation-progress">
        <Stack gap={6}>
          <Text size="sm">{t('commissionPlan.simulate.running')}</Text>
          <Progress value={data?.progress ?? 0} animated aria-label={t('commissionPlan.simulate.running')} />
        </Stack>
      </Card>
    );
  if (data.status === 'failed' || !data.summary)
    return (
      <Alert color="red" role="alert">
        {data.error ?? t('commissionPlan.simulate.failed')}
      </Alert>
    );
  return <SimulationResults simulation={data} summary={data.summary} />;
}
