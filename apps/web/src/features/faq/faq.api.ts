import type { Faq, FaqInput } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const faqKeys = { all: ['faq'] as const };

/** Every question the caller sees, in HQ's order (at most FAQ_MAX: searched and grouped here). */
export const faqListQuery = () =>
  queryOptions({ queryKey: faqKeys.all, queryFn: ({ signal }) => api.get<Faq[]>('/setup/faq', undefined, signal) });

export const faqApi = {
  save: (body: FaqInput) => api.send<Faq>('/setup/faq/store', body),
  order: (ids: string[]) => api.send<Faq[]>('/setup/faq/order', { ids }),
  remove: (id: string) => api.send<null>(`/setup/faq/${encodeURIComponent(id)}`, undefined, { method: 'DELETE' }),
};
