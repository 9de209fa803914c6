import {
  COMMISSION_TYPES,
  type CommissionAgentQuery,
  type CommissionAgentsPage,
  type CommissionAgentsQuery,
  type CommissionDetailsPage,
  type CommissionDetailsQuery,
  type CommissionInputs,
  type CommissionSummary,
  type CommissionType,
  type CompanyCommission,
  type CompanyCommissionQuery,
  commissionFormula,
  type IncomeStatement,
  type IncomeStatementQuery,
} from '@niaga/shared';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { resolveFeatures } from '../company/features.js';
import { monthOf } from '../network/sales.repo.js';
import { agentSoldMargin } from './agent-margin.repo.js';
import { lastClosedMonth, payableBalance } from './ledger.repo.js';
import { agentMonthRank, currentMonth, openMonthRanks, rankRef } from './open-month-rank.js';
import { nextMonth } from './periods.js';
import { renderIncomeStatementPdf } from './statement.pdf.js';
import {
  type AgentRow,
  agentOf,
  agentsPage,
  type CompanyRow,
  closedRanks,
  companyOf,
  entriesPage,
  latestEntryMonth,
  paidPayouts,
  payableBalances,
  pendingAndPaid,
  statementTotals,
  sumsByMonthAndType,
} from './statement.repo.js';

/** YYYY-MM-01 → YYYY-MM and back. */
export const short = (month: string) => month.slice(0, 7);
const first = (month: string) => `${month}-01`;
function previousMonth(month: string): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNo - 2, 1)).toISOString().slice(0, 10);
}

const emptyByType = () =>
  Object.fromEntries(COMMISSION_TYPES.map((type) => [type, 0])) as Record<CommissionType, number>;
const sumValues = (byType: Record<CommissionType, number>) => Object.values(byType).reduce((a, b) => a + b, 0);

export const agentRef = (agent: AgentRow) => ({ id: agent.id, name: agent.name, levelName: agent.levelName ?? null });

/**
 * The agent a view is about: an agent sees only itself (naming anyone else answers 404); HQ names any agent of
 * the company (`agentId` required; unknown or another company's answers 404).
 */
async function subjectAgent(executor: Executor, ctx: RequestContext, agentId: string | undefined): Promise<AgentRow> {
  if (ctx.user.role === 'agent') {
    if (agentId && agentId !== ctx.user.id) throw notFound();
    const self = await agentOf(executor, ctx.companyId, ctx.user.id);
    if (!self) throw notFound();
    return self;
  }
  if (!agentId) throw badRequest('validation.required', { agentId: 'validation.required' });
  const agent = await agentOf(executor, ctx.companyId, agentId);
  if (!agent) throw notFound();
  return agent;
}

export async function commissionSummary(
  deps: AppDeps,
  ctx: RequestContext,
  query: CommissionAgentQuery,
): Promise<CommissionSummary> {
  const agent = await subjectAgent(deps.db, ctx, query.agentId);
  const [company, lastClosed] = await Promise.all([
    companyOf(deps.db, ctx.companyId),
    lastClosedMonth(deps.db, ctx.companyId),
  ]);
  const current = currentMonth(company, lastClosed, ctx.now);
  const past: string[] = [];
  for (let month = previousMonth(current); past.length < 12; month = previousMonth(month)) past.push(month);
  const [sums, payable, balances, openRank, pastRanks, margin] = await Promise.all([
    sumsByMonthAndType(deps.db, ctx.companyId, agent.id, past.at(-1)!, nextMonth(current)),
    payableBalance(deps.db, ctx.companyId, agent.id, lastClosed),
    pendingAndPaid(deps.db, ctx.companyId, agent.id, lastClosed),
    agentMonthRank(deps.db, ctx.companyId, agent.id, current),
    closedRanks(
      deps.db,
      ctx.companyId,
      [agent.id],
      past.filter((month) => lastClosed !== null && month <= lastClosed),
    ),
    agentSoldMargin(deps.db, ctx.companyId, agent.id, current, company.timeZone),
  ]);
  const byMonth = new Map<string, Record<CommissionType, number>>();
  for (const row of sums) {
    const byType = byMonth.get(row.period) ?? emptyByType();
    byType[row.type] += row.total;
    byMonth.set(row.period, byType);
  }
  const thisMonth = byMonth.get(current) ?? emptyByType();
  return {
    agent: agentRef(agent),
    currency: company.currency,
    month: short(current),
    thisMonth: { byType: thisMonth, total: sumValues(thisMonth) },
    months: past.map((month) => {
      const byType = byMonth.get(month) ?? emptyByType();
      const closed = lastClosed !== null && month <= lastClosed;
      return {
        month: short(month),
        status: closed ? 'closed' : 'open',
        byType,
        total: sumValues(byType),
        rank: closed ? (pastRanks.get(`${agent.id}|${month}`) ?? null) : null,
      };
    }),
    balances: { payable, pending: balances.pending, requested: balances.requested, paid: balances.paid },
    agentSoldMargin: margin,
    rank: openRank.rank,
  };
}

