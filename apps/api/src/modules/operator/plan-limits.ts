import type { MessageKey } from '@niaga/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { companySubscriptions, type PlanLimits, subscriptionPlans } from '../subscription/subscription.tables.js';
import { users } from '../users/users.tables.js';

/**
 * The plan's limits (issue 23), checked where agents and staff are created, inside that transaction. The
 * subscription row is locked, so two registrations at once cannot both take the last place. No plan: no limit.
 */
async function lockedLimits(tx: Tx, companyId: string): Promise<PlanLimits> {
  const [row] = await tx
    .select({ limits: subscriptionPlans.limits })
    .from(companySubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, companySubscriptions.planId))
    .where(eq(companySubscriptions.companyId, companyId))
    .for('update', { of: companySubscriptions });
  return row?.limits ?? {};
}

async function assertRoom(tx: Tx, companyId: string, role: 'agent' | 'staff', message: MessageKey) {
  const limits = await lockedLimits(tx, companyId);
  const max = role === 'agent' ? limits.agents : limits.staff;
  if (max === undefined) return;
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, role)));
  if ((row?.n ?? 0) >= max) throw new AppError(409, message, 'CONFLICT', undefined, undefined, { max });
}

/** HQ adds an agent: HQ is told its plan's limit. */
export const assertAgentRoom = (tx: Tx, companyId: string) => assertRoom(tx, companyId, 'agent', 'plan.agentLimit');

/** Someone signs up through an invite link: told only that the company takes no new agents now. */
export const assertAgentSignUpRoom = (tx: Tx, companyId: string) =>
  assertRoom(tx, companyId, 'agent', 'plan.agentLimitSignUp');

export const assertStaffRoom = (tx: Tx, companyId: string) => assertRoom(tx, companyId, 'staff', 'plan.staffLimit');
