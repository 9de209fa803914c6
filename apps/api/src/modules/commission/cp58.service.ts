import {
  COMMISSION_TYPES,
  type CommissionType,
  type Cp58IssueResult,
  type Cp58Page,
  type Cp58Payer,
  type Cp58Recipient,
  type Cp58Statement,
  type cp58Query,
  type cp58SearchQuery,
} from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { companies } from '../company/company.tables.js';
import { addressLines, companyLetterhead } from '../company/company-profile.service.js';
import { resolveFeatures } from '../company/features.js';
import { readLogo } from '../documents/documents.service.js';
import { todayIn } from '../users/users.repo.js';
import { users } from '../users/users.tables.js';
import { renderCp58Pdf } from './cp58.pdf.js';
import {
  type AgentIdentity,
  agentIdentities,
  type Cp58Row,
  lockCompanyForIssue,
  paidIncome,
  replaceStatements,
  searchStatements,
  statementOf,
} from './cp58.repo.js';

type CompanyRow = typeof companies.$inferSelect;

/** The year of a moment in the company's time zone. */
const yearIn = (timeZone: string, at: Date) => Number(todayIn(timeZone, at).slice(0, 4));

/** The company, when its CP58 feature is on; a clear refusal otherwise. */
async function cp58Company(deps: AppDeps, ctx: RequestContext): Promise<CompanyRow> {
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, ctx.companyId));
  if (!company) throw notFound();
  if (!resolveFeatures(company.features).cp58Feature) throw new AppError(403, 'cp58.featureOff', 'FORBIDDEN');
  return company;
}

function checkYear(company: CompanyRow, ctx: RequestContext, year: number) {
  if (year > yearIn(company.timeZone, ctx.now)) throw badRequest('cp58.futureYear', { year: 'cp58.futureYear' });
}

const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function recipientOf(agent: AgentIdentity): Record<string, string | null> {
  return {
    name: agent.name,
    identityNo: orNull(agent.identityNo),
    tin: orNull(agent.tin),
    rocNumber: orNull(agent.rocNumber),
    companyName: orNull(agent.companyName),
    address: addressLines(agent).join('\n') || null,
  };
}

/**
 * POST /api/report/cp58: issues (or issues again) the year's statements, one per agent paid commission in the
 * year, with the figures of the ledger now and the agent's and company's details of today. The current year may
 * be issued too: its statements say they hold the payments made so far.
 */
export async function issueCp58(deps: AppDeps, ctx: RequestContext, input: { year: number }): Promise<Cp58IssueResult> {
  const company = await cp58Company(deps, ctx);
  checkYear(company, ctx, input.year);
  const partial = input.year === yearIn(company.timeZone, ctx.now);
  return deps.db.transaction(async (tx) => {
    await lockCompanyForIssue(tx, ctx.companyId);
    const income = await paidIncome(tx, ctx.companyId, input.year, company.timeZone);
    const byAgent = new Map<string, Partial<Record<CommissionType, number>>>();
    for (const row of income) {
      if (row.amount === 0) continue;
      const amounts = byAgent.get(row.agentId) ?? {};
      amounts[row.type] = row.amount;
      byAgent.set(row.agentId, amounts);
    }
    const totals = new Map(
      [...byAgent].map(([agentId, amounts]) => [
        agentId,
        Object.values(amounts).reduce((sum, value) => sum + value, 0),
      ]),
    );
    const paidAgents = [...totals].filter(([, total]) => total > 0).map(([agentId]) => agentId);
    const agents = await agentIdentities(tx, ctx.companyId, paidAgents);
    const head = await companyLetterhead(tx, ctx.companyId);
    const payer = {
      name: company.name,
      roc: orNull(company.companyRoc),
      tin: orNull(company.tin),
      address: head?.address.join('\n') || null,
      phone: head?.phone ?? null,
      email: head?.email ?? null,
    };
    const rows = paidAgents.flatMap((agentId) => {
      const agent = agents.get(agentId);
      if (!agent) return [];
      return [
        {
          companyId: ctx.companyId,
          year: input.year,
          agentId,
          amounts: byAgent.get(agentId) ?? {},
          total: totals.get(agentId) ?? 0,
          agent: recipientOf(agent),
          company: payer,
          issuedAt: ctx.now,
          issuedByName: ctx.user.name,
        },
      ];
    });
    await replaceStatements(tx, ctx.companyId, input.year, rows);
    return {
      year: input.year,
      issued: rows.length,
      total: rows.reduce((sum, row) => sum + row.total, 0),
      partial,
      missingDetails: rows.filter((row) => !row.agent.tin || !row.agent.identityNo).length,
    };
  });
}

const lines = (value: string | null | undefined) => (value ? value.split('\n') : []);

