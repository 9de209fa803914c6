import {
  isMessageKey,
  type Language,
  MONTHLY_COMMISSION_TYPES,
  type MonthlyCommissionType,
  type PlanSimulation,
  type SimulationAgentDetail,
  type SimulationAgentDiff,
  type simulationAgentsQuery,
  type startSimulationInput,
  translate,
} from '@niaga/shared';
import { and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { containsPattern } from '../../platform/like.js';
import { NO_RETRY } from '../../platform/queue.js';
import { monthsOf } from './close.repo.js';
import { computeMonthWith } from './plan-simulation-compute.js';
import { monthPlanOf } from './plan-snapshot.js';
import { versionById, versionInForce } from './plan-versions.repo.js';
import {
  commissionPlanSimulationAgents,
  commissionPlanSimulations,
  type SimulatedEntry,
} from './plan-versions.tables.js';

export const PLAN_SIMULATION_JOB = 'commission-plan-simulation';
const BATCH = 5_000;
const TOP = 5;

type SimulationRow = typeof commissionPlanSimulations.$inferSelect;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function simulationView(executor: Executor, row: SimulationRow, language: Language): Promise<PlanSimulation> {
  const version = await versionById(executor, row.companyId, row.versionId);
  return {
    id: row.id,
    versionId: row.versionId,
    versionNumber: version?.number ?? 0,
    month: row.month.slice(0, 7),
    status: row.status,
    progress: row.progress,
    error: row.error && isMessageKey(row.error) ? translate(language, row.error) : row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    summary: row.summary ?? null,
  };
}

/** POST /api/commission/plan/simulations: checks the version and the month (closed), then queues the job. */
export async function startSimulation(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof startSimulationInput>,
) {
  if (!(await versionById(deps.db, ctx.companyId, input.versionId)))
    throw new AppError(404, 'commission.plan.versionNotFound', 'NOT_FOUND');
  const period = `${input.month}-01`;
  const months = await monthsOf(deps.db, ctx.companyId);
  if (!months.some((row) => row.month === period && row.status === 'closed'))
    throw new AppError(409, 'commission.plan.monthNotClosed', 'CONFLICT', undefined, undefined, {
      month: input.month,
    });
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(commissionPlanSimulations)
      .values({
        companyId: ctx.companyId,
        id: newId(),
        versionId: input.versionId,
        month: period,
        createdByName: ctx.user.name,
      })
      .returning();
    await deps.queue.send(tx, PLAN_SIMULATION_JOB, { companyId: ctx.companyId, id: created!.id }, NO_RETRY);
    return created!;
  });
  deps.queue.wake(PLAN_SIMULATION_JOB);
  return simulationView(deps.db, row, ctx.language);
}

async function simulationOf(executor: Executor, companyId: string, id: string) {
  const [row] = await executor
    .select()
    .from(commissionPlanSimulations)
    .where(and(eq(commissionPlanSimulations.companyId, companyId), eq(commissionPlanSimulations.id, id)));
  if (!row) throw notFound();
  return row;
}

/** GET /api/commission/plan/simulations/:id: status and progress; the summary once done. */
export const simulationStatus = async (deps: AppDeps, ctx: RequestContext, id: string) =>
  simulationView(deps.db, await simulationOf(deps.db, ctx.companyId, id), ctx.language);

const diffView = (row: typeof commissionPlanSimulationAgents.$inferSelect): SimulationAgentDiff => ({
  agentId: row.agentId,
  name: row.name,
  paid: row.paid,
  simulated: row.simulated,
  difference: row.difference,
  paidRank: row.paidRank,
  simulatedRank: row.simulatedRank,
});

/** GET /api/commission/plan/simulations/:id/agents: each agent's difference, largest change first. */
export async function simulationAgents(
  deps: AppDeps,
  ctx: RequestContext,
  id: string,
  query: z.output<typeof simulationAgentsQuery>,
) {
  await simulationOf(deps.db, ctx.companyId, id);
  const t = commissionPlanSimulationAgents;
  const where = and(
    eq(t.companyId, ctx.companyId),
    eq(t.simulationId, id),
    query.changed === 'true' ? ne(t.difference, 0) : undefined,
    query.q ? ilike(t.name, containsPattern(query.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(sql`abs(${t.difference})`), asc(t.name), asc(t.agentId))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    deps.db.select({ value: count() }).from(t).where(where),
  ]);
  return { items: rows.map(diffView), total: total?.value ?? 0, page: query.page, limit: query.limit };
}

