import type { Permission, StaffMember } from '@niaga/shared';
import { api } from '../../lib/api-client';
import { itemsQuery } from '../../lib/items-query';

export const staffKeys = {
  all: ['staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
};

export const staffListQuery = () => itemsQuery<StaffMember>(staffKeys.list(), '/setup/staff');

export const staffApi = {
  invite: (body: { email: string; name: string; permissions: Permission[] }) =>
    api.send<StaffMember>('/setup/staff', body),
  updatePermissions: (id: string, permissions: Permission[]) =>
    api.send<StaffMember>(`/setup/staff/${encodeURIComponent(id)}`, { permissions }),
  remove: (id: string) => api.send<unknown>(`/setup/staff/${encodeURIComponent(id)}`, undefined, { method: 'DELETE' }),
};
