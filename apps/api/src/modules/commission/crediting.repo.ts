import {
  type CommissionAgent,
  type CommissionEntryDraft,
  type CommissionEntryStatus,
  type CommissionLevelTerms,
  type CommissionLine,
  type CommissionOrder,
  type ProductLevelTerms,
  productTermsKey,
  type StoreFulfilment,
  type StoreKind,
} from '@niaga/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { newId } from '../../platform/ids.js';
import type { ProductCommissions } from '../catalog/catalog.tables.js';
import { type CompanyFeatures, companies } from '../company/company.tables.js';
import { resolveFeatures } from '../company/features.js';
import { uplineNumbers } from '../network/tree.repo.js';
import { commissionEntries } from './commission.tables.js';

type LoadedRow = {
  head: {
    buyer_id: string;
    seller_kind: 'branch' | 'agent';
    seller_store_id: string;
    online_store_id: string | null;
    store_kind: StoreKind | null;
    buyer_level_id: string | null;
    first_order: boolean;
    affiliate_id: string | null;
    sv: number;
    role: string;
    path: string | null;
    introducer_id: string | null;
    helper_id: string | null;
    features: CompanyFeatures;
    time_zone: string;
    counted_before: boolean;
    last_closed: string | null;
    /** A published plan version took effect this month and is not yet in the live tables (plan-versions.repo.ts). */
    plan_due: boolean;
  } | null;
  people: Array<{
    id: string;
    tree_no: number;
    level_id: string | null;
    recruit_comm: number | null;
    helper_bp: number | null;
  }> | null;
  lines: CommissionLine[] | null;
  terms: Array<{
    product_id: string;
    level_id: string;
    price: number;
    commissions: Partial<ProductCommissions>;
  }> | null;
};

/**
 * Everything the per-order commission rules need of a counted order, in ONE prepared statement (the hot path
 * of approving an order): the order with its buyer, store and company, the people (the sales agent's uplines from
 * its materialised path, its helper, the affiliate, buyer and sales agent) with their levels, the lines, the
 * `product_levels` rows of the order's products for those levels, and the company's last closed commission month.
 * Undefined when the order does not exist.
 */