/** GET /api/commission/plan/simulations/:id/agents/:agentId: the agent's entries, paid and simulated. */
export async function simulationAgent(
  deps: AppDeps,
  ctx: RequestContext,
  id: string,
  agentId: string,
): Promise<SimulationAgentDetail> {
  const simulation = await simulationOf(deps.db, ctx.companyId, id);
  const t = commissionPlanSimulationAgents;
  const [row] = await deps.db
    .select()
    .from(t)
    .where(and(eq(t.companyId, ctx.companyId), eq(t.simulationId, id), eq(t.agentId, agentId)));
  if (!row) throw notFound();
  const paid = await paidEntries(deps.db, ctx.companyId, simulation.month, agentId);
  const names = await namesOf(deps.db, ctx.companyId, [
    ...row.entries.map((entry) => entry.sourceAgentId),
    ...paid.map((entry) => entry.sourceAgentId),
  ]);
  const named = (entry: SimulatedEntry) => ({
    type: entry.type as MonthlyCommissionType,
    sourceAgentId: entry.sourceAgentId,
    sourceName: names.get(entry.sourceAgentId) ?? '',
    amount: entry.amount,
  });
  return { ...diffView(row), paidEntries: paid.map(named), simulatedEntries: row.entries.map(named) };
}

async function namesOf(executor: Executor, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = rowsOf<{ id: string; name: string }>(
    await executor.execute(sql`
      select id, name from users where company_id = ${companyId}
        and id in (select jsonb_array_elements_text(${JSON.stringify([...new Set(ids)])}::jsonb))`),
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * What the month's close paid: its monthly entries (key `<month>:<type>:…`), not clawbacks of earlier months
 * posted in it. One agent's, or everyone's.
 */
async function paidEntries(executor: Executor, companyId: string, period: string, agentId?: string) {
  return rowsOf<{ beneficiary_id: string; type: MonthlyCommissionType; amount: number; source_agent_id: string }>(
    await executor.execute(sql`
      select beneficiary_id, type, amount::float8 as amount, coalesce(source_agent_id, beneficiary_id) as source_agent_id
      from commission_entries
      where company_id = ${companyId} and period = ${period}::date and key like ${`${period}:%`}
        and type in ('personal_level', 'performance', 'leadership')
        ${agentId ? sql`and beneficiary_id = ${agentId}` : sql``}
      order by type, key`),
  ).map((row) => ({
    beneficiaryId: row.beneficiary_id,
    type: row.type,
    amount: Number(row.amount),
    sourceAgentId: row.source_agent_id,
  }));
}

/** Each agent's rank name as the close kept it (rank names from the plan in force then, or the live ranks). */
async function paidRanks(executor: Executor, companyId: string, period: string) {
  const inForce = await versionInForce(executor, companyId, period);
  const names = new Map(inForce?.plan.ranks.map((rank) => [rank.id, rank.name]) ?? []);
  const rows = rowsOf<{ agent_id: string; rank_id: string | null; live_name: string | null }>(
    await executor.execute(sql`
      select a.agent_id, a.rank_id, r.name as live_name
      from commission_agent_ranks a
      left join commission_ranks r on r.company_id = a.company_id and r.id = a.rank_id
      where a.company_id = ${companyId} and a.month = ${period}::date`),
  );
  return new Map(
    rows.map((row) => [row.agent_id, row.rank_id ? (names.get(row.rank_id) ?? row.live_name ?? null) : null]),
  );
}

/**
 * The `commission-plan-simulation` job: the month's monthly commissions computed with the version's plan beside
 * what the close paid, per agent and in total; progress kept on the row. Writes no ledger entry.
 */
export async function runSimulation(deps: AppDeps, data: Record<string, unknown>) {
  const companyId = String(data.companyId);
  const where = and(
    eq(commissionPlanSimulations.companyId, companyId),
    eq(commissionPlanSimulations.id, String(data.id)),
  );
  const [row] = await deps.db.select().from(commissionPlanSimulations).where(where);
  if (row?.status !== 'queued') return;
  const progress = (value: number) =>
    deps.db.update(commissionPlanSimulations).set({ status: 'running', progress: value }).where(where);
  try {
    await progress(5);
    const version = await versionById(deps.db, companyId, row.versionId);
    if (!version) throw new Error('the version was deleted');
    const plan = monthPlanOf(version.plan);
    const { agents, result } = await computeMonthWith(deps.db, companyId, row.month, plan);
    await progress(40);
    const paid = await paidEntries(deps.db, companyId, row.month);
    const ranksPaid = await paidRanks(deps.db, companyId, row.month);
    await progress(55);
    const rankNames = new Map(plan.ranks.map((rank) => [rank.id, rank.name]));
    const simulatedRank = new Map(result.ranks.map((rank) => [rank.agentId, rank.rankId]));
    const byAgent = new Map(
      agents.map((agent) => [agent.id, { name: agent.name, paid: 0, simulated: 0, entries: [] as SimulatedEntry[] }]),
    );
    const totals = new Map(MONTHLY_COMMISSION_TYPES.map((type) => [type, { type, paid: 0, simulated: 0 }]));
    for (const entry of paid) {
      const agent = byAgent.get(entry.beneficiaryId);
      if (agent) agent.paid += entry.amount;
      totals.get(entry.type)!.paid += entry.amount;
    }
    for (const entry of result.entries) {
      const agent = byAgent.get(entry.beneficiaryId);
      if (agent) {
        agent.simulated += entry.amount;
        agent.entries.push({ type: entry.type, sourceAgentId: entry.sourceAgentId, amount: entry.amount });
      }
      totals.get(entry.type)!.simulated += entry.amount;
    }
    const diffs: Array<SimulationAgentDiff & { entries: SimulatedEntry[] }> = [...byAgent].map(([agentId, agent]) => {
      const rankId = simulatedRank.get(agentId);
      return {
        agentId,
        name: agent.name,
        paid: agent.paid,
        simulated: agent.simulated,
        difference: agent.simulated - agent.paid,
        paidRank: ranksPaid.get(agentId) ?? null,
        simulatedRank: rankId ? (rankNames.get(rankId) ?? null) : null,
        entries: agent.entries,
      };
    });
    await deps.db
      .delete(commissionPlanSimulationAgents)
      .where(
        and(
          eq(commissionPlanSimulationAgents.companyId, companyId),
          eq(commissionPlanSimulationAgents.simulationId, row.id),
        ),
      );
    for (let start = 0; start < diffs.length; start += BATCH) {
      await insertDiffs(deps.db, companyId, row.id, diffs.slice(start, start + BATCH));
      await progress(55 + Math.floor((40 * Math.min(diffs.length, start + BATCH)) / Math.max(diffs.length, 1)));
    }
    const sales = agents.reduce((sum, agent) => sum + agent.ps, 0);
    const paidTotal = paid.reduce((sum, entry) => sum + entry.amount, 0);
    const simulatedTotal = result.entries.reduce((sum, entry) => sum + entry.amount, 0);
    const percent = (amount: number) => (sales > 0 ? Math.round((amount * 10_000) / sales) : 0);
    const strip = ({ entries: _entries, ...diff }: (typeof diffs)[number]) => diff;
    const summary = {
      agents: agents.length,
      sales,
      totals: [...totals.values()],
      paid: paidTotal,
      simulated: simulatedTotal,
      paidPercentOfSales: percent(paidTotal),
      simulatedPercentOfSales: percent(simulatedTotal),
      changedAgents: diffs.filter((diff) => diff.difference !== 0).length,
      gainers: diffs
        .filter((diff) => diff.difference > 0)
        .sort((a, b) => b.difference - a.difference)
        .slice(0, TOP)
        .map(strip),
      losers: diffs
        .filter((diff) => diff.difference < 0)
        .sort((a, b) => a.difference - b.difference)
        .slice(0, TOP)
        .map(strip),
    };
    await deps.db
      .update(commissionPlanSimulations)
      .set({ status: 'done', progress: 100, summary, finishedAt: new Date() })
      .where(where);
  } catch (error) {
    await deps.db
      .update(commissionPlanSimulations)
      .set({ status: 'failed', error: 'commission.plan.simulationFailed', finishedAt: new Date() })
      .where(where);
    throw error;
  }
}

async function insertDiffs(
  executor: Executor,
  companyId: string,
  simulationId: string,
  diffs: Array<SimulationAgentDiff & { entries: SimulatedEntry[] }>,
) {
  await executor.execute(sql`
    insert into commission_plan_simulation_agents
      (company_id, simulation_id, agent_id, name, paid, simulated, difference, paid_rank, simulated_rank, entries)
    select ${companyId}, ${simulationId}, x."agentId", x.name, x.paid, x.simulated, x.difference, x."paidRank",
      x."simulatedRank", x.entries
    from jsonb_to_recordset(${JSON.stringify(diffs)}::jsonb)
      as x("agentId" text, name text, paid bigint, simulated bigint, difference bigint, "paidRank" text,
        "simulatedRank" text, entries jsonb)`);
}

/** Runs simulations in this process (instances with RUN_JOBS=false only queue them). */
export const workPlanSimulations = (deps: AppDeps) =>
  deps.queue.work(PLAN_SIMULATION_JOB, (data) => runSimulation(deps, data));
