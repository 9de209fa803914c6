import './webhooks-texts';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { WebhookEndpointView } from '@niaga/shared';
import {
  IconKey,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { PageHeader } from '../../ui/page-header';
import { Section } from '../../ui/section-card';
import { DeliveryLog } from './delivery-log';
import { EndpointFormModal } from './endpoint-form-modal';
import { SecretModal } from './secret-modal';
import { webhookEndpointsQuery, webhookKeys, webhooksApi } from './webhooks.api';

type SecretTarget = { id: string; url: string; secret?: string };

function EndpointCard({
  endpoint,
  onEdit,
  onSecret,
  onDelete,
}: {
  endpoint: WebhookEndpointView;
  onEdit: () => void;
  onSecret: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const done = async ({ message }: { message: string }) => {
    notifications.show({ color: 'teal', message });
    await queryClient.invalidateQueries({ queryKey: webhookKeys.all });
  };
  const failed = (error: Error) => notifications.show({ color: 'red', message: error.message });
  const toggle = useMutation({
    mutationFn: () => webhooksApi.update(endpoint.id, { ...endpoint, active: !endpoint.active }),
    onSuccess: done,
    onError: failed,
  });
  const test = useMutation({ mutationFn: () => webhooksApi.test(endpoint.id), onSuccess: done, onError: failed });
  return (
    <Card withBorder radius="lg" padding="md" data-endpoint={endpoint.url}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Text>
          <Badge color={endpoint.active ? 'teal' : 'gray'} variant="light" style={{ flex: 'none' }}>
            {endpoint.active ? t('webhooks.activeBadge') : t('webhooks.pausedBadge')}
          </Badge>
        </Group>
        {endpoint.description && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {endpoint.description}
          </Text>
        )}
        <Text size="sm">{endpoint.events.map((event) => t(`webhooks.event.${event}`)).join(' · ')}</Text>
        <Group gap={4} justify="flex-end" wrap="wrap">
          <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} />} onClick={onEdit}>
            {t('webhooks.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={endpoint.active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
            loading={toggle.isPending}
            onClick={() => toggle.mutate()}
          >
            {endpoint.active ? t('webhooks.pause') : t('webhooks.resume')}
          </Button>
          <Button size="compact-sm" variant="subtle" leftSection={<IconKey size={14} />} onClick={onSecret}>
            {t('webhooks.secret')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconSend size={14} />}
            loading={test.isPending}
            onClick={() => test.mutate()}
            data-testid="webhook-test"
          >
            {t('webhooks.sendTest')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
          >
            {t('webhooks.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Company › Webhooks: where the company's events are POSTed (signed), and the log of what was sent. */
export function WebhooksPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: endpoints, error, isPending, refetch } = useQuery(webhookEndpointsQuery());
  const [editing, setEditing] = useState<WebhookEndpointView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpointView | null>(null);
  const [secretOf, setSecretOf] = useState<SecretTarget | null>(null);

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={t('webhooks.title')}
        subtitle={t('webhooks.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')} data-testid="webhook-add">
            {t('webhooks.add')}
          </Button>
        }
      />
      <Section title={t('webhooks.endpoints')} testId="webhook-endpoints">
        {isPending && <SkeletonBlock rows={3} />}
        {error && <ErrorState message={error.message} onRetry={() => void refetch()} />}
        {endpoints?.length === 0 && <EmptyList title={t('webhooks.empty')} description={t('webhooks.emptyHint')} />}
        {endpoints?.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            onEdit={() => setEditing(endpoint)}
            onSecret={() => setSecretOf({ id: endpoint.id, url: endpoint.url })}
            onDelete={() => setDeleting(endpoint)}
          />
        ))}
      </Section>
      <Section title={t('webhooks.deliveries')} testId="webhook-deliveries">
        <DeliveryLog endpoints={endpoints ?? []} />
      </Section>
      <EndpointFormModal
        endpoint={editing}
        onClose={() => setEditing(null)}
        onCreated={(endpoint, secret) => setSecretOf({ id: endpoint.id, url: endpoint.url, secret })}
      />
      <SecretModal target={secretOf} onClose={() => setSecretOf(null)} />
      <ConfirmModal
        opened={!!deleting}
        title={t('webhooks.deleteTitle')}
        message={t('webhooks.deleteMessage', { url: deleting?.url ?? '' })}
        confirmLabel={t('webhooks.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          const { message } = await webhooksApi.remove(deleting.id);
          notifications.show({ color: 'teal', message });
          await queryClient.invalidateQueries({ queryKey: webhookKeys.all });
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
