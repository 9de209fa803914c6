import type {
  JobsOverview,
  OperatorBankTransfer,
  OperatorCompanyCreate,
  OperatorCompanyDetail,
  OperatorCompanyView,
  OperatorInvoiceIssue,
  OperatorInvoiceView,
  OperatorView,
  OverdueCompanyView,
  PaymentProviderInput,
  PlanInput,
  PlanView,
  PlatformGatewayView,
  SubscriptionInvoiceStatus,
} from '@niaga/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiSend, type Query } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import type { ListData } from '../../ui/list-page/list-results';
import { getOperatorToken, setOperatorToken } from './operator-token';

/** Every call of the console carries the operator's token (never the company session's). */
async function call<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; query?: Query; signal?: AbortSignal } = {},
) {
  try {
    return await apiSend<T>(`/operator${path}`, { ...options, token: getOperatorToken(), sessionCheck: false });
  } catch (error) {
    // A session that ended (expired, logged out elsewhere) goes back to the sign-in, not the company's login.
    if (isApiError(error) && error.status === 401 && path !== '/login') {
      setOperatorToken(null);
      window.location.assign('/operator/login');
    }
    throw error;
  }
}
const get = async <T>(path: string, signal?: AbortSignal, query?: Query) =>
  (await call<T>(path, { signal, query })).data;
const post = <T>(path: string, body: unknown = {}) => call<T>(path, { method: 'POST', body });

export const operatorKeys = {
  all: ['operator'] as const,
  me: ['operator', 'me'] as const,
  overdue: ['operator', 'overdue'] as const,
  companies: ['operator', 'companies'] as const,
  companyPage: (filter: CompanyFilter) => ['operator', 'companies', 'page', filter] as const,
  company: (id: string) => ['operator', 'companies', id] as const,
  plans: ['operator', 'plans'] as const,
  invoices: (filter: InvoiceFilter) => ['operator', 'invoices', filter] as const,
  gateway: ['operator', 'gateway'] as const,
  jobs: ['operator', 'jobs'] as const,
};

export type InvoiceFilter = { status?: SubscriptionInvoiceStatus; companyId?: string; q?: string; page?: number };
export type CompanyFilter = { q?: string; page?: number; limit?: number };

export const operatorQueries = {
  me: () =>
    queryOptions({
      queryKey: operatorKeys.me,
      queryFn: ({ signal }) => get<OperatorView>('/me', signal),
      retry: false,
    }),
  overdue: (filter: { page?: number } = {}) =>
    queryOptions({
      queryKey: [...operatorKeys.overdue, filter],
      queryFn: ({ signal }) => get<ListData<OverdueCompanyView>>('/overdue', signal, filter),
      placeholderData: keepPreviousData,
    }),
  companies: (filter: CompanyFilter = {}) =>
    queryOptions({
      queryKey: operatorKeys.companyPage(filter),
      queryFn: ({ signal }) => get<ListData<OperatorCompanyView>>('/companies', signal, filter),
      placeholderData: keepPreviousData,
    }),
  company: (id: string) =>
    queryOptions({
      queryKey: operatorKeys.company(id),
      queryFn: ({ signal }) => get<OperatorCompanyDetail>(`/companies/${encodeURIComponent(id)}`, signal),
    }),
  plans: () =>
    queryOptions({
      queryKey: operatorKeys.plans,
      queryFn: async ({ signal }) => (await get<{ items: PlanView[] }>('/plans', signal)).items,
    }),
  invoices: (filter: InvoiceFilter) =>
    queryOptions({
      queryKey: operatorKeys.invoices(filter),
      queryFn: ({ signal }) => get<ListData<OperatorInvoiceView>>('/invoices', signal, filter),
      placeholderData: keepPreviousData,
    }),
  gateway: () =>
    queryOptions({
      queryKey: operatorKeys.gateway,
      queryFn: async ({ signal }) => (await get<{ items: PlatformGatewayView[] }>('/gateway', signal)).items,
    }),
  /** Counts move while jobs run: the page looks again every 10 seconds. */
  jobs: () =>
    queryOptions({
      queryKey: operatorKeys.jobs,
      queryFn: ({ signal }) => get<JobsOverview>('/jobs', signal),
      refetchInterval: 10_000,
    }),
};

export const operatorApi = {
  login: (body: { email: string; password: string }) => post<{ token: string; operator: OperatorView }>('/login', body),
  logout: () => post<null>('/logout'),
  createCompany: (body: OperatorCompanyCreate) => post<OperatorCompanyView>('/companies', body),
  setSubscription: (id: string, body: { planId: string | null; billingDay: number }) =>
    post<OperatorCompanyView>(`/companies/${encodeURIComponent(id)}/subscription`, body),
  createPlan: (body: PlanInput) => post<PlanView>('/plans', body),
  updatePlan: (id: string, body: PlanInput) => post<PlanView>(`/plans/${encodeURIComponent(id)}`, body),
  issueInvoice: (body: OperatorInvoiceIssue) => post<OperatorInvoiceView>('/invoices', body),
  voidInvoice: (id: string, reason: string) =>
    post<OperatorInvoiceView>(`/invoices/${encodeURIComponent(id)}/void`, { reason }),
  recordTransfer: (id: string, body: OperatorBankTransfer) =>
    post<{ invoice: OperatorInvoiceView; receiptNo: string }>(
      `/invoices/${encodeURIComponent(id)}/bank-transfer`,
      body,
    ),
  storeGateway: (body: PaymentProviderInput) => post<PlatformGatewayView>('/gateway', body),
  retryJob: (queue: string, id: string) =>
    post<null>(`/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`),
};
