import type {
  PlanRequestView,
  PlanSubscription,
  planApproveInput,
  planRejectInput,
  planRequestInput,
  planRequestListQuery,
} from '@niaga/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest, conflictOnUnique, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { agentMonthRank, thisCommissionMonth } from '../commission/open-month-rank.js';
import { changeLevelIn } from '../network/promote.service.js';
import { levels, users } from '../users/users.tables.js';
import { planLevels } from './plan.service.js';
import { planRequests } from './plan.tables.js';

type RequestRow = typeof planRequests.$inferSelect & { agentName: string };

const toView = (row: RequestRow): PlanRequestView => ({
  id: row.id,
  agent: { id: row.agentId, name: row.agentName },
  fromLevelName: row.fromLevelName,
  toLevelId: row.toLevelId,
  toLevelName: row.toLevelName,
  note: row.note,
  status: row.status,
  decisionReason: row.decisionReason,
  decidedByName: row.decidedByName,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

function requestsWhere(executor: Executor, companyId: string, where: SQL | undefined) {
  return executor
    .select({ request: planRequests, agentName: users.name })
    .from(planRequests)
    .innerJoin(users, and(eq(users.companyId, planRequests.companyId), eq(users.id, planRequests.agentId)))
    .where(and(eq(planRequests.companyId, companyId), where))
    .orderBy(desc(planRequests.createdAt), desc(planRequests.id));
}
const flat = (rows: Array<{ request: typeof planRequests.$inferSelect; agentName: string }>) =>
  rows.map((row) => toView({ ...row.request, agentName: row.agentName }));

/**
 * /plan-rewards/plan-subscription: the levels above the agent's, nearest first, each with its minimum first order
 * and monthly targets against this month's figures, and the agent's requests. HQ and staff: every level, no figures.
 */
export async function planSubscription(deps: AppDeps, ctx: RequestContext): Promise<PlanSubscription> {
  const agent = ctx.user.role === 'agent';
  const { month, currency } = await thisCommissionMonth(deps.db, ctx);
  const [levelList, figures, requests] = await Promise.all([
    planLevels(deps.db, ctx.companyId),
    agent ? agentMonthRank(deps.db, ctx.companyId, ctx.user.id, month) : null,
    agent ? requestsWhere(deps.db, ctx.companyId, eq(planRequests.agentId, ctx.user.id)).limit(20) : [],
  ]);
  const myRank = agent ? (ctx.user.level?.rankNumber ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
  const sales = figures?.sales;
  const steps = levelList
    .filter((level) => level.rankNumber < myRank)
    .reverse()
    .map((level) => {
      const targets = [
        {
          key: 'ps' as const,
          have: sales?.ps,
          haveUnits: sales?.psUnits,
          need: level.psAmount,
          needUnits: level.psUnit,
        },
        {
          key: 'gs' as const,
          have: sales?.gs,
          haveUnits: sales?.gsUnits,
          need: level.gsAmount,
          needUnits: level.gsUnit,
        },
        {
          key: 'tpgs' as const,
          have: sales?.tpgs,
          haveUnits: sales?.tpgsUnits,
          need: level.tpgsAmount,
          needUnits: level.tpgsUnit,
        },
      ].map((target) => ({ ...target, have: target.have ?? null, haveUnits: target.haveUnits ?? null }));
      const targetsMet = sales
        ? targets.every((target) => (target.have ?? 0) >= target.need && (target.haveUnits ?? 0) >= target.needUnits)
        : null;
      return { level, targets, targetsMet };
    });
  const views = flat(requests);
  return {
    currency,
    month: month.slice(0, 7),
    current: levelList.find((level) => agent && level.id === ctx.user.level?.id) ?? null,
    steps,
    pending: views.find((request) => request.status === 'pending') ?? null,
    requests: views,
  };
}

/**
 * An agent asks HQ to promote it to a higher active level. One pending request at a time: the partial unique index
 * `plan_requests_one_pending` refuses a second one (409), also when two arrive together.
 */
export async function createPlanRequest(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof planRequestInput>,
): Promise<PlanRequestView> {
  const [target] = await deps.db
    .select()
    .from(levels)
    .where(and(eq(levels.companyId, ctx.companyId), eq(levels.id, input.levelId), eq(levels.inactive, false)));
  if (!target) throw notFound();
  const current = ctx.user.level;
  if (current && target.rankNumber >= current.rankNumber)
    throw badRequest('plan.notHigher', { levelId: 'plan.notHigher' });
  const [row] = await deps.db
    .insert(planRequests)
    .values({
      companyId: ctx.companyId,
      id: newId(),
      agentId: ctx.user.id,
      fromLevelId: current?.id ?? null,
      fromLevelName: current?.name ?? null,
      toLevelId: target.id,
      toLevelName: target.levelName,
      note: input.note ?? null,
    })
    .returning()
    .catch(conflictOnUnique('plan.requestPending', 'levelId'));
  return toView({ ...row!, agentName: ctx.user.name });
}

/** An agent's own requests; HQ and staff (with the promote permission) every agent's, by status. */
export async function listPlanRequests(
  deps: AppDeps,
  ctx: RequestContext,
  query: z.output<typeof planRequestListQuery>,
) {
  const where = and(
    ctx.user.role === 'agent' ? eq(planRequests.agentId, ctx.user.id) : undefined,
    query.status ? eq(planRequests.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    requestsWhere(deps.db, ctx.companyId, where)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    deps.db
      .select({ count: count() })
      .from(planRequests)
      .where(and(eq(planRequests.companyId, ctx.companyId), where)),
  ]);
  return { items: flat(rows), total: total?.count ?? 0, page: query.page, limit: query.limit };
}

/** The request under its row lock, still pending (another answer came first: 409). */
async function lockPending(tx: Tx, ctx: RequestContext, id: string) {
  const [row] = await tx
    .select({ request: planRequests, agentName: users.name, email: users.email, language: users.language })
    .from(planRequests)
    .innerJoin(users, and(eq(users.companyId, planRequests.companyId), eq(users.id, planRequests.agentId)))
    .where(and(eq(planRequests.companyId, ctx.companyId), eq(planRequests.id, id)))
    .for('update', { of: planRequests });
  if (!row) throw notFound();
  if (row.request.status !== 'pending') throw new AppError(409, 'plan.requestDecided', 'CONFLICT');
  return row;
}

async function decide(
  deps: AppDeps,
  ctx: RequestContext,
  id: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
  beforeUpdate: (tx: Tx, row: Awaited<ReturnType<typeof lockPending>>) => Promise<void>,
) {
  const view = await deps.db.transaction(async (tx) => {
    const row = await lockPending(tx, ctx, id);
    await beforeUpdate(tx, row);
    const [updated] = await tx
      .update(planRequests)
      .set({
        status: decision.status,
        decisionReason: decision.reason,
        decidedByName: ctx.user.name,
        decidedAt: ctx.now,
      })
      .where(and(eq(planRequests.companyId, ctx.companyId), eq(planRequests.id, id)))
      .returning();
    await deps.mailer.queue(tx, {
      companyId: ctx.companyId,
      to: row.email,
      language: row.language,
      subjectKey: `plan.mail.${decision.status}.subject`,
      bodyKey: `plan.mail.${decision.status}.body`,
      params: {
        name: row.agentName,
        level: row.request.toLevelName,
        reason: decision.reason ?? '',
        company: ctx.user.company.name,
      },
    });
    return toView({ ...updated!, agentName: row.agentName });
  });
  deps.mailer.flush();
  return view;
}

/**
 * HQ approves: the agent is promoted by the promote path (`changeLevelIn`: tree lock, upline rules, history) in the
 * same transaction that marks the request approved. A target no longer above the agent's level (HQ moved it since)
 * is refused (409): approving it would demote.
 */
export function approvePlanRequest(
  deps: AppDeps,
  ctx: RequestContext,
  id: string,
  input: z.output<typeof planApproveInput>,
) {
  return decide(deps, ctx, id, { status: 'approved', reason: null }, async (tx, row) => {
    const [agent] = await tx
      .select({ rankNumber: levels.rankNumber })
      .from(users)
      .leftJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
      .where(and(eq(users.companyId, ctx.companyId), eq(users.id, row.request.agentId)));
    const [target] = await tx
      .select({ rankNumber: levels.rankNumber })
      .from(levels)
      .where(and(eq(levels.companyId, ctx.companyId), eq(levels.id, row.request.toLevelId)));
    if (!target || (agent?.rankNumber != null && target.rankNumber >= agent.rankNumber))
      throw new AppError(409, 'plan.requestOutdated', 'CONFLICT');
    await changeLevelIn(tx, ctx, {
      agentId: row.request.agentId,
      levelId: row.request.toLevelId,
      uplineId: input.uplineId,
      reason: row.request.note ?? undefined,
    });
  });
}

/** HQ rejects with a reason the agent reads. */
export function rejectPlanRequest(
  deps: AppDeps,
  ctx: RequestContext,
  id: string,
  input: z.output<typeof planRejectInput>,
) {
  return decide(deps, ctx, id, { status: 'rejected', reason: input.reason }, async () => {});
}
