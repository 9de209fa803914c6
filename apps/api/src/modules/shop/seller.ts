import { and, desc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { SessionFacts } from '../../platform/context.js';
import { companies } from '../company/company.tables.js';
import { resolveFeatures } from '../company/features.js';
import { users } from '../users/users.tables.js';

export type Seller = { storeId: string; kind: 'branch' | 'agent'; name: string };
type SellerAnswer = { seller: Seller; firstOrder: boolean; catalogVersion: number };
type BuyerFacts = Pick<SessionFacts, 'treePath' | 'orderingLevelIds' | 'mainBranchId'>;

/**
 * domain-rules "Who sells to whom": the buyer's nearest upline whose level may hold stock (company feature
 * "ordering level", none while "orderCompany" has HQ sell everything), else HQ from its main branch. Reads only when the company has ordering levels and the buyer
 * has an upline. A request's own caller has its facts in `ctx.user.facts`.
 */
export async function sellerOf(executor: Executor, companyId: string, buyer: BuyerFacts): Promise<Seller> {
  const uplineTreeNos = (buyer.treePath ?? '').split('/').filter(Boolean).slice(0, -1).map(Number);
  if (buyer.orderingLevelIds.length && uplineTreeNos.length) {
    const [upline] = await executor
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        and(
          eq(users.companyId, companyId),
          inArray(users.treeNo, uplineTreeNos),
          inArray(users.levelId, buyer.orderingLevelIds),
          inArray(users.status, ['new', 'active', 'inactive']),
        ),
      )
      .orderBy(desc(users.depth))
      .limit(1);
    if (upline) return { storeId: upline.id, kind: 'agent', name: upline.name };
  }
  return { storeId: buyer.mainBranchId, kind: 'branch', name: 'HQ' };
}

/** What the seller rule needs of the buyer, as columns of a query over `users` joined with `companies`. */
export const sellerFactColumns = (companyId: string | Placeholder) => ({
  path: users.path,
  lastCountedAt: users.lastCountedAt,
  features: companies.features,
  mainBranchId: sql<string>`(select b.id from branches b where b.company_id = ${companyId} and b.is_main)`,
  catalogVersion: sql<string | null>`(select v.version from catalog_versions v where v.company_id = ${companyId})`,
});

type SellerFacts = {
  path: string | null;
  lastCountedAt: Date | null;
  features: typeof companies.$inferSelect.features;
  mainBranchId: string;
  catalogVersion: string | null;
};

/**
 * The buyer's seller read afresh (e.g. inside a checkout's transaction), with whether the buyer has a counted
 * order yet and the company's catalogue version.
 */
export async function sellerFor(executor: Executor, companyId: string, buyerId: string): Promise<SellerAnswer> {
  const [buyer] = await executor
    .select(sellerFactColumns(companyId))
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), eq(users.id, buyerId)));
  if (!buyer) throw new Error(`no user ${buyerId}`);
  return sellerFromFacts(executor, companyId, buyer);
}

/** The seller rule over facts already read (`sellerFactColumns`). */
export async function sellerFromFacts(
  executor: Executor,
  companyId: string,
  buyer: SellerFacts,
): Promise<SellerAnswer> {
  const seller = await sellerOf(executor, companyId, {
    treePath: buyer.path,
    orderingLevelIds: resolveFeatures(buyer.features).sellingLevelIds,
    mainBranchId: buyer.mainBranchId,
  });
  return { seller, firstOrder: !buyer.lastCountedAt, catalogVersion: Number(buyer.catalogVersion ?? 0) };
}
