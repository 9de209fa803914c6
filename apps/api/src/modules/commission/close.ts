import { type CommissionMonth, closeMonth, MONTHLY_COMMISSION_TYPES, type MonthCloseResult } from '@niaga/shared';
import type { Db, Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { publish } from '../../platform/events.js';
import { HOURLY_JOB_RETRY, type Job } from '../../platform/jobs.js';
import { monthOf } from '../network/sales.repo.js';
import { todayIn } from '../users/users.repo.js';
import {
  companyCloseFacts,
  companyIds,
  insertMonthlyEntries,
  insertRanks,
  lockCompanyClose,
  markClosed,
  monthlyAgents,
  monthsOf,
  storeAutoCloseDay,
} from './close.repo.js';
import { nextMonth } from './periods.js';
import { planForMonth } from './plan-for-month.js';

/** "2026-10" ⇄ "2026-10-01". */
const firstDayOf = (month: string) => `${month}-01`;
const monthLabel = (firstDay: string) => firstDay.slice(0, 7);

/**
 * Closes a commission month (domain-rules "Commissions" 6-9): each agent's rank, personal-level commission,
 * performance bonus and leadership from the month's sales figures, written with the month as their period, which
 * makes every entry of the month payable (see `entryStatus`). One transaction; one close per company at a time.
 * A month closes once it has ended in the company's time zone, and after every earlier month with sales.
 * Closing a closed month answers 409 `commission.monthAlreadyClosed` before anything is loaded: a closed month is never
 * written again (late refunds change its figures and post their clawbacks in the next open month instead).
 */
export async function closeCommissionMonth(
  db: Db,
  companyId: string,
  month: string,
  by: { name: string | null; now: Date },
): Promise<MonthCloseResult> {
  const period = firstDayOf(month);
  return db.transaction(async (tx) => {
    await lockCompanyClose(tx, companyId);
    const facts = await companyCloseFacts(tx, companyId);
    const months = await monthsOf(tx, companyId);
    // A closed month stays as closed: answered before anything is loaded (issue 24 finding 6).
    if (months.some((row) => row.month === period && row.status === 'closed'))
      throw new AppError(409, 'commission.monthAlreadyClosed', 'CONFLICT', undefined, undefined, { month });
    if (period >= monthOf(facts.timeZone, by.now))
      throw new AppError(409, 'commission.monthNotEnded', 'CONFLICT', undefined, undefined, { month });
    const earlierOpen = months.find((row) => row.month < period && row.status !== 'closed');
    if (earlierOpen)
      throw new AppError(409, 'commission.earlierMonthOpen', 'CONFLICT', undefined, undefined, {
        month: monthLabel(earlierOpen.month),
      });

    const plan = await planForMonth(tx, companyId, period);
    const agents = await monthlyAgents(tx, companyId, period, plan.leadershipByLevel);
    const result = closeMonth(period, agents, plan.ranks, plan.off, plan.rankBasis);
    await insertRanks(tx, companyId, period, result.ranks);
    const written = await insertMonthlyEntries(tx, companyId, period, result.entries);
    await markClosed(tx, companyId, period, by.now, by.name);
    await publish(tx, 'commission.monthClosed', { companyId, month });
    const closed = (await monthsOf(tx, companyId)).find((row) => row.month === period);

    return {
      month,
      closedAt: closed?.closedAt ?? by.now.toISOString(),
      closedByName: closed?.closedByName ?? null,
      agents: agents.length,
      ranked: result.ranks.filter((rank) => rank.rankId !== null).length,
      written,
      totals: MONTHLY_COMMISSION_TYPES.map((type) => {
        const ofType = result.entries.filter((entry) => entry.type === type);
        return { type, count: ofType.length, amount: ofType.reduce((sum, entry) => sum + entry.amount, 0) };
      }),
    };
  });
}

/** POST /api/commission/close (HQ's button). */
export const closeMonthByHq = (deps: AppDeps, ctx: RequestContext, month: string) =>
  closeCommissionMonth(deps.db, ctx.companyId, month, { name: ctx.user.name, now: ctx.now });

/** GET /api/commission/months: months with sales (and the current one), newest first, and the job's day. */
export async function commissionMonths(deps: AppDeps, ctx: RequestContext) {
  const { autoCloseDay } = await companyCloseFacts(deps.db, ctx.companyId);
  return { months: await monthsToShow(deps.db, ctx.companyId, ctx.now), autoCloseDay };
}

/** POST /api/commission/auto-close: the day of the next month the job closes a month on, or null (by hand). */
export async function setAutoCloseDay(deps: AppDeps, ctx: RequestContext, day: number | null) {
  await storeAutoCloseDay(deps.db, ctx.companyId, day);
  return commissionMonths(deps, ctx);
}

async function monthsToShow(executor: Executor, companyId: string, now: Date): Promise<CommissionMonth[]> {
  const { timeZone } = await companyCloseFacts(executor, companyId);
  const current = monthOf(timeZone, now);
  const months = await monthsOf(executor, companyId);
  if (!months.some((row) => row.month === current))
    months.push({ month: current, status: 'open', closedAt: null, closedByName: null });
  const firstOpen = months.find((row) => row.status !== 'closed')?.month;
  return months
    .map((row) => ({
      ...row,
      month: monthLabel(row.month),
      ended: row.month < current,
      canClose: row.status !== 'closed' && row.month === firstOpen && row.month < current,
    }))
    .reverse();
}

/**
 * The job: in each company that closes automatically, closes every ended month still open, oldest first, once the
 * company's day of the next month has come (company time zone). HQ's button is the same call, at any time after
 * the month ended.
 */
export async function closeEndedMonths(db: Db, now: Date) {
  let closed = 0;
  for (const companyId of await companyIds(db)) {
    const { timeZone, autoCloseDay } = await companyCloseFacts(db, companyId);
    if (autoCloseDay === null) continue;
    const today = todayIn(timeZone, now);
    for (;;) {
      const next = (await monthsToShow(db, companyId, now)).find((row) => row.canClose);
      const due = next && `${nextMonth(firstDayOf(next.month)).slice(0, 8)}${String(autoCloseDay).padStart(2, '0')}`;
      if (!next || !due || today < due) break;
      await closeCommissionMonth(db, companyId, next.month, { name: null, now });
      closed += 1;
    }
  }
  return closed;
}

export const commissionCloseJob: Job = {
  name: 'commission-close',
  cron: '10 * * * *',
  retry: HOURLY_JOB_RETRY,
  run: closeEndedMonths,
};
