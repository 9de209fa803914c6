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
import { type CopyValue, copyRows } from '../../db/copy.js';
import { rowsOf } from '../../db/rows.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { containsPattern } from '../../platform/like.js';
import { NO_RETRY } from '../../platform/queue.js';
import { monthsOf } from './close.repo.js';
import { type MonthSimulation, simulatedEntriesOf, simulateMonth } from './plan-simulation-compute.js';
import { monthPlanOf } from './plan-snapshot.js';
import { versionById, versionInForce } from './plan-versions.repo.js';
import {
  commissionPlanSimulationAgents,
  commissionPlanSimulations,
  type SimulatedEntry,
} from './plan-versions.tables.js';

export const PLAN_SIMULATION_JOB = 'commission-plan-simulation';
const TOP = 5;

type SimulationRow = typeof commissionPlanSimulations.$inferSelect;

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

/** Rank names by id as the close knew them: the plan in force for the month, else the live ranks. */
async function paidRankNames(executor: Executor, companyId: string, period: string) {
  const inForce = await versionInForce(executor, companyId, period);
  const live = rowsOf<{ id: string; name: string }>(
    await executor.execute(sql`select id, name from commission_ranks where company_id = ${companyId}`),
  );
  return new Map([...live, ...(inForce?.plan.ranks ?? [])].map((rank) => [rank.id, rank.name]));
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
    const month = await simulateMonth(deps.db, companyId, row.month, plan);
    await progress(40);
    const paidNames = await paidRankNames(deps.db, companyId, row.month);
    const simulatedNames = new Map(plan.ranks.map((rank) => [rank.id, rank.name]));
    const { computed, paid, simulated } = month;
    const { ids, names, ps } = computed.inputs;
    const diffOf = (slot: number): SimulationAgentDiff => {
      const rank = computed.rank[slot] as number;
      const paidRankId = month.paidRankIds[slot];
      return {
        agentId: ids[slot] as string,
        name: names[slot] ?? '',
        paid: paid[slot] as number,
        simulated: simulated[slot] as number,
        difference: (simulated[slot] as number) - (paid[slot] as number),
        paidRank: paidRankId ? (paidNames.get(paidRankId) ?? null) : null,
        simulatedRank: rank >= 0 ? (simulatedNames.get(computed.rules.ranks[rank]?.id ?? '') ?? null) : null,
      };
    };
    await deps.db.transaction(async (tx) => {
      await tx
        .delete(commissionPlanSimulationAgents)
        .where(
          and(
            eq(commissionPlanSimulationAgents.companyId, companyId),
            eq(commissionPlanSimulationAgents.simulationId, row.id),
          ),
        );
      await copyRows(tx, 'commission_plan_simulation_agents', DIFF_COLUMNS, diffRows(companyId, row.id, month, diffOf));
    });
    await progress(95);
    const differences = Float64Array.from(simulated, (value, slot) => value - (paid[slot] as number));
    const totals = MONTHLY_COMMISSION_TYPES.map((type) => ({ type, ...month.totals[type] }));
    const paidTotal = totals.reduce((sum, total) => sum + total.paid, 0);
    const simulatedTotal = totals.reduce((sum, total) => sum + total.simulated, 0);
    const sales = ps.reduce((sum, value) => sum + value, 0);
    const percent = (amount: number) => (sales > 0 ? Math.round((amount * 10_000) / sales) : 0);
    const summary = {
      agents: ids.length,
      sales,
      totals,
      paid: paidTotal,
      simulated: simulatedTotal,
      paidPercentOfSales: percent(paidTotal),
      simulatedPercentOfSales: percent(simulatedTotal),
      changedAgents: differences.reduce((changed, difference) => changed + (difference !== 0 ? 1 : 0), 0),
      gainers: topSlots(differences, names, ids, 1).map(diffOf),
      losers: topSlots(differences, names, ids, -1).map(diffOf),
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

const DIFF_COLUMNS = [
  'company_id',
  'simulation_id',
  'agent_id',
  'name',
  'paid',
  'simulated',
  'difference',
  'paid_rank',
  'simulated_rank',
  'entries',
];

function* diffRows(
  companyId: string,
  simulationId: string,
  month: MonthSimulation,
  diffOf: (slot: number) => SimulationAgentDiff,
): Generator<CopyValue[]> {
  for (let slot = 0; slot < month.paid.length; slot++) {
    const diff = diffOf(slot);
    yield [
      companyId,
      simulationId,
      diff.agentId,
      diff.name,
      diff.paid,
      diff.simulated,
      diff.difference,
      diff.paidRank,
      diff.simulatedRank,
      JSON.stringify(simulatedEntriesOf(month.computed, slot)),
    ];
  }
}

/**
 * The `TOP` slots whose difference is largest in `sign`'s direction (gainers 1, losers −1), then by name and id as
 * the agents' list orders them; one pass, keeping a handful.
 */
function topSlots(differences: Float64Array, names: string[], ids: string[], sign: 1 | -1): number[] {
  const order = (a: number, b: number) =>
    sign * ((differences[b] as number) - (differences[a] as number)) ||
    (names[a] as string).localeCompare(names[b] as string) ||
    ((ids[a] as string) < (ids[b] as string) ? -1 : 1);
  let top: number[] = [];
  for (let slot = 0; slot < differences.length; slot++) {
    if (sign * (differences[slot] as number) <= 0) continue;
    if (top.length === TOP && order(slot, top[TOP - 1] as number) > 0) continue;
    top = [...top, slot].sort(order).slice(0, TOP);
  }
  return top;
}

/** Runs simulations in this process (instances with RUN_JOBS=false only queue them). */
export const workPlanSimulations = (deps: AppDeps) =>
  deps.queue.work(PLAN_SIMULATION_JOB, (data) => runSimulation(deps, data));
