import type { CustomerAddress, CustomerAddressInput } from '@niaga/shared';
import { api, apiSend } from '../../lib/api-client';
import { itemsQuery } from '../../lib/items-query';

export type { CustomerAddress };

/** The signed-in user's own address book (spec §3 Customer address). */
export const addressKeys = {
  all: ['addresses'] as const,
  book: () => [...addressKeys.all, 'book'] as const,
};

export const addressBookQuery = () => itemsQuery<CustomerAddress>(addressKeys.book(), '/sales/customer');

export const addressApi = {
  save: (body: CustomerAddressInput) => api.send<CustomerAddress>('/sales/customer/store', body),
  setPrimary: (id: string) => api.send<CustomerAddress>('/sales/customer/set-primary', { id }),
  remove: (id: string) => apiSend<null>(`/sales/customer/delete/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
