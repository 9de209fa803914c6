import { type ClawbackDraft, MONTHLY_COMMISSION_TYPES, type MonthlyRankResult } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { newId } from '../../platform/ids.js';

const monthlyTypes = sql.join(
  MONTHLY_COMMISSION_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/**
 * What a closed month carries per monthly entry key (`<month>:<type>:<agent>[:<leg>]`) of `keys`: its close's
 * entry plus every clawback of it posted since (in later months). By key (two index lookups per key), so a refund
 * reads the few entries it moves, not the month's million.
 */
export async function postedMonthly(executor: Executor, companyId: string, month: string, keys: string[]) {
  if (keys.length === 0) return new Map<string, number>();
  const result = await executor.execute(sql`
    select entry_key, sum(amount)::float8 as amount from (
      select key as entry_key, amount from commission_entries
      where company_id = ${companyId} and key = any(${sql.param(keys)}::text[]) and period = ${month}::date
        and type in (${monthlyTypes}) and inputs->>'kind' <> 'clawback'
      union all
      select inputs->>'entryKey', amount from commission_entries
      where company_id = ${companyId} and inputs->>'kind' = 'clawback' and inputs->>'entryKey' = any(${sql.param(keys)}::text[])
        and period > ${month}::date and type in (${monthlyTypes}) and inputs->>'month' = ${month}
    ) posted
    group by 1`);
  return new Map(
    rowsOf<{ entry_key: string; amount: number }>(result).map((row) => [row.entry_key, Number(row.amount)]),
  );
}

/** The order's number as the clawback's explanation names it: its invoice number, else its reference. */
export async function orderRef(executor: Executor, companyId: string, orderId: string) {
  const result = await executor.execute(sql`
    select coalesce(invoice_no, reference_no) as ref from orders where company_id = ${companyId} and id = ${orderId}`);
  return rowsOf<{ ref: string | null }>(result)[0]?.ref ?? orderId;
}

/** Posts clawbacks, pending, in `period` (the next open month); a replayed refund writes nothing (keys). */
export async function insertClawbacks(executor: Executor, companyId: string, period: string, drafts: ClawbackDraft[]) {
  if (drafts.length === 0) return;
  const rows = drafts.map((draft) => ({
    id: newId(),
    key: draft.key,
    beneficiary_id: draft.beneficiaryId,
    type: draft.type,
    amount: draft.amount,
    source_agent_id: draft.sourceAgentId,
    inputs: draft.inputs,
  }));
  await executor.execute(sql`
    insert into commission_entries
      (company_id, id, key, beneficiary_id, type, amount, period, source_agent_id, status, inputs)
    select ${companyId}, x.id, x.key, x.beneficiary_id, x.type, x.amount, ${period}::date, x.source_agent_id,
      'pending', x.inputs
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(id text, key text, beneficiary_id text, type text, amount bigint, source_agent_id text, inputs jsonb)
    on conflict (company_id, key) do nothing`);
}

/** The closed month's ranks as recomputed without the refunded order (only rows that changed are written). */
export async function updateRanks(executor: Executor, companyId: string, month: string, ranks: MonthlyRankResult[]) {
  if (ranks.length === 0) return;
  const rows = ranks.map((rank) => ({
    agent_id: rank.agentId,
    rank_id: rank.rankId,
    ps: rank.ps,
    tpgs: rank.tpgs,
    side_group_sales: rank.sideGroupSales,
  }));
  await executor.execute(sql`
    insert into commission_agent_ranks (company_id, month, agent_id, rank_id, ps, tpgs, side_group_sales)
    select ${companyId}, ${month}::date, x.agent_id, x.rank_id, x.ps, x.tpgs, x.side_group_sales
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(agent_id text, rank_id text, ps bigint, tpgs bigint, side_group_sales bigint)
    on conflict (company_id, month, agent_id) do update set rank_id = excluded.rank_id, ps = excluded.ps,
      tpgs = excluded.tpgs, side_group_sales = excluded.side_group_sales`);
}
