import './network-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateShort, type PlanRequestView, planRejectInput } from '@niaga/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, fieldError } from '../../lib/form';
import { useDateFormat } from '../../ui/date-format';
import { ModalForm } from '../../ui/modal-form';
import { ChangeLevelModal } from './change-level-modal';
import { agentDetailQuery, networkApi, networkKeys, planRequestsQuery } from './network.api';

/**
 * Agents' promotion requests (the plan subscription) on /promote-demote: approve opens the change-of-level dialog
 * on the level asked for (a new upline when the rules ask for one), reject asks for the reason the agent reads.
 * Shown only while requests wait.
 */
export function PlanRequestsSection() {
  const { t } = useTranslation();
  const { timeZone } = useDateFormat();
  const requests = useQuery(planRequestsQuery());
  const [approving, setApproving] = useState<PlanRequestView | null>(null);
  const [rejecting, setRejecting] = useState<PlanRequestView | null>(null);
  const agent = useQuery({ ...agentDetailQuery(approving?.agent.id ?? ''), enabled: approving !== null });

  const items = requests.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="plan-requests">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4">
            {t('network.requests.title')}
          </Title>
          <Badge color="yellow" variant="light">
            {requests.data?.total}
          </Badge>
        </Group>
        {items.map((request) => (
          <Group
            key={request.id}
            justify="space-between"
            gap="sm"
            wrap="wrap"
            data-request-agent={request.agent.name}
            style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 8 }}
          >
            <div style={{ minWidth: 0, flex: '1 1 240px' }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {request.agent.name}
              </Text>
              <Text size="sm" c="dimmed">
                {t('network.requests.line', {
                  from: request.fromLevelName ?? '—',
                  to: request.toLevelName,
                  date: formatDateShort(request.createdAt, timeZone),
                })}
              </Text>
              {request.note && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {request.note}
                </Text>
              )}
            </div>
            <Group gap="xs">
              <Button
                size="compact-sm"
                leftSection={<IconCheck size={14} />}
                onClick={() => setApproving(request)}
                loading={approving?.id === request.id && agent.isFetching}
                data-testid="request-approve"
              >
                {t('network.requests.approve')}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconX size={14} />}
                onClick={() => setRejecting(request)}
                data-testid="request-reject"
              >
                {t('network.requests.reject')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
      <ChangeLevelModal
        agent={approving && agent.data ? agent.data : null}
        request={approving ?? undefined}
        onClose={() => setApproving(null)}
      />
      <RejectModal request={rejecting} onClose={() => setRejecting(null)} />
    </Card>
  );
}

type RejectValues = z.input<typeof planRejectInput>;

function RejectModal({ request, onClose }: { request: PlanRequestView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<RejectValues>({ resolver: zodResolver(planRejectInput), defaultValues: { reason: '' } });
  useEffect(() => {
    if (request) form.reset({ reason: '' });
  }, [request, form]);
  const save = useMutation({
    mutationFn: (values: RejectValues) => networkApi.rejectRequest(request?.id ?? '', values),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: networkKeys.planRequests() });
      notifications.show({ color: 'teal', message });
      onClose();
    },
    onError: (failure) => applyServerErrors(failure, form.setError, ['reason']),
  });
  return (
    <ModalForm
      opened={request !== null}
      onClose={onClose}
      title={t('network.requests.rejectTitle')}
      form={form}
      save={save}
      testId="request-reject-form"
      saveLabel={t('network.requests.reject')}
      saveTestId="request-reject-confirm"
    >
      <Text size="sm">
        {t('network.requests.rejectMessage', { agent: request?.agent.name ?? '', level: request?.toLevelName ?? '' })}
      </Text>
      <Textarea
        label={t('network.requests.reason')}
        required
        autosize
        minRows={2}
        maxLength={300}
        {...form.register('reason')}
        error={fieldError(t, form.formState.errors.reason)}
        data-testid="request-reject-reason"
      />
    </ModalForm>
  );
}
