import { type SalesFigures, sideGroupSales as sideGroupSalesOf } from '@niaga/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { todayIn } from '../users/users.repo.js';
import { users } from '../users/users.tables.js';
import { agentMonthlySales } from './network.tables.js';

/** First day of the month (YYYY-MM-01) of a moment in the company's time zone. */
export const monthOf = (timeZone: string, at = new Date()) => `${todayIn(timeZone, at).slice(0, 7)}-01`;

/** Join condition: a user's sales row of `month` (users without sales that month find none). */
export const monthSalesOfUser = (month: string) =>
  and(
    eq(agentMonthlySales.companyId, users.companyId),
    eq(agentMonthlySales.agentId, users.id),
    eq(agentMonthlySales.month, month),
  );

export const NO_SALES: SalesFigures = {
  ps: 0,
  psUnits: 0,
  gs: 0,
  gsUnits: 0,
  tpgs: 0,
  tpgsUnits: 0,
  sideGroupSales: 0,
  sideGroupSalesUnits: 0,
};

/**
 * Credits a counted order (or, with negative numbers, a refund) to the buyer's personal sales and to the
 * group sales of every upline (the tree numbers of its path but its own), for one month, in one statement.
 * Called inside the transaction that counts the order; a buyer outside the tree credits nothing.
 */
export async function creditSales(
  executor: Executor,
  input: { companyId: string; buyerId: string; month: string; amount: number; units: number },
) {
  const { companyId, buyerId, month, amount, units } = input;
  await executor.execute(sql`
    with buyer as (
      select string_to_array(trim(both '/' from ${users.path}), '/') as tree_numbers from ${users}
      where ${users.companyId} = ${companyId} and ${users.id} = ${buyerId} and coalesce(${users.path}, '') <> ''
    ),
    credited (agent_id, ps_amount, ps_units, gs_amount, gs_units) as (
      select ${buyerId}::text, ${amount}::bigint, ${units}::integer, 0::bigint, 0::integer from buyer
      union all
      select upline.id, 0, 0, ${amount}, ${units} from buyer
      join ${users} upline on upline.company_id = ${companyId}
        and upline.tree_no = any(buyer.tree_numbers[1:array_length(buyer.tree_numbers, 1) - 1]::bigint[])
    )
    insert into ${agentMonthlySales} (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
    select ${companyId}, agent_id, ${month}::date, ps_amount, ps_units, gs_amount, gs_units from credited
    on conflict (company_id, agent_id, month) do update set
      ps_amount = ${agentMonthlySales}.ps_amount + excluded.ps_amount,
      ps_units = ${agentMonthlySales}.ps_units + excluded.ps_units,
      gs_amount = ${agentMonthlySales}.gs_amount + excluded.gs_amount,
      gs_units = ${agentMonthlySales}.gs_units + excluded.gs_units`);
}

/**
 * PS, GS, TPGS and side group sales of some agents for one month, in amounts and in units. Side group sales are
 * the TPGS of all direct legs except the largest one (domain-rules "Sales figures"), in each measure on its own.
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
      tpgsUnits: sql<number>`(${agentMonthlySales.psUnits} + ${agentMonthlySales.gsUnits})::float8`,
    })
    .from(users)
    .innerJoin(agentMonthlySales, monthSalesOfUser(month))
    .where(and(eq(users.companyId, companyId), inArray(users.uplineId, agentIds)));
  const legsByAgent = new Map<string, Array<{ tpgs: number; tpgsUnits: number }>>();
  for (const leg of legs) {
    if (!leg.uplineId) continue;
    const totals = { tpgs: Number(leg.tpgs), tpgsUnits: Number(leg.tpgsUnits) };
    legsByAgent.set(leg.uplineId, [...(legsByAgent.get(leg.uplineId) ?? []), totals]);
  }
  for (const row of own) {
    const agentLegs = legsByAgent.get(row.agentId) ?? [];
    const sideGroupSales = sideGroupSalesOf(agentLegs.map((leg) => leg.tpgs));
    const sideGroupSalesUnits = sideGroupSalesOf(agentLegs.map((leg) => leg.tpgsUnits));
    figures.set(row.agentId, {
      ps: row.psAmount,
      psUnits: row.psUnits,
      gs: row.gsAmount,
      gsUnits: row.gsUnits,
      tpgs: row.psAmount + row.gsAmount,
      tpgsUnits: row.psUnits + row.gsUnits,
      sideGroupSales,
      sideGroupSalesUnits,
    });
  }
  return figures;
}
