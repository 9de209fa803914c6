import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ReportFilterKey } from './report-filters';
import type { ReportFilters } from './reporting.api';

export type ReportTabProps = { filters: ReportFilters };

/** One tab of /reporting: its address value, label, the shared filters it reads and its content (own chunk). */
export type ReportTab = {
  value: string;
  labelKey: string;
  filters: readonly ReportFilterKey[];
  Content: LazyExoticComponent<ComponentType<ReportTabProps>>;
};

/** A tab's content, loaded with the tab: `load` imports its module, `name` is the component's export. */
const content = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType<ReportTabProps> }));

const ALL: readonly ReportFilterKey[] = ['level', 'branch', 'state', 'agent'];
const AGENTS: readonly ReportFilterKey[] = ['level', 'state', 'agent'];

/** The master report's tabs in order (spec §7). A new tab is one entry here and its own `*-tab.tsx`. */
export const REPORTING_TABS: ReportTab[] = [
  {
    value: 'transaction',
    labelKey: 'reporting.tab.transaction',
    filters: ALL,
    Content: content(() => import('./transaction-tab'), 'TransactionTab'),
  },
  {
    value: 'recruitment',
    labelKey: 'reporting.tab.recruitment',
    filters: AGENTS,
    Content: content(() => import('./recruitment-tab'), 'RecruitmentTab'),
  },
  {
    value: 'kpi',
    labelKey: 'reporting.tab.kpi',
    filters: AGENTS,
    Content: content(() => import('./kpi-tab'), 'KpiTab'),
  },
  {
    value: 'agent-report',
    labelKey: 'reporting.tab.agentReport',
    filters: ALL,
    Content: content(() => import('./agent-report-tab'), 'AgentReportTab'),
  },
  {
    value: 'agent-database',
    labelKey: 'reporting.tab.agentDatabase',
    filters: [],
    Content: content(() => import('./agent-database-tab'), 'AgentDatabaseTab'),
  },
  {
    value: 'customer-database',
    labelKey: 'reporting.tab.customerDatabase',
    filters: ['state'],
    Content: content(() => import('./customer-database-tab'), 'CustomerDatabaseTab'),
  },
  {
    value: 'inventory',
    labelKey: 'reporting.tab.inventory',
    filters: ['branch'],
    Content: content(() => import('./inventory-tab'), 'InventoryTab'),
  },
  {
    value: 'product-sales',
    labelKey: 'reporting.tab.productSales',
    filters: ALL,
    Content: content(() => import('./product-sales-tab'), 'ProductSalesTab'),
  },
];