const productNameOf = (inputs: CommissionInputs) =>
  inputs.kind === 'differential' || inputs.kind === 'storeProfit' || inputs.kind === 'perUnit'
    ? inputs.productName
    : null;

export const orderOf = (row: {
  orderId: string | null;
  referenceNo: string | null;
  invoiceNo: string | null;
  buyerName: string | null;
}) =>
  row.orderId
    ? { id: row.orderId, referenceNo: row.referenceNo ?? '', invoiceNo: row.invoiceNo, buyerName: row.buyerName }
    : null;

export async function commissionDetails(
  deps: AppDeps,
  ctx: RequestContext,
  query: CommissionDetailsQuery,
): Promise<CommissionDetailsPage> {
  const agent = await subjectAgent(deps.db, ctx, query.agentId);
  const [company, lastClosed] = await Promise.all([
    companyOf(deps.db, ctx.companyId),
    lastClosedMonth(deps.db, ctx.companyId),
  ]);
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const { rows, total, sum } = await entriesPage(deps.db, {
    companyId: ctx.companyId,
    agentId: agent.id,
    types: [query.type],
    month: query.month ? first(query.month) : null,
    lastClosed,
    page,
    limit,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      amount: row.amount,
      status: row.status,
      period: short(row.period),
      createdAt: row.createdAt.toISOString(),
      productName: productNameOf(row.inputs),
      order: orderOf(row),
      reversesId: row.reversesId,
      formula: commissionFormula(row.inputs, row.amount, company.currency),
    })),
    total,
    page,
    limit,
    sum,
    agent: agentRef(agent),
    currency: company.currency,
  };
}

/** Agents see their income statement unless the company switched it off; HQ always. */
function assertStatementShown(ctx: RequestContext, company: CompanyRow) {
  if (ctx.user.role === 'agent' && !resolveFeatures(company.features).incomeStatement)
    throw new AppError(403, 'commission.incomeStatementOff', 'FORBIDDEN');
}

const addressLines = (company: CompanyRow) =>
  [
    company.address1,
    company.address2,
    [company.postcode, company.city].filter(Boolean).join(' '),
    company.state,
  ].filter((line): line is string => !!line?.trim());

export async function incomeStatement(
  deps: AppDeps,
  ctx: RequestContext,
  query: IncomeStatementQuery,
): Promise<IncomeStatement> {
  const company = await companyOf(deps.db, ctx.companyId);
  assertStatementShown(ctx, company);
  const agent = await subjectAgent(deps.db, ctx, query.agentId);
  const month = first(query.month);
  const [lastClosed, totals, payouts, margin] = await Promise.all([
    lastClosedMonth(deps.db, ctx.companyId),
    statementTotals(deps.db, ctx.companyId, agent.id, month),
    paidPayouts(deps.db, ctx.companyId, agent.id, month, company.timeZone),
    agentSoldMargin(deps.db, ctx.companyId, agent.id, month, company.timeZone),
  ]);
  const closed = lastClosed !== null && month <= lastClosed;
  const rank = closed
    ? ((await closedRanks(deps.db, ctx.companyId, [agent.id], [month])).get(`${agent.id}|${month}`) ?? null)
    : rankRef((await openMonthRanks(deps.db, ctx.companyId, [agent.id], month)).get(agent.id)!.achieved);
  const byType = new Map(totals.map((row) => [row.type, row]));
  const types = COMMISSION_TYPES.map((type) => {
    const row = byType.get(type) ?? { earned: 0, reversed: 0 };
    return { type, earned: row.earned, reversed: row.reversed, net: row.earned + row.reversed };
  });
  const sum = (key: 'earned' | 'reversed' | 'net') => types.reduce((total, row) => total + row[key], 0);
  return {
    month: query.month,
    currency: company.currency,
    agent: { ...agentRef(agent), identityNo: agent.identityNo, tin: agent.tin },
    company: { name: company.name, roc: company.roc, tin: company.tin, address: addressLines(company) },
    types,
    totals: { earned: sum('earned'), reversed: sum('reversed'), net: sum('net') },
    payouts: payouts.map((payout) => ({
      id: payout.id,
      amount: payout.amount,
      paidAt: payout.paidAt!.toISOString(),
      reference: payout.reference,
    })),
    payoutsTotal: payouts.reduce((total, payout) => total + payout.amount, 0),
    agentSoldMargin: margin,
    rank,
    closed,
  };
}