export async function loadCommissionOrder(
  executor: Executor,
  companyId: string,
  orderId: string,
  /** Whose sale the order is (`OrderCounting.agentId`): the buyer, a store's agent, or null. */
  agentId: string | null,
) {
  const [result] = await executor
    .select({
      row: sql<LoadedRow>`(
    with head as (
      select o.buyer_id, o.seller_kind, o.seller_store_id, o.online_store_id, s.kind as store_kind,
        o.first_order, o.affiliate_id, (o.subtotal - o.discount - o.voucher_discount)::float8 as sv,
        b.role, b.level_id as buyer_level_id, u.path, u.introducer_id, u.helper_id,
        c.features, c.time_zone,
        exists (select 1 from orders other where other.company_id = o.company_id and other.buyer_id = o.buyer_id
          and other.id <> o.id and other.invoice_no is not null and other.status <> 'refund') as counted_before,
        (select max(p.month)::text from commission_periods p
          where p.company_id = o.company_id and p.status = 'closed') as last_closed,
        exists (select 1 from commission_plan_versions v
          where v.company_id = o.company_id and v.status = 'published' and v.applied_at is null
            and v.effective_month <= date_trunc('month', now() at time zone c.time_zone)::date) as plan_due
      from orders o
      join users b on b.company_id = o.company_id and b.id = o.buyer_id
      left join online_stores s on s.company_id = o.company_id and s.id = o.online_store_id
      left join users u on u.company_id = o.company_id and u.id = ${agentId}::text
      join companies c on c.id = o.company_id
      where o.company_id = ${companyId} and o.id = ${orderId}
    ),
    people as (
      select u.id, u.tree_no::float8 as tree_no, u.level_id, l.recruit_comm::float8 as recruit_comm, l.helper_bp
      from head h
      join users u on u.company_id = ${companyId} and (
        u.tree_no = any(string_to_array(trim(both '/' from coalesce(h.path, '')), '/')::bigint[])
        or u.id in (h.buyer_id, ${agentId}::text, h.helper_id, h.affiliate_id))
      left join levels l on l.company_id = u.company_id and l.id = u.level_id
    ),
    lines as (
      select line_no as "lineNo", kind, item_id as "itemId", name, quantity, unit_price::float8 as "unitPrice"
      from order_lines where company_id = ${companyId} and order_id = ${orderId}
    )
    select json_build_object(
      'head', (select row_to_json(head) from head),
      'people', (select json_agg(people) from people),
      'lines', (select json_agg(lines order by "lineNo") from lines),
      'terms', (select json_agg(json_build_object('product_id', pl.product_id, 'level_id', pl.level_id,
          'price', pl.price, 'commissions', pl.commissions))
        from product_levels pl
        where pl.company_id = ${companyId}
          and pl.product_id in (select "itemId" from lines where kind = 'product')
          and pl.level_id in (select level_id from people))))`,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    // A named statement: each connection parses and plans it once, not on every counted order.
    .prepare('commission_order')
    .execute();
  const row = result?.row;
  const head = row?.head;
  if (!row || !head) return undefined;
  const people = row.people ?? [];

  const treeNumbers = head.path ? uplineNumbers(head.path) : [];
  const byTreeNo = new Map(people.map((person) => [Number(person.tree_no), person]));
  const byId = new Map(people.map((person) => [person.id, person]));
  const agent = (id: string | null): CommissionAgent | null => {
    const person = id ? byId.get(id) : undefined;
    return person ? { id: person.id, levelId: person.level_id } : null;
  };
  const uplines = [...treeNumbers]
    .reverse()
    .map((treeNo) => byTreeNo.get(treeNo))
    .filter((person) => person !== undefined)
    .map((person) => ({ id: person.id, levelId: person.level_id }));
  const levelTerms = new Map<string, CommissionLevelTerms>();
  for (const person of people)
    if (person.level_id && person.recruit_comm !== null && person.helper_bp !== null)
      levelTerms.set(person.level_id, { recruitComm: person.recruit_comm, helperBasisPoints: person.helper_bp });
  const productTerms = new Map<string, ProductLevelTerms>();
  for (const terms of row.terms ?? [])
    productTerms.set(productTermsKey(terms.product_id, terms.level_id), {
      price: Number(terms.price),
      overriding: terms.commissions?.overriding ?? 0,
      introducerBonus: terms.commissions?.introducerBonus ?? 0,
      affiliate: terms.commissions?.affiliate ?? 0,
    });

  const store = head.online_store_id ? { agent: agent(agentId), fulfilment: storeFulfilment(head, agentId) } : null;
  const order: CommissionOrder = {
    orderId,
    buyer: { id: head.buyer_id, levelId: head.buyer_level_id, isAgent: head.role === 'agent' },
    store,
    uplines,
    introducerId: head.introducer_id,
    helper: agent(head.helper_id),
    affiliate: agent(head.affiliate_id),
    soldByHq: head.seller_kind === 'branch',
    firstOrder: !store && head.first_order && !head.counted_before,
    sv: head.sv,
    lines: row.lines ?? [],
    levels: levelTerms,
    productTerms,
    features: resolveFeatures(head.features),
  };
  return { order, timeZone: head.time_zone, lastClosedMonth: head.last_closed, planDue: head.plan_due };
}

/** An ejen-store (or agent-run e-koop) order its agent sold from its own stock, or that its seller dropshipped. */
function storeFulfilment(
  head: { store_kind: StoreKind | null; seller_kind: 'branch' | 'agent'; seller_store_id: string },
  agentId: string | null,
): StoreFulfilment {
  if (head.store_kind === 'go_affiliate') return 'referral';
  return head.seller_kind === 'agent' && head.seller_store_id === agentId ? 'ownStock' : 'dropship';
}

/** Writes entries in one statement; an entry whose key is already written (a replayed event) is skipped. */
export async function insertEntries(
  executor: Executor,
  companyId: string,
  rows: Array<
    CommissionEntryDraft & {
      period: string;
      sourceOrderId: string;
      sourceAgentId: string | null;
      status: 'pending' | 'reversed';
      reversesId?: string;
    }
  >,
) {
  if (rows.length === 0) return;
  await executor
    .insert(commissionEntries)
    .values(
      rows.map((row) => ({
        companyId,
        id: newId(),
        key: row.key,
        beneficiaryId: row.beneficiaryId,
        type: row.type,
        amount: row.amount,
        period: row.period,
        sourceOrderId: row.sourceOrderId,
        sourceLineNo: row.lineNo,
        sourceAgentId: row.sourceAgentId,
        status: row.status,
        reversesId: row.reversesId ?? null,
        inputs: row.inputs,
      })),
    )
    .onConflictDoNothing({ target: [commissionEntries.companyId, commissionEntries.key] });
}

/** Every ledger entry of an order, locked: a month close cannot make one payable while a refund reverses it. */
export function orderEntries(executor: Executor, companyId: string, orderId: string) {
  return executor
    .select({
      id: commissionEntries.id,
      beneficiaryId: commissionEntries.beneficiaryId,
      type: commissionEntries.type,
      amount: commissionEntries.amount,
      lineNo: commissionEntries.sourceLineNo,
      // An entry a payout has claimed is payable whatever its month: its reversal must offset a later payout.
      status: sql<CommissionEntryStatus>`case when ${commissionEntries.status} = 'pending' and ${commissionEntries.payoutId} is not null then 'payable' else ${commissionEntries.status} end`,
      reversesId: commissionEntries.reversesId,
      sourceAgentId: commissionEntries.sourceAgentId,
    })
    .from(commissionEntries)
    .where(and(eq(commissionEntries.companyId, companyId), eq(commissionEntries.sourceOrderId, orderId)))
    .orderBy(commissionEntries.seq)
    .for('update');
}

/** Entries no payout has claimed, cancelled by their reversal: they are never paid. */
export async function markReversed(executor: Executor, companyId: string, ids: string[]) {
  if (ids.length === 0) return;
  await executor
    .update(commissionEntries)
    .set({ status: 'reversed' })
    .where(
      and(
        eq(commissionEntries.companyId, companyId),
        inArray(commissionEntries.id, ids),
        eq(commissionEntries.status, 'pending'),
        isNull(commissionEntries.payoutId),
      ),
    );
}
