import './plan-rewards-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  formatDateShort,
  type PlanRequestInput,
  type PlanRequestView,
  type PlanSubscription,
  planRequestInput,
} from '@niaga/shared';
import { IconClock, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isHqSide, useCurrentUser } from '../../app/current-user';
import { ErrorAlert } from '../../app/error-alert';
import { EmptyList } from '../../app/page-states';
import { applyServerErrors, fieldError } from '../../lib/form';
import { useDateFormat } from '../../ui/date-format';
import { PageHeader } from '../../ui/page-header';
import { hasShownFieldErrors } from '../../ui/server-errors';
import { useMonthLabel } from '../commission';
import { planKeys, planSubscriptionQuery, requestPromotion } from './plan-rewards.api';
import { LevelFacts, LoadState, PreviewNotice, planMoney, TargetRow } from './plan-ui';

export const REQUEST_COLORS = { pending: 'yellow', approved: 'teal', rejected: 'red' } as const;

/**
 * /plan-rewards/plan-subscription: the level upgrade path. The levels above the agent's, nearest first, with what
 * each asks for (first order, minimum order, monthly targets against this month), and the request to HQ to be
 * promoted (one pending at a time) with the agent's earlier requests.
 */
export function PlanSubscriptionPage() {
  const { t } = useTranslation();
  const path = useQuery(planSubscriptionQuery());
  const hqSide = isHqSide(useCurrentUser());
  const header = (
    <PageHeader
      title={t('plan.subscription.title')}
      subtitle={t('plan.subscription.subtitle')}
      back={{ to: '/plan-rewards', label: t('plan.title') }}
    />
  );
  if (path.isPending || path.isError) return <LoadState header={header} query={path} />;
  const data = path.data;
  const agent = !hqSide;
  return (
    <Stack gap="xl" maw={1100}>
      {header}
      {!agent && <PreviewNotice />}
      {agent && (
        <Card withBorder radius="lg" padding="md" data-testid="plan-current-level">
          <Group gap="xs">
            <Text c="dimmed">{t('plan.subscription.current')}</Text>
            <Badge color="teal" size="lg">
              {data.current?.levelName ?? '—'}
            </Badge>
          </Group>
        </Card>
      )}
      {data.steps.length === 0 ? (
        <EmptyList title={t('plan.subscription.top')} />
      ) : (
        <Stack gap="md" data-testid="plan-steps">
          <Title order={2} size="h4">
            {t('plan.subscription.steps')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {data.steps.map((step) => (
              <StepCard key={step.level.id} step={step} currency={data.currency} month={data.month} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {agent && data.steps.length > 0 && <RequestCard data={data} />}
      {agent && <RequestHistory requests={data.requests} />}
    </Stack>
  );
}

type Step = PlanSubscription['steps'][number];

function StepCard({ step, currency, month }: { step: Step; currency: PlanSubscription['currency']; month: string }) {
  const { t } = useTranslation();
  const m = planMoney(currency);
  const monthLabel = useMonthLabel();
  // A target the level leaves at zero is no target; one set in units only is shown in units.
  const targets = step.targets.filter((target) => target.need > 0 || target.needUnits > 0);
  return (
    <Card withBorder radius="lg" padding="md" data-step={step.level.levelName}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {step.level.levelName}
          </Title>
          {step.targetsMet !== null && targets.length > 0 && (
            <Badge color={step.targetsMet ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
              {step.targetsMet ? t('plan.subscription.met') : t('plan.subscription.notMet')}
            </Badge>
          )}
        </Group>
        <LevelFacts level={step.level} currency={currency} />
        <Text size="sm" fw={600} mt="xs">
          {t('plan.subscription.monthTargets', { month: monthLabel(month) })}
        </Text>
        {targets.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('plan.subscription.noTargets')}
          </Text>
        )}
        {targets.map((target) => {
          const inUnits = target.need === 0;
          return (
            <TargetRow
              key={target.key}
              label={t(`plan.subscription.target.${target.key}`)}
              have={inUnits ? target.haveUnits : target.have}
              need={inUnits ? target.needUnits : target.need}
              format={inUnits ? (units) => t('plan.units', { units }) : m}
            />
          );
        })}
      </Stack>
    </Card>
  );
}

function RequestCard({ data }: { data: PlanSubscription }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { timeZone } = useDateFormat();
  const form = useForm<PlanRequestInput>({
    resolver: zodResolver(planRequestInput),
    defaultValues: { levelId: '', note: '' },
  });
  const save = useMutation({
    mutationFn: (values: PlanRequestInput) => requestPromotion({ ...values, note: values.note || undefined }),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: planKeys.all });
      notifications.show({ color: 'teal', message });
      form.reset({ levelId: '', note: '' });
    },
    onError: (failure) => applyServerErrors(failure, form.setError, ['levelId', 'note']),
  });
  const pending = data.pending;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="plan-request">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('plan.subscription.request')}
        </Title>
        {pending ? (
          <Alert color="yellow" variant="light" icon={<IconClock size={18} />} data-testid="plan-request-pending">
            {t('plan.subscription.pending', {
              level: pending.toLevelName,
              date: formatDateShort(pending.createdAt, timeZone),
            })}
          </Alert>
        ) : (
          <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('plan.subscription.requestHint')}
              </Text>
              {save.error && !hasShownFieldErrors(save.error, () => true) && <ErrorAlert error={save.error} />}
              <Controller
                control={form.control}
                name="levelId"
                render={({ field, fieldState }) => (
                  <Select
                    label={t('plan.subscription.targetLevel')}
                    required
                    data={data.steps.map((step) => ({ value: step.level.id, label: step.level.levelName }))}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    error={fieldError(t, fieldState.error)}
                    comboboxProps={{ withinPortal: true }}
                    data-testid="plan-request-level"
                  />
                )}
              />
              <Textarea
                label={t('plan.subscription.note')}
                autosize
                minRows={2}
                maxLength={300}
                {...form.register('note')}
                error={fieldError(t, form.formState.errors.note)}
                data-testid="plan-request-note"
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  leftSection={<IconSend size={16} />}
                  loading={save.isPending}
                  data-testid="plan-request-send"
                >
                  {t('plan.subscription.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}

function RequestHistory({ requests }: { requests: PlanRequestView[] }) {
  const { t } = useTranslation();
  const { timeZone } = useDateFormat();
  return (
    <Stack gap="sm" data-testid="plan-request-history">
      <Title order={2} size="h4">
        {t('plan.subscription.history')}
      </Title>
      {requests.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('plan.subscription.noRequests')}
        </Text>
      ) : (
        requests.map((request) => (
          <Card key={request.id} withBorder radius="md" padding="sm" data-request-status={request.status}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>
                  {t('plan.subscription.fromTo', { from: request.fromLevelName ?? '—', to: request.toLevelName })}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatDateShort(request.createdAt, timeZone)}
                  {request.decidedAt
                    ? ` · ${request.decidedByName ?? ''} ${formatDateShort(request.decidedAt, timeZone)}`
                    : ''}
                </Text>
                {request.decisionReason && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t('plan.subscription.reason', { reason: request.decisionReason })}
                  </Text>
                )}
              </div>
              <Badge color={REQUEST_COLORS[request.status]} variant="light" style={{ flexShrink: 0 }}>
                {t(`plan.status.${request.status}`)}
              </Badge>
            </Group>
          </Card>
        ))
      )}
    </Stack>
  );
}