function toStatement(row: Cp58Row, company: CompanyRow): Cp58Statement {
  const agent = row.agent;
  const payer = row.company;
  const recipient: Cp58Recipient = {
    name: agent.name ?? '',
    identityNo: agent.identityNo ?? null,
    tin: agent.tin ?? null,
    rocNumber: agent.rocNumber ?? null,
    companyName: agent.companyName ?? null,
    address: lines(agent.address),
  };
  const payerView: Cp58Payer = {
    name: payer.name ?? company.name,
    roc: payer.roc ?? null,
    tin: payer.tin ?? null,
    address: lines(payer.address),
    phone: payer.phone ?? null,
    email: payer.email ?? null,
  };
  return {
    year: row.year,
    agentId: row.agentId,
    amounts: COMMISSION_TYPES.filter((type) => row.amounts[type]).map((type) => ({
      type,
      amount: row.amounts[type] ?? 0,
    })),
    total: row.total,
    payer: payerView,
    recipient,
    issuedAt: row.issuedAt.toISOString(),
    issuedByName: row.issuedByName,
    partial: yearIn(company.timeZone, row.issuedAt) <= row.year,
    currency: company.currency,
  };
}

/** An agent reads its own statement; HQ names the agent. Another agent's, or none issued: 404. */
async function isAgentOf(deps: AppDeps, companyId: string, agentId: string) {
  const [agent] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, agentId), eq(users.role, 'agent')));
  return Boolean(agent);
}

/** The agent whose statement is asked for (an agent: only its own; HQ names one) and the statement, if issued. */
async function findStatement(deps: AppDeps, ctx: RequestContext, query: z.output<typeof cp58Query>) {
  const company = await cp58Company(deps, ctx);
  const isAgent = ctx.user.role === 'agent';
  if (isAgent && query.agentId && query.agentId !== ctx.user.id) throw notFound();
  const agentId = isAgent ? ctx.user.id : query.agentId;
  if (!agentId) throw badRequest('validation.required', { agentId: 'validation.required' });
  const row = await statementOf(deps.db, ctx.companyId, query.year, agentId);
  // HQ naming someone not of its company: 404, as any record of another company (none issued is not an error).
  if (!row && !isAgent && !(await isAgentOf(deps, ctx.companyId, agentId))) throw notFound();
  return { company, statement: row ? toStatement(row, company) : null };
}

/** Why there is no statement to show: none was issued to this agent for the year yet. */
export const notIssuedKey = (ctx: RequestContext) =>
  ctx.user.role === 'agent' ? 'cp58.notIssued' : 'cp58.notIssuedAgent';

async function loadStatement(deps: AppDeps, ctx: RequestContext, query: z.output<typeof cp58Query>) {
  const { company, statement } = await findStatement(deps, ctx, query);
  if (!statement) throw new AppError(404, notIssuedKey(ctx), 'NOT_FOUND', undefined, undefined, { year: query.year });
  return { company, statement };
}

/**
 * GET /api/report/getcp58: the statement, or null when none was issued yet (an empty state, not an error; the
 * route's message says so).
 */
export async function getCp58(deps: AppDeps, ctx: RequestContext, query: z.output<typeof cp58Query>) {
  return (await findStatement(deps, ctx, query)).statement;
}

/** GET /api/report/getcp58/pdf: the statement as an A4 PDF in the layout of form CP58. */
export async function cp58Pdf(deps: AppDeps, ctx: RequestContext, query: z.output<typeof cp58Query>) {
  const { company, statement } = await loadStatement(deps, ctx, query);
  const logo = await readLogo(deps.storage, ctx.companyId, company.logoUrl);
  const bytes = await renderCp58Pdf(statement, ctx.language, company.timeZone, logo);
  const slug = statement.recipient.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || statement.agentId;
  return { bytes, fileName: `CP58-${statement.year}-${slug}.pdf` };
}

/** GET /api/report/searchcp58: the year's issued statements, searched and paged, with missing-details flags. */
export async function searchCp58(
  deps: AppDeps,
  ctx: RequestContext,
  query: z.output<typeof cp58SearchQuery>,
): Promise<Cp58Page> {
  const company = await cp58Company(deps, ctx);
  const found = await searchStatements(deps.db, ctx.companyId, query);
  return {
    items: found.items.map((row) => ({
      ...row,
      name: row.name ?? '',
      email: row.email ?? null,
      issuedAt: row.issuedAt.toISOString(),
    })),
    total: found.total,
    page: query.page,
    limit: query.limit,
    year: query.year,
    issued: found.issued,
    missingDetails: found.missingDetails,
    grandTotal: found.grandTotal,
    issuedAt: found.issuedAt?.toISOString() ?? null,
    partial: found.issuedAt ? yearIn(company.timeZone, found.issuedAt) <= query.year : false,
  };
}
