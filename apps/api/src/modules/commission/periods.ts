import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { companies } from '../company/company.tables.js';
import { monthOf } from '../network/sales.repo.js';
import { commissionPeriods } from './commission.tables.js';

/** The month after a month (both first days, YYYY-MM-01). */
export function nextMonth(month: string): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, monthNo, 1));
  return next.toISOString().slice(0, 10);
}

export async function companyTimeZone(executor: Executor, companyId: string) {
  const [company] = await executor
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.timeZone ?? 'Asia/Kuala_Lumpur';
}

/**
 * The month an entry made at `at` belongs to: the month of `at` in the company's time zone, or, when that month
 * is already closed (a late refund), the first month after the last closed one (domain-rules: a late refund
 * after the close posts its reversals in the next open month).
 */
export async function openPeriodFor(executor: Executor, companyId: string, at: Date): Promise<string> {
  const month = monthOf(await companyTimeZone(executor, companyId), at);
  const [lastClosed] = await executor
    .select({ month: commissionPeriods.month })
    .from(commissionPeriods)
    .where(and(eq(commissionPeriods.companyId, companyId), eq(commissionPeriods.status, 'closed')))
    .orderBy(desc(commissionPeriods.month))
    .limit(1);
  return openMonthOf(month, lastClosed?.month ?? null);
}

/** The open month for an entry of `month`, given the company's last closed month (null: none closed yet). */
export const openMonthOf = (month: string, lastClosed: string | null) =>
  !lastClosed || lastClosed < month ? month : nextMonth(lastClosed);