export async function incomeStatementPdf(deps: AppDeps, ctx: RequestContext, query: IncomeStatementQuery) {
  const statement = await incomeStatement(deps, ctx, query);
  const company = await companyOf(deps.db, ctx.companyId);
  const bytes = await renderIncomeStatementPdf(statement, ctx.language, company.timeZone);
  return { bytes, fileName: `income-statement-${statement.month}.pdf` };
}

export async function companyCommission(
  deps: AppDeps,
  ctx: RequestContext,
  query: CompanyCommissionQuery,
): Promise<CompanyCommission> {
  const [company, lastClosed] = await Promise.all([
    companyOf(deps.db, ctx.companyId),
    lastClosedMonth(deps.db, ctx.companyId),
  ]);
  const year = query.year ?? Number(monthOf(company.timeZone, ctx.now).slice(0, 4));
  const sums = await sumsByMonthAndType(deps.db, ctx.companyId, null, `${year}-01-01`, `${year + 1}-01-01`);
  const months = Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}-01`);
  const byMonth = new Map(months.map((month) => [month, emptyByType()]));
  const yearByType = emptyByType();
  for (const row of sums) {
    byMonth.get(row.period)![row.type] += row.total;
    yearByType[row.type] += row.total;
  }
  return {
    year,
    currency: company.currency,
    months: months.map((month) => {
      const byType = byMonth.get(month)!;
      return {
        month: short(month),
        status: lastClosed !== null && month <= lastClosed ? 'closed' : 'open',
        byType,
        total: sumValues(byType),
      };
    }),
    byType: yearByType,
    total: sumValues(yearByType),
  };
}

export async function commissionAgents(
  deps: AppDeps,
  ctx: RequestContext,
  query: CommissionAgentsQuery,
): Promise<CommissionAgentsPage> {
  const [company, lastClosed] = await Promise.all([
    companyOf(deps.db, ctx.companyId),
    lastClosedMonth(deps.db, ctx.companyId),
  ]);
  // Without a month: the latest month with entries (the last closed month holds the payable money while the
  // new month is still empty), or this month when there are none yet.
  const current = currentMonth(company, lastClosed, ctx.now);
  const month = query.month
    ? first(query.month)
    : ((await latestEntryMonth(deps.db, ctx.companyId, current)) ?? current);
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const { rows, total } = await agentsPage(deps.db, { companyId: ctx.companyId, month, q: query.q, page, limit });
  const ids = rows.map((row) => row.id);
  const closed = lastClosed !== null && month <= lastClosed;
  const [balances, ranks] = await Promise.all([
    payableBalances(deps.db, ctx.companyId, ids, lastClosed),
    closed
      ? closedRanks(deps.db, ctx.companyId, ids, [month]).then(
          (found) => new Map(ids.map((id) => [id, found.get(`${id}|${month}`) ?? null])),
        )
      : openMonthRanks(deps.db, ctx.companyId, ids, month).then(
          (found) => new Map(ids.map((id) => [id, rankRef(found.get(id)?.achieved ?? null)])),
        ),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      levelName: row.levelName ?? null,
      commission: row.commission,
      payable: balances.get(row.id) ?? 0,
      rank: ranks.get(row.id) ?? null,
    })),
    total,
    page,
    limit,
    month: short(month),
    currency: company.currency,
  };
}
