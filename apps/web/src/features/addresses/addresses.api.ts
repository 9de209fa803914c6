import type { CustomerAddress, CustomerAddressInput } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, apiSend } from '../../lib/api-client';

export type { CustomerAddress };

/** The signed-in user's own address book (spec §3 Customer address). */
export const addressKeys = {
  all: ['addresses'] as const,
  book: () => [...addressKeys.all, 'book'] as const,
};

export const addressBookQuery = () =>
  queryOptions({
    queryKey: addressKeys.book(),
    queryFn: ({ signal }) => api.get<{ items: CustomerAddress[] }>('/sales/customer', undefined, signal),
    select: (data) => data.items,
  });

export const addressApi = {
  save: (body: CustomerAddressInput) => api.send<CustomerAddress>('/sales/customer/store', body),
  setPrimary: (id: string) => api.send<CustomerAddress>('/sales/customer/set-primary', { id }),
  remove: (id: string) => apiSend<null>(`/sales/customer/delete/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
