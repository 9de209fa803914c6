import { calendarDay } from '@niaga/shared';
import { billingDateFrom } from '../../modules/operator/billing-dates.js';
import { createOperator } from '../../modules/operator/operators.repo.js';
import { companySubscriptions, subscriptionPlans } from '../../modules/subscription/subscription.tables.js';
import type { Tx } from '../client.js';

export const DEMO_OPERATOR_EMAIL = 'operator@niaga.test';

/** The platform's demo plans (prices in sen). */
export const DEMO_PLANS = [
  { id: 'starter', name: 'Starter', monthlyPrice: 9_900, limits: { agents: 100, staff: 3 } },
  { id: 'growth', name: 'Growth', monthlyPrice: 29_900, limits: { agents: 1_000, staff: 20 } },
  { id: 'enterprise', name: 'Enterprise', monthlyPrice: 89_900, limits: {} },
] as const;

/**
 * The operator's side of the demo: an operator, three plans, and the demo companies subscribed, their first monthly
 * invoice on the next billing day (the 1st), so a fresh demo opens with no new invoice.
 */
export async function seedDemoPlatform(tx: Tx, password: string, subscriptions: Record<string, string>) {
  await createOperator(tx, { email: DEMO_OPERATOR_EMAIL, name: 'Olivia Operator', password });
  await tx.insert(subscriptionPlans).values(DEMO_PLANS.map((plan) => ({ ...plan, limits: { ...plan.limits } })));
  const nextPeriodStart = billingDateFrom(calendarDay(1), 1);
  await tx.insert(companySubscriptions).values(
    Object.entries(subscriptions).map(([companyId, planId]) => ({
      companyId,
      planId,
      billingDay: 1,
      nextPeriodStart,
    })),
  );
}
