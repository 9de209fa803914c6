import type {
  CustomerLoginRequest,
  CustomerOrderSummary,
  CustomerOrderView,
  CustomerSignUpRequest,
  UserDetail,
} from '@niaga/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { clearToken, getToken } from '../../lib/storage';

export const customerKeys = {
  all: ['customer-account'] as const,
  me: () => [...customerKeys.all, 'me'] as const,
  orders: (page: number) => [...customerKeys.all, 'orders', page] as const,
  order: (id: string) => [...customerKeys.all, 'order', id] as const,
};

const store = (slug: string) => `/storefront/${encodeURIComponent(slug)}/customer`;

/**
 * Who is signed in on the storefront: null when nobody is. A stale token is dropped quietly (the storefront has no
 * session-expired popup: the visitor simply sees the login form again).
 */
export const customerMeQuery = () =>
  queryOptions({
    queryKey: customerKeys.me(),
    queryFn: async ({ signal }): Promise<UserDetail | null> => {
      if (!getToken()) return null;
      try {
        return await apiRequest<UserDetail>('/user/detail', { signal, sessionCheck: false });
      } catch (error) {
        if (!isApiError(error) || error.status !== 401) throw error;
        clearToken();
        return null;
      }
    },
    retry: false,
    staleTime: 60_000,
  });

type OrdersPage = { items: CustomerOrderSummary[]; total: number; page: number; limit: number };

export const customerOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: customerKeys.orders(page),
    queryFn: ({ signal }) => api.get<OrdersPage>('/customer/orders', { page, limit: 10 }, signal),
    placeholderData: keepPreviousData,
  });

export const customerOrderQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.order(id),
    queryFn: ({ signal }) =>
      api.get<CustomerOrderView>(`/customer/orders/${encodeURIComponent(id)}`, undefined, signal),
    retry: false,
  });

export type CustomerLoginResult = { token: string; user: UserDetail };

export const customerApi = {
  signUp: (slug: string, body: CustomerSignUpRequest) =>
    api.send<{ email: string; claimed: boolean }>(`${store(slug)}/sign-up`, body),
  // A 401 here means wrong credentials, not an expired session.
  login: (slug: string, body: CustomerLoginRequest) =>
    api.post<CustomerLoginResult>(`${store(slug)}/login`, body, { sessionCheck: false }),
  forgotPassword: (slug: string, email: string) => api.send<unknown>(`${store(slug)}/forgot-password`, { email }),
};
