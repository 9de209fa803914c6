import {
  type CommissionAgent,
  type CommissionEntryDraft,
  type CommissionLevelTerms,
  type CommissionOrder,
  type ProductLevelTerms,
  productTermsKey,
} from '@niaga/shared';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { newId } from '../../platform/ids.js';
import { productLevels } from '../catalog/catalog.tables.js';
import { companies } from '../company/company.tables.js';
import { uplineNumbers } from '../network/tree.repo.js';
import { orderLines, orders } from '../orders/orders.tables.js';
import { levels, users } from '../users/users.tables.js';
import { commissionEntries } from './commission.tables.js';

/**
 * Everything the per-order commission rules need of a counted order, in four reads: the order with its buyer and
 * company, the people (uplines, helper, affiliate, buyer) with their levels, the lines, and the `product_levels`
 * rows of the order's products for those levels. Undefined when the order does not exist.
 */
export async function loadCommissionOrder(
  executor: Executor,
  companyId: string,
  orderId: string,
): Promise<CommissionOrder | undefined> {
  const [head] = await executor
    .select({
      buyerId: orders.buyerId,
      sellerKind: orders.sellerKind,
      firstOrder: orders.firstOrder,
      affiliateId: orders.affiliateId,
      sv: sql<number>`(${orders.subtotal} - ${orders.discount} - ${orders.voucherDiscount})::bigint`.mapWith(Number),
      buyerRole: users.role,
      buyerLevelId: users.levelId,
      path: users.path,
      introducerId: users.introducerId,
      helperId: users.helperId,
      features: companies.features,
      /** Another order of the buyer already counted (and not refunded): this one is not the first. */
      countedBefore: sql<boolean>`exists (select 1 from orders other where other.company_id = ${orders.companyId}
        and other.buyer_id = ${orders.buyerId} and other.id <> ${orders.id}
        and other.invoice_no is not null and other.status <> 'refund')`,
    })
    .from(orders)
    .innerJoin(users, and(eq(users.companyId, orders.companyId), eq(users.id, orders.buyerId)))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
  if (!head) return undefined;

  const treeNumbers = head.path ? uplineNumbers(head.path) : [];
  const others = [head.buyerId, head.helperId, head.affiliateId].filter((id): id is string => id !== null);
  const people = await executor
    .select({
      id: users.id,
      treeNo: users.treeNo,
      levelId: users.levelId,
      recruitComm: levels.recruitComm,
      helperBasisPoints: levels.helperBasisPoints,
    })
    .from(users)
    .leftJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
    .where(
      and(
        eq(users.companyId, companyId),
        treeNumbers.length
          ? or(inArray(users.id, others), sql`${users.treeNo} = any(${`{${treeNumbers.join(',')}}`}::bigint[])`)
          : inArray(users.id, others),
      ),
    );
  const byTreeNo = new Map(people.map((person) => [person.treeNo, person]));
  const byId = new Map(people.map((person) => [person.id, person]));
  const agent = (id: string | null): CommissionAgent | null => {
    const person = id ? byId.get(id) : undefined;
    return person ? { id: person.id, levelId: person.levelId } : null;
  };
  const uplines = [...treeNumbers]
    .reverse()
    .map((treeNo) => byTreeNo.get(treeNo))
    .filter((person) => person !== undefined)
    .map((person) => ({ id: person.id, levelId: person.levelId }));
  const levelTerms = new Map<string, CommissionLevelTerms>();
  for (const person of people)
    if (person.levelId && person.recruitComm !== null && person.helperBasisPoints !== null)
      levelTerms.set(person.levelId, { recruitComm: person.recruitComm, helperBasisPoints: person.helperBasisPoints });

  const lines = await executor
    .select({
      lineNo: orderLines.lineNo,
      kind: orderLines.kind,
      itemId: orderLines.itemId,
      name: orderLines.name,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
    })
    .from(orderLines)
    .where(and(eq(orderLines.companyId, companyId), eq(orderLines.orderId, orderId)))
    .orderBy(orderLines.lineNo);
  const productIds = [...new Set(lines.filter((line) => line.kind === 'product').map((line) => line.itemId))];
  const levelIds = [...new Set(people.map((person) => person.levelId).filter((id): id is string => id !== null))];
  const productTerms = new Map<string, ProductLevelTerms>();
  if (productIds.length && levelIds.length) {
    const rows = await executor
      .select({
        productId: productLevels.productId,
        levelId: productLevels.levelId,
        price: productLevels.price,
        commissions: productLevels.commissions,
      })
      .from(productLevels)
      .where(
        and(
          eq(productLevels.companyId, companyId),
          inArray(productLevels.productId, productIds),
          inArray(productLevels.levelId, levelIds),
        ),
      );
    for (const row of rows)
      productTerms.set(productTermsKey(row.productId, row.levelId), {
        price: row.price,
        overriding: row.commissions?.overriding ?? 0,
        introducerBonus: row.commissions?.introducerBonus ?? 0,
        affiliate: row.commissions?.affiliate ?? 0,
      });
  }

  return {
    orderId,
    buyer: { id: head.buyerId, levelId: head.buyerLevelId, isAgent: head.buyerRole === 'agent' },
    uplines,
    introducerId: head.introducerId,
    helper: agent(head.helperId),
    affiliate: agent(head.affiliateId),
    soldByHq: head.sellerKind === 'branch',
    firstOrder: head.firstOrder && !head.countedBefore,
    sv: head.sv,
    lines,
    levels: levelTerms,
    productTerms,
    features: { commissionOff: head.features.commissionOff, zeroriseOverriding: head.features.zeroriseOverriding },
  };
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

/** An order's entries that a refund still has to reverse (not reversals, not reversed yet), locked. */
export function entriesToReverse(executor: Executor, companyId: string, orderId: string) {
  return executor
    .select()
    .from(commissionEntries)
    .where(
      and(
        eq(commissionEntries.companyId, companyId),
        eq(commissionEntries.sourceOrderId, orderId),
        isNull(commissionEntries.reversesId),
        sql`not exists (select 1 from commission_entries reversal where reversal.company_id = ${commissionEntries.companyId}
          and reversal.key = 'rev:' || ${commissionEntries.id})`,
      ),
    )
    .for('update');
}

/** Pending entries and their reversals cancel out before they are ever payable. */
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
      ),
    );
}
