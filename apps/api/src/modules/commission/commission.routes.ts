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
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okSchema, sendDownload } from '../../platform/envelope.js';
import {
  checkCalculation,
  commissionAgents,
  commissionDetails,
  commissionSummary,
  companyCommission,
  incomeStatement,
  incomeStatementPdf,
} from './statement.service.js';

// Commission data is not among spec §6's staff permissions: HQ (the company admin) sees any agent's, an agent
// only its own (the service checks `agentId`); staff and customers have no access.
const AGENT_OR_HQ: RouteAccess = { roles: ['hq', 'agent'] };
const HQ_ONLY: RouteAccess = { roles: ['hq'] };
const tags = ['commission'];

export function registerCommissionRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/commission',
    {
      config: { access: AGENT_OR_HQ },
      schema: {
        tags,
        summary: "An agent's commission: this month and the past 12 by type, balances, rank and progress",
        querystring: commissionAgentQuery,
        response: okSchema(commissionSummarySchema),
      },
    },
    async (request) => ok(await commissionSummary(deps, contextOf(request), request.query), request.language),
  );
  app.get(
    '/api/commission/details',
    {
      config: { access: AGENT_OR_HQ },
      schema: {
        tags,
        summary: "An agent's entries of one commission type (optionally one month) with their source orders",
        querystring: commissionDetailsQuery,
        response: okSchema(commissionDetailsPage),
      },
    },
    async (request) => ok(await commissionDetails(deps, contextOf(request), request.query), request.language),
  );
  app.get(
    '/api/commission/income-statement',
    {
      config: { access: AGENT_OR_HQ },
      schema: {
        tags,
        summary: "An agent's monthly income statement (agents: unless the company switched it off)",
        querystring: incomeStatementQuery,
        response: okSchema(incomeStatementSchema),
      },
    },
    async (request) => ok(await incomeStatement(deps, contextOf(request), request.query), request.language),
  );
  app.get(
    '/api/commission/income-statement/pdf',
    {
      config: { access: AGENT_OR_HQ },
      schema: { tags, summary: 'The monthly income statement as a PDF', querystring: incomeStatementQuery },
    },
    async (request, reply) => {
      return sendDownload(reply, await incomeStatementPdf(deps, contextOf(request), request.query));
    },
  );
  app.get(
    '/api/commission/check-calculation',
    {
      config: { access: AGENT_OR_HQ },
      schema: {
        tags,
        summary: 'One ledger entry with its formula and labelled inputs (agents: their own entries only)',
        querystring: checkCalculationQuery,
        response: okSchema(checkCalculationSchema),
      },
    },
    async (request) => ok(await checkCalculation(deps, contextOf(request), request.query), request.language),
  );
  app.get(
    '/api/commission/company',
    {
      config: { access: HQ_ONLY },
      schema: {
        tags,
        summary: "The company's commission by type and month of a year, net of reversals",
        querystring: companyCommissionQuery,
        response: okSchema(companyCommissionSchema),
      },
    },
    async (request) => ok(await companyCommission(deps, contextOf(request), request.query), request.language),
  );
  app.get(
    '/api/commission/agents',
    {
      config: { access: HQ_ONLY },
      schema: {
        tags,
        summary:
          'Agents with their commission of a month (default: the latest month with entries), payable balance and rank (search by name or e-mail)',
        querystring: commissionAgentsQuery,
        response: okSchema(commissionAgentsPage),
      },
    },
    async (request) => ok(await commissionAgents(deps, contextOf(request), request.query), request.language),
  );
}
