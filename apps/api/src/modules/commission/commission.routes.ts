import {
  checkCalculationQuery,
  checkCalculation as checkCalculationSchema,
  commissionAgentQuery,
  commissionAgentsPage,
  commissionAgentsQuery,
  commissionDetailsPage,
  commissionDetailsQuery,
  commissionSummary as commissionSummarySchema,
  companyCommissionQuery,
  companyCommission as companyCommissionSchema,
  incomeStatementQuery,
  incomeStatement as incomeStatementSchema,
} from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { checkCalculation } from './check-calculation.service.js';
import {
  commissionAgents,
  commissionDetails,
  commissionSummary,
  companyCommission,
  incomeStatement,
  incomeStatementPdf,
} from './statement.service.js';

// Commission data is not among spec §6's staff permissions: HQ (the company admin) sees any agent's, an agent
// only its own (the service checks `agentId`); staff and customers have no access.
const tags = ['commission'];

export function registerCommissionRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/commission',
    {
      access: access.hqAndAgents,
      summary: "An agent's commission: this month and the past 12 by type, balances, rank and progress",
      query: commissionAgentQuery,
      response: commissionSummarySchema,
    },
    (request) => commissionSummary(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/commission/details',
    {
      access: access.hqAndAgents,
      summary: "An agent's entries of one commission type (optionally one month) with their source orders",
      query: commissionDetailsQuery,
      response: commissionDetailsPage,
    },
    (request) => commissionDetails(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/commission/income-statement',
    {
      access: access.hqAndAgents,
      summary: "An agent's monthly income statement (agents: unless the company switched it off)",
      query: incomeStatementQuery,
      response: incomeStatementSchema,
    },
    (request) => incomeStatement(deps, contextOf(request), request.query),
  );
  r.pdf(
    '/api/commission/income-statement/pdf',
    {
      access: access.hqAndAgents,
      summary: 'The monthly income statement as a PDF',
      query: incomeStatementQuery,
    },
    (request) => incomeStatementPdf(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/commission/check-calculation',
    {
      access: access.hqAndAgents,
      summary: 'One ledger entry with its formula and labelled inputs (agents: their own entries only)',
      query: checkCalculationQuery,
      response: checkCalculationSchema,
    },
    (request) => checkCalculation(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/commission/company',
    {
      access: access.hq,
      summary: "The company's commission by type and month of a year, net of reversals",
      query: companyCommissionQuery,
      response: companyCommissionSchema,
    },
    (request) => companyCommission(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/commission/agents',
    {
      access: access.hq,
      summary:
        'Agents with their commission of a month (default: the latest month with entries), payable balance and rank (search by name or e-mail)',
      query: commissionAgentsQuery,
      response: commissionAgentsPage,
    },
    (request) => commissionAgents(deps, contextOf(request), request.query),
  );
}
