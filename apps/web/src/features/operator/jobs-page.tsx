import './operator-texts';
import { Badge, Button, Code, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FailedJobView, formatDateTime, type JobQueueView } from '@niaga/shared';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { UnpagedList } from '../../ui/list-page/unpaged-list';
import { PageHeader } from '../../ui/page-header';
import { Section } from '../../ui/section-card';
import { operatorApi, operatorKeys, operatorQueries } from './operator.api';

function FailedCount({ count }: { count: number }) {
  return count > 0 ? (
    <Badge color="red" variant="light" data-testid="queue-failed">
      {count}
    </Badge>
  ) : (
    <Text size="sm" data-testid="queue-failed">
      0
    </Text>
  );
}

function RetryButton({ job }: { job: FailedJobView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => operatorApi.retryJob(job.name, job.id),
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'teal', message });
      await queryClient.invalidateQueries({ queryKey: operatorKeys.jobs });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconRefresh size={14} />}
      loading={retry.isPending}
      onClick={() => retry.mutate()}
      data-testid="job-retry"
    >
      {t('operator.jobs.retry')}
    </Button>
  );
}

const ErrorText = ({ job }: { job: FailedJobView }) => (
  <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 520 }}>
    {job.error || '–'}
  </Code>
);

/**
 * The platform's background jobs: each queue's waiting, running and failed jobs, and the failed ones (retried
 * until their policy gave up) with their error and "Retry".
 */
export function OperatorJobsPage() {
  const { t } = useTranslation();
  const result = useQuery(operatorQueries.jobs());
  const source = <T,>(data: T | undefined) => ({ ...result, data });
  const failedAt = (job: FailedJobView) => formatDateTime(job.failedAt ?? job.createdAt);
  const queueColumns: ListColumn<JobQueueView>[] = [
    { accessor: 'name', title: t('operator.jobs.queue'), render: (queue) => <Code>{queue.name}</Code> },
    { accessor: 'queued', title: t('operator.jobs.queued'), textAlign: 'right' },
    { accessor: 'active', title: t('operator.jobs.active'), textAlign: 'right' },
    {
      accessor: 'failed',
      title: t('operator.jobs.failed'),
      textAlign: 'right',
      render: (queue) => <FailedCount count={queue.failed} />,
    },
  ];
  const failedColumns: ListColumn<FailedJobView>[] = [
    { accessor: 'name', title: t('operator.jobs.queue'), render: (job) => <Code>{job.name}</Code> },
    { accessor: 'error', title: t('operator.jobs.error'), render: (job) => <ErrorText job={job} /> },
    { accessor: 'tries', title: t('operator.jobs.tries'), textAlign: 'right' },
    { accessor: 'companyId', title: t('operator.field.company'), render: (job) => job.companyId ?? '–' },
    { accessor: 'failedAt', title: t('operator.jobs.failedAt'), render: failedAt },
    actionsColumn(t('operator.jobs.retry'), (job) => <RetryButton job={job} />),
  ];
  return (
    <Stack gap="lg">
      <PageHeader title={t('operator.jobs.title')} subtitle={t('operator.jobs.subtitle')} />
      <Section title={t('operator.jobs.queues')} testId="job-queues">
        <UnpagedList
          result={source(result.data?.queues)}
          empty={{ title: t('operator.jobs.noQueues') }}
          table={{
            columns: queueColumns,
            testId: 'queues-table',
            minWidth: 480,
            rowKey: (queue) => queue.name,
            rowAttributes: (queue) => ({ 'data-queue': queue.name }),
          }}
          card={(queue) => (
            <Stack gap={4}>
              <Code>{queue.name}</Code>
              <Text size="sm">
                {t('operator.jobs.queued')} {queue.queued} · {t('operator.jobs.active')} {queue.active} ·{' '}
                {t('operator.jobs.failed')} {queue.failed}
              </Text>
            </Stack>
          )}
          cardsTestId="queues-cards"
          skeletonRows={3}
        />
      </Section>
      <Section title={t('operator.jobs.failedTitle')} testId="failed-jobs">
        <Text size="sm" c="dimmed">
          {t('operator.jobs.failedHint')}
        </Text>
        {result.error && <ErrorAlert error={result.error} />}
        <UnpagedList
          result={source(result.data?.failed)}
          empty={{ title: t('operator.jobs.noFailed'), description: t('operator.jobs.noFailedHint') }}
          table={{
            columns: failedColumns,
            testId: 'failed-table',
            minWidth: 860,
            rowKey: (job) => job.id,
            rowAttributes: (job) => ({ 'data-job': job.name }),
          }}
          card={(job) => (
            <Stack gap={6}>
              <Code>{job.name}</Code>
              <ErrorText job={job} />
              <Text size="xs" c="dimmed">
                {t('operator.jobs.tries')} {job.tries} · {failedAt(job)}
                {job.companyId ? ` · ${job.companyId}` : ''}
              </Text>
              <RetryButton job={job} />
            </Stack>
          )}
          cardsTestId="failed-cards"
          tableFrom="md"
          skeletonRows={2}
        />
      </Section>
    </Stack>
  );
}
