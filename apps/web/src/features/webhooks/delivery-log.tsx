import './webhooks-texts';
import { Button, Code, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  formatDateTime,
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDeliveryStatus,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '@niaga/shared';
import { IconRefresh, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { UnpagedList } from '../../ui/list-page/unpaged-list';
import { StatusBadge } from '../../ui/status-badge';
import { type DeliveryFilters, webhookDeliveriesQuery, webhookKeys, webhooksApi } from './webhooks.api';

const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = { pending: 'yellow', delivered: 'teal', failed: 'red' };

function ResendButton({ delivery }: { delivery: WebhookDeliveryView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => webhooksApi.resend(delivery.id),
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'teal', message });
      await queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconSend size={14} />}
      loading={resend.isPending}
      onClick={() => resend.mutate()}
      data-testid="delivery-resend"
    >
      {t('webhooks.resend')}
    </Button>
  );
}

/** The last answer in one line: its code, else the error. */
const answerOf = (delivery: WebhookDeliveryView) =>
  delivery.lastResponseCode !== null ? String(delivery.lastResponseCode) : (delivery.lastError ?? '–');

/** Every delivery, newest first, by endpoint and status, with each one's last answer and "Resend". */
export function DeliveryLog({ endpoints }: { endpoints: WebhookEndpointView[] }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<DeliveryFilters>({});
  const result = useQuery({ ...webhookDeliveriesQuery(filters), refetchInterval: 5000 });
  const status = (delivery: WebhookDeliveryView) => (
    <StatusBadge status={delivery.status} colors={STATUS_COLORS} label={t(`webhooks.status.${delivery.status}`)} />
  );
  const columns: ListColumn<WebhookDeliveryView>[] = [
    { accessor: 'eventType', title: t('webhooks.event'), render: (delivery) => <Code>{delivery.eventType}</Code> },
    {
      accessor: 'endpointUrl',
      title: t('webhooks.endpoint'),
      render: (delivery) => (
        <Text size="sm" truncate maw={260}>
          {delivery.endpointUrl}
        </Text>
      ),
    },
    { accessor: 'status', title: t('webhooks.statusTitle'), render: status },
    { accessor: 'attempts', title: t('webhooks.attempts'), textAlign: 'right' },
    { accessor: 'lastResponseCode', title: t('webhooks.lastAnswer'), render: answerOf },
    { accessor: 'createdAt', title: t('webhooks.time'), render: (delivery) => formatDateTime(delivery.createdAt) },
    actionsColumn(t('webhooks.resend'), (delivery) => <ResendButton delivery={delivery} />),
  ];
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('webhooks.endpoint')}
          placeholder={t('webhooks.allEndpoints')}
          clearable
          data={endpoints.map((endpoint) => ({ value: endpoint.id, label: endpoint.url }))}
          value={filters.endpointId ?? null}
          onChange={(value) => setFilters((now) => ({ ...now, endpointId: value ?? undefined }))}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label={t('webhooks.statusTitle')}
          placeholder={t('webhooks.allStatuses')}
          clearable
          data={WEBHOOK_DELIVERY_STATUSES.map((value) => ({ value, label: t(`webhooks.status.${value}`) }))}
          value={filters.status ?? null}
          onChange={(value) =>
            setFilters((now) => ({ ...now, status: (value as WebhookDeliveryStatus | null) ?? undefined }))
          }
          w={{ base: '100%', sm: 200 }}
          data-testid="delivery-status-filter"
        />
        <Button variant="subtle" leftSection={<IconRefresh size={16} />} onClick={() => void result.refetch()}>
          {t('webhooks.refresh')}
        </Button>
      </Group>
      <UnpagedList
        result={result}
        empty={{ title: t('webhooks.noDeliveries'), description: t('webhooks.noDeliveriesHint') }}
        table={{
          columns,
          testId: 'deliveries-table',
          minWidth: 880,
          rowAttributes: (delivery) => ({ 'data-event': delivery.eventType, 'data-status': delivery.status }),
        }}
        card={(delivery) => (
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Code>{delivery.eventType}</Code>
              {status(delivery)}
            </Group>
            <Text size="sm" truncate>
              {delivery.endpointUrl}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(delivery.createdAt)} · {t('webhooks.attempts')} {delivery.attempts} ·{' '}
              {t('webhooks.lastAnswer')} {answerOf(delivery)}
            </Text>
            <Group justify="flex-end">
              <ResendButton delivery={delivery} />
            </Group>
          </Stack>
        )}
        cardsTestId="deliveries-cards"
      />
    </Stack>
  );
}
