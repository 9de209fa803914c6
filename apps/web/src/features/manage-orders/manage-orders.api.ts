import {
  type BulkOutcome,
  type ManageOrdersPage,
  type ManageOrdersQuery,
  type ManageOrderView,
  ORDER_TABS,
  ORDER_TYPES,
  type OrderManageAction,
  type OrderTab,
  type OrderType,
  PAYMENT_METHODS,
} from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { pageQuery } from '../../lib/items-query';
import { DAY, oneOf, readUrlFilters } from '../../ui/list-page/url-state';

export type { BulkOutcome, ManageOrdersPage, ManageOrderView, OrderManageAction };

/** The list's filters as the page keeps them in the URL (the API defaults the tab to `approval`). */
export type ManageFilters = Omit<ManageOrdersQuery, 'limit' | 'sort'> & { page: number };

export const MANAGE_PAGE_SIZE = 20;
export const DATE_FIELDS = ['created', 'paid', 'approved'] as const;
export const TABS = Object.keys(ORDER_TABS) as OrderTab[];
export const DEFAULT_TAB: OrderTab = 'approval';
const isDay = (value: string | undefined) => (value && DAY.test(value) ? value : undefined);

/** The list's filters from the address's text values; `fixedType` for a screen of one type (e-koop). */
export const parseManageFilters =
  (fixedType?: OrderType) =>
  (text: (key: string) => string | undefined): Omit<ManageFilters, 'page'> => ({
    tab: oneOf(TABS, text('tab')) ?? DEFAULT_TAB,
    q: text('q'),
    dateField: oneOf(DATE_FIELDS, text('dateField')),
    from: isDay(text('from')),
    to: isDay(text('to')),
    agentId: text('agentId'),
    paymentMethod: oneOf(PAYMENT_METHODS, text('paymentMethod')),
    branchId: text('branchId'),
    seller: text('seller'),
    type: fixedType ?? oneOf(ORDER_TYPES, text('type')),
  });

/** The list's filters of an address (the route's prefetch). */
export const manageFiltersOf = (search: URLSearchParams, fixedType?: OrderType): ManageFilters =>
  readUrlFilters(search, parseManageFilters(fixedType));

export const manageKeys = {
  all: ['manage-orders'] as const,
  list: (filters: ManageFilters) => [...manageKeys.all, 'list', filters] as const,
  detail: (id: string) => [...manageKeys.all, 'detail', id] as const,
};

export const manageOrdersQuery = (filters: ManageFilters) =>
  pageQuery<ManageOrdersPage>(manageKeys.list(filters), '/orders', { ...filters, limit: MANAGE_PAGE_SIZE });

export const manageOrderQuery = (id: string) =>
  queryOptions({
    queryKey: manageKeys.detail(id),
    queryFn: ({ signal }) => api.get<ManageOrderView>(`/orders/${encodeURIComponent(id)}`, undefined, signal),
    enabled: id !== '',
  });

const path = (id: string, action: string) => `/orders/${encodeURIComponent(id)}/${action}`;

/** Every action answers the order as it is now and a translated message (shown as is). */
export const manageApi = {
  approve: (id: string, note?: string) => api.send<ManageOrderView>(path(id, 'approve'), { note }),
  reject: (id: string, note?: string) => api.send<ManageOrderView>(path(id, 'reject'), { note }),
  cancel: (id: string, note?: string) => api.send<ManageOrderView>(path(id, 'cancel'), { note }),
  tracking: (id: string, body: { trackingNumber: string; courierName?: string }) =>
    api.send<ManageOrderView>(path(id, 'tracking'), body),
  delivered: (id: string) => api.send<ManageOrderView>(path(id, 'delivered')),
  pickup: (id: string, body: { pickupBranchId: string; pickupTime: string }) =>
    api.send<ManageOrderView>(path(id, 'pickup'), body),
  pickedUp: (id: string) => api.send<ManageOrderView>(path(id, 'picked-up')),
  refund: (id: string, body: { method: 'wallet' | 'manual'; reference?: string; note?: string }) =>
    api.send<ManageOrderView>(path(id, 'refund'), body),
  remark: (id: string, remark: string) => api.send<ManageOrderView>(path(id, 'remark'), { remark }),
  bulkApprove: (ids: string[]) => api.send<BulkOutcome>('/orders/bulk-approve', { ids }),
};

/** Links to the document pages (built by the documents screens). */
export const documentLinks = (ids: string[]) => {
  const list = ids.map(encodeURIComponent).join(',');
  return {
    invoice: `/invoice?ids=${list}`,
    packingList: `/packing-list?ids=${list}`,
    shippingDoc: `/shipping-doc?ids=${list}`,
  };
};

export const detailsPath = (id: string) => `/manage-orders/order-details?id=${encodeURIComponent(id)}`;
export const pickupPath = (id: string) => `/manage-orders/update-pickup?id=${encodeURIComponent(id)}`;
export const ekoopDetailsPath = (id: string) => `/manage-orders-ekoop/order-details?id=${encodeURIComponent(id)}`;
