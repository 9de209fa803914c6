import type { ApiKeyInput, ApiKeyView, ApiKeyWithSecret } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const apiKeysKeys = { all: ['api-keys'] as const };

export const apiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeysKeys.all,
    queryFn: ({ signal }) => api.get<{ items: ApiKeyView[] }>('/setup/api-keys', undefined, signal),
    select: (data) => data.items,
  });

export const apiKeysApi = {
  create: (body: ApiKeyInput) => api.send<ApiKeyWithSecret>('/setup/api-keys', body),
  rotate: (id: string) => api.send<ApiKeyWithSecret>(`/setup/api-keys/${encodeURIComponent(id)}/rotate`),
  revoke: (id: string) => api.send<ApiKeyView>(`/setup/api-keys/${encodeURIComponent(id)}/revoke`),
};
