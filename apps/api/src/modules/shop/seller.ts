import { and, desc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { companies } from '../company/company.tables.js';
import { users } from '../users/users.tables.js';

export type Seller = { storeId: string; kind: 'branch' | 'agent'; name: string };
type SellerAnswer = { seller: Seller; firstOrder: boolean; catalogVersion: number };

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
 * domain-rules "Who sells to whom": the buyer's nearest upline whose level may hold stock (company feature
 * "ordering level"), else HQ from its main branch. Also answers whether the buyer has a counted order yet, and
 * the company's catalogue version (read here to save the shop a round trip; see catalog/catalogue-cache.ts).
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

/** The seller rule over facts already read (`sellerFactColumns`); a query only when stockists hold stock. */
export async function sellerFromFacts(
  executor: Executor,
  companyId: string,
  buyer: SellerFacts,
): Promise<SellerAnswer> {
  const firstOrder = !buyer.lastCountedAt;
  const catalogVersion = Number(buyer.catalogVersion ?? 0);
  const levelIds = buyer.features.orderingLevelIds ?? [];
  const uplineTreeNos = (buyer.path ?? '').split('/').filter(Boolean).slice(0, -1).map(Number);
  if (levelIds.length && uplineTreeNos.length) {
    const [upline] = await executor
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        and(
          eq(users.companyId, companyId),
          inArray(users.treeNo, uplineTreeNos),
          inArray(users.levelId, levelIds),
          inArray(users.status, ['new', 'active', 'inactive']),
        ),
      )
      .orderBy(desc(users.depth))
      .limit(1);
    if (upline) return { seller: { storeId: upline.id, kind: 'agent', name: upline.name }, firstOrder, catalogVersion };
  }
  return { seller: { storeId: buyer.mainBranchId, kind: 'branch', name: 'HQ' }, firstOrder, catalogVersion };
}
