import type { PlanInput, PlanView } from '@niaga/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { companySubscriptions, type PlanLimits, subscriptionPlans } from '../subscription/subscription.tables.js';

type PlanRow = typeof subscriptionPlans.$inferSelect;
export const planNotFound = () => new AppError(404, 'operator.planNotFound', 'NOT_FOUND');

const toView = (row: PlanRow, companies: number): PlanView => ({
  id: row.id,
  name: row.name,
  monthlyPrice: row.monthlyPrice,
  currency: row.currency,
  limits: { agents: row.limits.agents ?? null, staff: row.limits.staff ?? null },
  dueDays: row.dueDays,
  graceDays: row.graceDays,
  active: row.active,
  companies,
});

/** A limit left empty is unlimited: it is not stored. */
function limitsOf(input: PlanInput['limits']): PlanLimits {
  const limits: PlanLimits = {};
  if (input?.agents !== null && input?.agents !== undefined) limits.agents = input.agents;
  if (input?.staff !== null && input?.staff !== undefined) limits.staff = input.staff;
  return limits;
}

const columnsOf = (input: PlanInput) => ({
  name: input.name,
  monthlyPrice: input.monthlyPrice,
  currency: input.currency ?? 'MYR',
  limits: limitsOf(input.limits),
  dueDays: input.dueDays ?? 14,
  graceDays: input.graceDays ?? 7,
  active: input.active ?? true,
});

export async function listPlans(db: Executor): Promise<PlanView[]> {
  const rows = await db
    .select({
      plan: subscriptionPlans,
      companies: sql<number>`(select count(*)::int from ${companySubscriptions} s where s.plan_id = ${subscriptionPlans.id})`,
    })
    .from(subscriptionPlans)
    .orderBy(asc(subscriptionPlans.monthlyPrice), asc(subscriptionPlans.name));
  return rows.map((row) => toView(row.plan, row.companies));
}

export async function createPlan(db: Executor, input: PlanInput): Promise<PlanView> {
  const [row] = await db
    .insert(subscriptionPlans)
    .values({ id: newId(), ...columnsOf(input) })
    .returning();
  return toView(row!, 0);
}

/** Edits a plan; `active: false` deactivates it (its companies keep it, no new company takes it). */
export async function updatePlan(db: Executor, id: string, input: PlanInput): Promise<PlanView> {
  const [row] = await db
    .update(subscriptionPlans)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(subscriptionPlans.id, id))
    .returning();
  if (!row) throw planNotFound();
  const plans = await listPlans(db);
  return plans.find((plan) => plan.id === id) ?? toView(row, 0);
}

export async function findPlan(db: Executor, id: string) {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row ?? null;
}
