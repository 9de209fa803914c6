import type { CommissionPlanOverview, PlanVersion, planDraftInput, publishPlanInput } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { HOURLY_JOB_RETRY, type Job } from '../../platform/jobs.js';
import { monthOf } from '../network/sales.repo.js';
import { monthsOf } from './close.repo.js';
import { companyTimeZone, nextMonth } from './periods.js';
import { liveSnapshot, planChanges } from './plan-snapshot.js';
import {
  applyDueVersion,
  companiesWithDueVersions,
  draftOf,
  ensureFirstVersion,
  historyOf,
  insertPublished,
  lockPlan,
  planVersionView,
  upsertDraft,
  versionById,
  versionInForce,
} from './plan-versions.repo.js';
import { commissionPlanVersions } from './plan-versions.tables.js';

const label = (firstDay: string) => firstDay.slice(0, 7);
const currentMonthOf = async (executor: Executor, ctx: RequestContext) =>
  monthOf(await companyTimeZone(executor, ctx.companyId), ctx.now);

/** Version 1 exists and the version in force this month is applied, before anything reads or changes the plan. */
async function settle(executor: Executor, ctx: RequestContext) {
  await lockPlan(executor, ctx.companyId);
  await ensureFirstVersion(executor, ctx.companyId);
  await applyDueVersion(executor, ctx.companyId, ctx.now);
}

/** GET /api/commission/plan: the version in force this month, the draft, the published history, closed months. */
export async function planOverview(deps: AppDeps, ctx: RequestContext): Promise<CommissionPlanOverview> {
  return deps.db.transaction(async (tx) => {
    await settle(tx, ctx);
    const month = await currentMonthOf(tx, ctx);
    // One after another: one transaction is one connection.
    const inForce = await versionInForce(tx, ctx.companyId, month);
    const draft = await draftOf(tx, ctx.companyId);
    const history = await historyOf(tx, ctx.companyId);
    const months = await monthsOf(tx, ctx.companyId);
    return {
      currentMonth: label(month),
      inForce: planVersionView(inForce!),
      draft: draft && planVersionView(draft),
      history: history.map(({ plan, ...row }) => {
        const { plan: _plan, ...summary } = planVersionView({ ...row, plan });
        return summary;
      }),
      closedMonths: months
        .filter((row) => row.status === 'closed')
        .map((row) => label(row.month))
        .reverse(),
    };
  });
}

/** GET /api/commission/plan/versions/:id (a draft or a published version, with its whole plan). */
export async function planVersion(deps: AppDeps, ctx: RequestContext, id: string): Promise<PlanVersion> {
  const row = await versionById(deps.db, ctx.companyId, id);
  if (!row) throw new AppError(404, 'commission.plan.versionNotFound', 'NOT_FOUND');
  return planVersionView(row);
}

/**
 * PUT /api/commission/plan/draft: the company's one draft gets the plan given (a rank without an id gets one); its
 * change summary is against the version in force this month. Nothing live changes.
 */
export async function saveDraft(deps: AppDeps, ctx: RequestContext, input: z.output<typeof planDraftInput>) {
  return deps.db.transaction(async (tx) => {
    await settle(tx, ctx);
    const plan = { ...input.plan, ranks: input.plan.ranks.map((rank) => ({ ...rank, id: rank.id ?? newId() })) };
    const inForce = await versionInForce(tx, ctx.companyId, await currentMonthOf(tx, ctx));
    const changes = inForce ? planChanges(inForce.plan, plan) : [];
    const row = await upsertDraft(tx, ctx.companyId, {
      plan,
      note: input.note ?? null,
      changes,
      byName: ctx.user.name,
    });
    return planVersionView(row);
  });
}

/** DELETE /api/commission/plan/draft. */
export async function deleteDraft(deps: AppDeps, ctx: RequestContext) {
  await deps.db.transaction(async (tx) => {
    await lockPlan(tx, ctx.companyId);
    const draft = await draftOf(tx, ctx.companyId);
    if (!draft) throw new AppError(404, 'commission.plan.noDraft', 'NOT_FOUND');
    await tx
      .delete(commissionPlanVersions)
      .where(and(eq(commissionPlanVersions.companyId, ctx.companyId), eq(commissionPlanVersions.id, draft.id)));
  });
}

/**
 * POST /api/commission/plan/draft/publish: the draft becomes a published version in force from `effectiveMonth`,
 * which must be after the current month (company time zone): a month already counting keeps its plan. Its change
 * summary is against the version it supersedes in that month. The live settings change when that month begins.
 */
export async function publishDraft(deps: AppDeps, ctx: RequestContext, input: z.output<typeof publishPlanInput>) {
  return deps.db.transaction(async (tx) => {
    await settle(tx, ctx);
    const draft = await draftOf(tx, ctx.companyId);
    if (!draft) throw new AppError(404, 'commission.plan.noDraft', 'NOT_FOUND');
    const earliest = nextMonth(await currentMonthOf(tx, ctx));
    const month = `${input.effectiveMonth}-01`;
    if (month < earliest)
      throw new AppError(409, 'commission.plan.effectiveMonthPast', 'CONFLICT', undefined, undefined, {
        month: label(earliest),
      });
    const previous = await versionInForce(tx, ctx.companyId, month);
    const [row] = await tx
      .update(commissionPlanVersions)
      .set({
        status: 'published',
        effectiveMonth: month,
        changes: previous ? planChanges(previous.plan, draft.plan) : [],
        publishedByName: ctx.user.name,
        publishedAt: ctx.now,
      })
      .where(and(eq(commissionPlanVersions.companyId, ctx.companyId), eq(commissionPlanVersions.id, draft.id)))
      .returning();
    return planVersionView(row!);
  });
}

/**
 * A settings screen that edits the plan directly (ranks, a level's commission fields, a product's commissions, the
 * switches) keeps doing so, and the edit is recorded as a published version in force from the current month, so
 * the history stays complete (docs/decisions.md "Settings edits are versions"). `edit` runs between the two steps.
 */
export async function asPlanEdit<T>(deps: AppDeps, ctx: RequestContext, edit: () => Promise<T>): Promise<T> {
  await deps.db.transaction((tx) => settle(tx, ctx));
  const result = await edit();
  await recordSettingsEdit(deps.db, ctx);
  return result;
}

async function recordSettingsEdit(db: Db, ctx: RequestContext) {
  await db.transaction(async (tx) => {
    await lockPlan(tx, ctx.companyId);
    const month = await currentMonthOf(tx, ctx);
    await insertPublished(tx, ctx.companyId, {
      plan: await liveSnapshot(tx, ctx.companyId),
      month,
      source: 'settings',
      byName: ctx.user.name,
      applied: true,
    });
  });
}

/** The hourly job: applies each version whose effective month has begun (crediting also does it lazily). */
export async function applyDueVersions(db: Db, now: Date) {
  let applied = 0;
  for (const companyId of await companiesWithDueVersions(db)) {
    await db.transaction(async (tx) => {
      await lockPlan(tx, companyId);
      if (await applyDueVersion(tx, companyId, now)) applied += 1;
    });
  }
  return applied;
}

/** Before the close job (:10), so a month's close never meets a version that began and is not yet applied. */
export const commissionPlanJob: Job = {
  name: 'commission-plan-apply',
  cron: '2 * * * *',
  retry: HOURLY_JOB_RETRY,
  run: applyDueVersions,
};
