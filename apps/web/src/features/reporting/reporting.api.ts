import type {
  AgentProductSalesPage,
  AgentReportPage,
  AgentReportSummary,
  CustomerReportPage,
  CustomerReportSummary,
  InventoryReportPage,
  InventoryReportSummary,
  KpiPage,
  KpiSummary,
  PaymentMethodReport,
  ProductSalesChoices,
  ProductSalesPage,
  RecruiterPage,
  RecruitmentSummary,
  TransactionPage,
  TransactionSummary,
} from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api-client';
import { pageQuery } from '../../lib/items-query';

/** The master report's filters as the calls take them (from, to: days; the others optional). */
export type ReportFilters = {
  from: string;
  to: string;
  levelId?: string | undefined;
  branchId?: string | undefined;
  state?: string | undefined;
  agentId?: string | undefined;
};
/** A tab's list: the filters, its own extra filters, sort and page. */
export type ReportListQuery = ReportFilters & { page: number; sort?: string | undefined } & Record<
    string,
    string | number | undefined
  >;

export const reportingKeys = {
  all: ['reporting'] as const,
  call: (path: string, query: Query) => [...reportingKeys.all, path, query] as const,
};

const summary =
  <T>(path: string) =>
  (filters: Query) =>
    queryOptions({
      queryKey: reportingKeys.call(path, filters),
      queryFn: ({ signal }) => api.get<T>(path, filters, signal),
    });
const list =
  <T>(path: string) =>
  (query: Query) =>
    pageQuery<T>(reportingKeys.call(path, query), path, query);

export const transactionSummaryQuery = summary<TransactionSummary>('/transaction/summary');
export const paymentMethodQuery = summary<PaymentMethodReport>('/transaction/payment-method');
export const transactionListQuery = list<TransactionPage>('/transaction/list');
export const recruitmentSummaryQuery = summary<RecruitmentSummary>('/recruitment/summary');
export const recruiterListQuery = list<RecruiterPage>('/recruitment/list');
export const kpiSummaryQuery = summary<KpiSummary>('/kpi/summary');
export const kpiListQuery = list<KpiPage>('/kpi/sales-list');
export const agentReportSummaryQuery = summary<AgentReportSummary>('/agent-report/summary');
export const agentReportListQuery = list<AgentReportPage>('/agent-report/list');

// ---- Inventory, product sales and customer database tabs.
export const inventoryReportSummaryQuery = summary<InventoryReportSummary>('/inventory-report/summary');
export const inventoryReportListQuery = list<InventoryReportPage>('/inventory-report/list');
export const productSalesListQuery = list<ProductSalesPage>('/product-sales/list');
export const agentProductSalesListQuery = list<AgentProductSalesPage>('/product-sales/agent-list');
export const productSalesChoicesQuery = summary<ProductSalesChoices>('/product-sales/products');
export const customerReportSummaryQuery = summary<CustomerReportSummary>('/customer-report/summary');
export const customerReportListQuery = list<CustomerReportPage>('/customer-report/list');
