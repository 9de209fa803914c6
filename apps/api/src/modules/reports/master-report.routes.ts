import {
  agentReportFilters,
  agentReportListQuery,
  agentReportPage,
  agentReportSummary as agentReportSummarySchema,
  kpiListQuery,
  kpiPage,
  kpiSummary as kpiSummarySchema,
  MASTER_REPORT_ACCESS,
  masterReportFilters,
  paymentMethodReport as paymentMethodReportSchema,
  recruiterPage,
  recruitmentListQuery,
  recruitmentSummary as recruitmentSummarySchema,
  transactionFilters,
  transactionListQuery,
  transactionPage,
  transactionSummary as transactionSummarySchema,
} from '@niaga/shared';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { agentReportList, agentReportSummary } from './agent-report.service.js';
import { kpiSalesList, kpiSummary } from './kpi-report.service.js';

import { recruiterList, recruitmentSummary } from './recruitment-report.service.js';
import { paymentMethodReport, transactionList, transactionSummary } from './transaction-report.service.js';

/** The master report (/reporting, spec §7): transaction, recruitment, KPI and agent report tabs. */
export function registerMasterReportRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['reports'] });
  const access = MASTER_REPORT_ACCESS;
  r.get(
    '/api/transaction/summary',
    {
      access,
      summary: 'Orders placed in the period per status, and the counted sales with their money totals',
      query: transactionFilters,
      response: transactionSummarySchema,
    },
    (request) => transactionSummary(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/transaction/list',
    {
      access,
      summary: 'Orders placed in the period (filters: level, state, buyer agent, selling branch, status), paged',
      query: transactionListQuery,
      response: transactionPage,
    },
    (request) => transactionList(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/transaction/payment-method',
    {
      access,
      summary: 'Counted sales of the period per payment method',
      query: transactionFilters,
      response: paymentMethodReportSchema,
    },
    (request) => paymentMethodReport(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/recruitment/summary',
    {
      access,
      summary: 'Agents who joined in the period, per level, and how many agents recruited them',
      query: masterReportFilters,
      response: recruitmentSummarySchema,
    },
    (request) => recruitmentSummary(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/recruitment/list',
    {
      access,
      summary: 'Recruiters of the period with their new agents (introduced), paged',
      query: recruitmentListQuery,
      response: recruiterPage,
    },
    (request) => recruiterList(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/kpi/summary',
    {
      access,
      summary: 'PS, agents with sales, recruits and commission over the months the period touches',
      query: masterReportFilters,
      response: kpiSummarySchema,
    },
    (request) => kpiSummary(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/kpi/sales-list',
    {
      access,
      summary: "Each agent's PS, GS, TPGS, side group sales, recruits, commission and level targets, paged",
      query: kpiListQuery,
      response: kpiPage,
    },
    (request) => kpiSalesList(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/agent-report/summary',
    {
      access,
      summary: 'Agents per status, joined in the period, and buying (a counted order in the period)',
      query: agentReportFilters,
      response: agentReportSummarySchema,
    },
    (request) => agentReportSummary(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/agent-report/list',
    {
      access,
      summary: 'Agents with their counted orders and purchases in the period, paged',
      query: agentReportListQuery,
      response: agentReportPage,
    },
    (request) => agentReportList(deps, contextOf(request), request.query),
  );
}
