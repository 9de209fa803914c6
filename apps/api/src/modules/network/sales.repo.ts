import type { SalesFigures } from '@niaga/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { todayIn } from '../users/users.repo.js';
import { users } from '../users/users.tables.js';
import { agentMonthlySales } from './network.tables.js';
import { uplineNumbers } from './tree.repo.js';

/** First day of the month (YYYY-MM-01) of a moment in the company's time zone. */
export const monthOf = (timeZone: string, at = new Date()) => `${todayIn(timeZone, at).slice(0, 7)}-01`;

export const NO_SALES: SalesFigures = {
  ps: 0,
  psUnits: 0,
  gs: 0,
  gsUnits: 0,
  tpgs: 0,
  tpgsUnits: 0,
  sideGroupSales: 0,
};

/**
 * Credits a counted order (or, with negative numbers, a refund) to the buyer's personal sales and to the
 * group sales of every upline, for one month. Called inside the transaction that counts the order.
 */
export async function creditSales(
  executor: Executor,
  input: { companyId: string; buyerId: string; month: string; amount: number; units: number },
) {
  const [buyer] = await executor
    .select({ path: users.path })
    .from(users)
    .where(and(eq(users.companyId, input.companyId), eq(users.id, input.buyerId)));
  if (!buyer?.path) return;
  const uplines = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, input.companyId),
        sql`${users.treeNo} = any(${`{${uplineNumbers(buyer.path).join(',')}}`}::bigint[])`,
      ),
    );
  const rows = [
    { agentId: input.buyerId, psAmount: input.amount, psUnits: input.units, gsAmount: 0, gsUnits: 0 },
    ...uplines.map((upline) => ({
      agentId: upline.id,
      psAmount: 0,
      psUnits: 0,
      gsAmount: input.amount,
      gsUnits: input.units,
    })),
  ];
  await executor
    .insert(agentMonthlySales)
    .values(rows.map((row) => ({ ...row, companyId: input.companyId, month: input.month })))
    .onConflictDoUpdate({
      target: [agentMonthlySales.companyId, agentMonthlySales.agentId, agentMonthlySales.month],
      set: {
        psAmount: sql`${agentMonthlySales.psAmount} + excluded.ps_amount`,
        psUnits: sql`${agentMonthlySales.psUnits} + excluded.ps_units`,
        gsAmount: sql`${agentMonthlySales.gsAmount} + excluded.gs_amount`,
        gsUnits: sql`${agentMonthlySales.gsUnits} + excluded.gs_units`,
      },
    });
}

/**
 * PS, GS, TPGS and side group sales of some agents for one month. Side group sales are the TPGS of all
 * direct legs except the largest one (domain-rules "Sales figures").
 */
export async function salesFigures(executor: Executor, companyId: string, agentIds: string[], month: string) {
  const figures = new Map<string, SalesFigures>();
  if (agentIds.length === 0) return figures;
  const own = await executor
    .select()
    .from(agentMonthlySales)
    .where(
      and(
        eq(agentMonthlySales.companyId, companyId),
        eq(agentMonthlySales.month, month),
        inArray(agentMonthlySales.agentId, agentIds),
      ),
    );
  const legs = await executor
    .select({
      uplineId: users.uplineId,
      tpgs: sql<number>`(${agentMonthlySales.psAmount} + ${agentMonthlySales.gsAmount})::float8`,
    })
    .from(users)
    .innerJoin(
      agentMonthlySales,
      and(
        eq(agentMonthlySales.companyId, users.companyId),
        eq(agentMonthlySales.agentId, users.id),
        eq(agentMonthlySales.month, month),
      ),
    )
    .where(and(eq(users.companyId, companyId), inArray(users.uplineId, agentIds)));
  const legsByAgent = new Map<string, number[]>();
  for (const leg of legs) {
    if (!leg.uplineId) continue;
    legsByAgent.set(leg.uplineId, [...(legsByAgent.get(leg.uplineId) ?? []), Number(leg.tpgs)]);
  }
  for (const row of own) {
    const legTotals = legsByAgent.get(row.agentId) ?? [];
    const largest = legTotals.length > 0 ? Math.max(...legTotals) : 0;
    const sideGroupSales = legTotals.reduce((sum, value) => sum + value, 0) - largest;
    figures.set(row.agentId, {
      ps: row.psAmount,
      psUnits: row.psUnits,
      gs: row.gsAmount,
      gsUnits: row.gsUnits,
      tpgs: row.psAmount + row.gsAmount,
      tpgsUnits: row.psUnits + row.gsUnits,
      sideGroupSales,
    });
  }
  return figures;
}
