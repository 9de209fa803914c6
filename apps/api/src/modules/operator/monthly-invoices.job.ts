import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { HOURLY_JOB_RETRY, type Job } from '../../platform/jobs.js';
import { companies } from '../company/company.tables.js';
import { issueInvoice } from '../subscription/billing.js';
import { companySubscriptions, subscriptionInvoices, subscriptionPlans } from '../subscription/subscription.tables.js';
import { todayIn } from '../users/users.repo.js';
import { addDays, dayBefore, nextMonth } from './billing-dates.js';

/** How many missed months one run catches up for a company (a longer gap goes on at the next run). */
const MAX_MONTHS_PER_RUN = 24;

/**
 * Issues the months of one company that are due: every period from `next_period_start` whose start (its billing
 * day) has come in the company's time zone, each with the plan's price, due days and grace days, advancing
 * `next_period_start`. The subscription row is locked, so two runs at once issue a month once; a period that
 * already has a live invoice (the unique period index) is passed over, not issued twice.
 */
async function issueDueMonths(tx: Tx, companyId: string, now: Date) {
  const [row] = await tx
    .select({ subscription: companySubscriptions, plan: subscriptionPlans, timeZone: companies.timeZone })
    .from(companySubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, companySubscriptions.planId))
    .innerJoin(companies, eq(companies.id, companySubscriptions.companyId))
    .where(eq(companySubscriptions.companyId, companyId))
    .for('update', { of: companySubscriptions });
  if (!row) return 0;
  const { plan } = row;
  const today = todayIn(row.timeZone, now);
  let periodStart = row.subscription.nextPeriodStart;
  let issued = 0;
  for (let month = 0; month < MAX_MONTHS_PER_RUN && periodStart <= today; month += 1) {
    const periodEnd = dayBefore(nextMonth(periodStart));
    const [live] = await tx
      .select({ id: subscriptionInvoices.id })
      .from(subscriptionInvoices)
      .where(
        and(
          eq(subscriptionInvoices.companyId, companyId),
          eq(subscriptionInvoices.periodStart, periodStart),
          ne(subscriptionInvoices.status, 'void'),
        ),
      );
    if (!live) {
      await issueInvoice(
        tx,
        {
          companyId,
          total: plan.monthlyPrice,
          issuedOn: today,
          dueOn: addDays(today, plan.dueDays),
          graceDays: plan.graceDays,
          description: `${plan.name} plan, ${periodStart} to ${periodEnd}`,
          planId: plan.id,
          periodStart,
          periodEnd,
        },
        now,
      );
      issued += 1;
    }
    periodStart = nextMonth(periodStart);
  }
  if (periodStart !== row.subscription.nextPeriodStart)
    await tx
      .update(companySubscriptions)
      .set({ nextPeriodStart: periodStart, updatedAt: now })
      .where(eq(companySubscriptions.companyId, companyId));
  return issued;
}

/** The monthly invoices of every subscribed company whose billing day has come; answers how many were issued. */
export async function issueMonthlyInvoices(db: Db, now: Date, log?: FastifyBaseLogger) {
  const due = await db
    .select({ companyId: companySubscriptions.companyId })
    .from(companySubscriptions)
    .innerJoin(companies, eq(companies.id, companySubscriptions.companyId))
    .where(
      and(
        isNotNull(companySubscriptions.planId),
        sql`${companySubscriptions.nextPeriodStart} <= (${now}::timestamptz at time zone ${companies.timeZone})::date`,
      ),
    );
  let issued = 0;
  const failed: string[] = [];
  for (const { companyId } of due) {
    // One company's failure (rolled back alone) does not hold back the others' invoices.
    try {
      issued += await db.transaction((tx) => issueDueMonths(tx, companyId, now));
    } catch (error) {
      failed.push(companyId);
      log?.error({ err: error, companyId }, 'monthly subscription invoice failed');
    }
  }
  return { issued, failed };
}

export const monthlyInvoicesJob: Job = {
  name: 'subscription-monthly-invoices',
  cron: '30 * * * *',
  retry: HOURLY_JOB_RETRY,
  run: issueMonthlyInvoices,
};
