import type { CommissionPlan, PlanVersion } from '@niaga/shared';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { newId } from '../../platform/ids.js';
import { applySnapshot, liveSnapshot, planChanges } from './plan-snapshot.js';
import { commissionPlanVersions } from './plan-versions.tables.js';

export type VersionRow = typeof commissionPlanVersions.$inferSelect;

export const planVersionView = (row: VersionRow): PlanVersion => ({
  id: row.id,
  number: row.number,
  status: row.status,
  effectiveMonth: row.effectiveMonth?.slice(0, 7) ?? null,
  source: row.source,
  note: row.note,
  changes: row.changes,
  createdByName: row.createdByName,
  createdAt: row.createdAt.toISOString(),
  publishedByName: row.publishedByName,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  plan: row.plan,
});

/** One change of the plan at a time per company (drafts, publishing, settings edits, applying a version). */
export const lockPlan = (executor: Executor, companyId: string) =>
  executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`commission-plan:${companyId}`}))`);

/** The version in force in `month` (first day): the latest published one effective by then; none: null. */
export async function versionInForce(executor: Executor, companyId: string, month: string) {
  const [row] = await executor
    .select()
    .from(commissionPlanVersions)
    .where(
      and(
        eq(commissionPlanVersions.companyId, companyId),
        eq(commissionPlanVersions.status, 'published'),
        lte(commissionPlanVersions.effectiveMonth, month),
      ),
    )
    .orderBy(desc(commissionPlanVersions.effectiveMonth), desc(commissionPlanVersions.number))
    .limit(1);
  return row ?? null;
}

export async function draftOf(executor: Executor, companyId: string) {
  const [row] = await executor
    .select()
    .from(commissionPlanVersions)
    .where(and(eq(commissionPlanVersions.companyId, companyId), eq(commissionPlanVersions.status, 'draft')));
  return row ?? null;
}

export async function versionById(executor: Executor, companyId: string, id: string) {
  const [row] = await executor
    .select()
    .from(commissionPlanVersions)
    .where(and(eq(commissionPlanVersions.companyId, companyId), eq(commissionPlanVersions.id, id)));
  return row ?? null;
}

export const historyOf = (executor: Executor, companyId: string) =>
  executor
    .select()
    .from(commissionPlanVersions)
    .where(and(eq(commissionPlanVersions.companyId, companyId), eq(commissionPlanVersions.status, 'published')))
    .orderBy(desc(commissionPlanVersions.number));

const nextNumber = async (executor: Executor, companyId: string) =>
  Number(
    rowsOf<{ next: number }>(
      await executor.execute(
        sql`select coalesce(max(number), 0) + 1 as next from commission_plan_versions where company_id = ${companyId}`,
      ),
    )[0]?.next ?? 1,
  );

/**
 * A company without versions (created after migration 0042) gets version 1 from its live settings, in force from
 * its first month, before anything changes them. Call it under `lockPlan`.
 */
export async function ensureFirstVersion(executor: Executor, companyId: string) {
  const [any] = await executor
    .select({ id: commissionPlanVersions.id })
    .from(commissionPlanVersions)
    .where(eq(commissionPlanVersions.companyId, companyId))
    .limit(1);
  if (any) return;
  await executor.execute(sql`
    insert into commission_plan_versions
      (company_id, id, number, status, effective_month, source, plan, published_at, applied_at)
    select c.id, ${newId()}, 1, 'published',
      least(
        date_trunc('month', c.created_at at time zone c.time_zone)::date,
        (select min(month) from agent_monthly_sales s where s.company_id = c.id),
        (select min(month) from commission_periods p where p.company_id = c.id)),
      'initial', commission_plan_snapshot(c.id), now(), now()
    from companies c where c.id = ${companyId}`);
}

/** Writes a new published version (its change summary against the version in force before it in its month). */
export async function insertPublished(
  executor: Executor,
  companyId: string,
  values: { plan: CommissionPlan; month: string; source: 'settings'; byName: string | null; applied: boolean },
) {
  const previous = await versionInForce(executor, companyId, values.month);
  const changes = previous ? planChanges(previous.plan, values.plan) : [];
  if (previous && changes.length === 0) return null;
  const now = new Date();
  const [row] = await executor
    .insert(commissionPlanVersions)
    .values({
      companyId,
      id: newId(),
      number: await nextNumber(executor, companyId),
      status: 'published',
      effectiveMonth: values.month,
      source: values.source,
      plan: values.plan,
      changes,
      createdByName: values.byName,
      publishedByName: values.byName,
      publishedAt: now,
      appliedAt: values.applied ? now : null,
    })
    .returning();
  return row ?? null;
}

export async function upsertDraft(
  executor: Executor,
  companyId: string,
  values: { plan: CommissionPlan; note: string | null; changes: VersionRow['changes']; byName: string | null },
) {
  const existing = await draftOf(executor, companyId);
  if (existing) {
    const [row] = await executor
      .update(commissionPlanVersions)
      .set({ plan: values.plan, note: values.note, changes: values.changes, createdByName: values.byName })
      .where(and(eq(commissionPlanVersions.companyId, companyId), eq(commissionPlanVersions.id, existing.id)))
      .returning();
    return row!;
  }
  const [row] = await executor
    .insert(commissionPlanVersions)
    .values({
      companyId,
      id: newId(),
      number: await nextNumber(executor, companyId),
      status: 'draft',
      source: 'plan',
      plan: values.plan,
      note: values.note,
      changes: values.changes,
      createdByName: values.byName,
    })
    .returning();
  return row!;
}

/**
 * Brings the live settings to the version in force in `month` when that version has not been applied yet (its
 * effective month has just begun): the hourly job, and lazily the per-order crediting, which reads the live tables.
 * One statement when there is nothing to do.
 */
export async function applyDueVersion(executor: Executor, companyId: string, at: Date) {
  const due = rowsOf<{ id: string; month: string }>(
    await executor.execute(sql`
      with m as (
        select date_trunc('month', ${at.toISOString()}::timestamptz at time zone time_zone)::date as month
        from companies where id = ${companyId})
      update commission_plan_versions v set applied_at = now() from m
      where v.company_id = ${companyId} and v.status = 'published' and v.applied_at is null
        and v.effective_month <= m.month
      returning v.id, m.month::text as month`),
  );
  if (due.length === 0) return false;
  const inForce = await versionInForce(executor, companyId, due[0]!.month);
  if (inForce && due.some((row) => row.id === inForce.id)) await applySnapshot(executor, companyId, inForce.plan);
  return true;
}

/** The companies with a published version due to be applied (the job's list). */
export const companiesWithDueVersions = async (executor: Executor) =>
  rowsOf<{ company_id: string }>(
    await executor.execute(
      sql`select distinct company_id from commission_plan_versions where status = 'published' and applied_at is null`,
    ),
  ).map((row) => row.company_id);

export { liveSnapshot };
