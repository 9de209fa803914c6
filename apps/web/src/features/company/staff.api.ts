import type { Permission, StaffMember } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const staffKeys = {
  all: ['staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
};

export const staffListQuery = () =>
  queryOptions({
    queryKey: staffKeys.list(),
    queryFn: ({ signal }) => api.get<{ items: StaffMember[] }>('/setup/staff', undefined, signal),
    select: (data) => data.items,
  });

export const staffApi = {
  invite: (body: { email: string; name: string; permissions: Permission[] }) =>
    api.send<StaffMember>('/setup/staff', body),
  updatePermissions: (id: string, permissions: Permission[]) =>
    api.send<StaffMember>(`/setup/staff/${encodeURIComponent(id)}`, { permissions }),
  remove: (id: string) => api.send<unknown>(`/setup/staff/${encodeURIComponent(id)}`, undefined, { method: 'DELETE' }),
};
