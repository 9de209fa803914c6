import type {
  WebhookDeliveryStatus,
  WebhookDeliveryView,
  WebhookEndpointInput,
  WebhookEndpointView,
} from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: () => [...webhookKeys.all, 'endpoints'] as const,
  deliveries: (filters: DeliveryFilters) => [...webhookKeys.all, 'deliveries', filters] as const,
};

export type DeliveryFilters = { endpointId?: string; status?: WebhookDeliveryStatus };

export const webhookEndpointsQuery = () =>
  queryOptions({
    queryKey: webhookKeys.endpoints(),
    queryFn: async ({ signal }) =>
      (await api.get<{ items: WebhookEndpointView[] }>('/setup/webhooks', undefined, signal)).items,
  });

export const webhookDeliveriesQuery = (filters: DeliveryFilters) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(filters),
    queryFn: async ({ signal }) =>
      (await api.get<{ items: WebhookDeliveryView[] }>('/setup/webhook-deliveries', filters, signal)).items,
  });

const path = (id: string) => `/setup/webhooks/${encodeURIComponent(id)}`;

export const webhooksApi = {
  create: (body: WebhookEndpointInput) => api.send<WebhookEndpointView & { secret: string }>('/setup/webhooks', body),
  update: (id: string, body: WebhookEndpointInput) => api.send<WebhookEndpointView>(path(id), body, { method: 'PUT' }),
  remove: (id: string) => api.send<null>(path(id), undefined, { method: 'DELETE' }),
  reveal: (id: string) => api.send<{ secret: string }>(`${path(id)}/secret`),
  rotate: (id: string) => api.send<{ secret: string }>(`${path(id)}/secret/rotate`),
  test: (id: string) => api.send<{ deliveryId: string }>(`${path(id)}/test`),
  resend: (deliveryId: string) =>
    api.send<{ deliveryId: string }>(`/setup/webhook-deliveries/${encodeURIComponent(deliveryId)}/resend`),
};
