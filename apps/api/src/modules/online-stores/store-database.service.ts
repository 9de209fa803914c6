import type { companyStorePage, companyStoreQuery, StoreAction, StoreView, storeBulkResult } from '@niaga/shared';
import { translate } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { containsPattern } from '../../platform/like.js';

import { onlineStores } from './online-stores.tables.js';
import { bumpedVersion, storeViewOf } from './store-access.js';
import type { OnlineStore } from './storefront-lookup.js';

type Query = z.output<typeof companyStoreQuery>;
type Row = {
  id: string;
  slug: string;
  kind: OnlineStore['kind'];
  name: string;
  status: OnlineStore['status'];
  owner_name: string | null;
  owner_email: string | null;
  school_name: string | null;
  contact_phone: string | null;
  products: number;
  created_at: Date;
  total: number;
};

/** HQ's store database (`GET /api/setup/company-store`): newest first, by kind, status and words of name/slug/owner. */
export async function companyStores(
  deps: AppDeps,
  ctx: RequestContext,
  query: Query,
): Promise<z.infer<typeof companyStorePage>> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const rows = await queryRows<Row>(
    deps.db,
    sql`select s.id, s.slug, s.kind, s.name, s.status, u.name as owner_name, u.email as owner_email, s.school_name,
        s.contact_phone, s.created_at,
        (select count(*)::int from online_store_products p where p.company_id = s.company_id and p.store_id = s.id) as products,
        (count(*) over ())::int as total
      from online_stores s left join users u on u.company_id = s.company_id and u.id = s.owner_id
      where s.company_id = ${ctx.companyId}
        ${query.kind ? sql`and s.kind = ${query.kind}` : sql``}
        ${query.status ? sql`and s.status = ${query.status}` : sql``}
        ${pattern ? sql`and (s.name ilike ${pattern} or s.slug ilike ${pattern} or u.name ilike ${pattern} or u.email ilike ${pattern})` : sql``}
      order by s.created_at desc, s.id desc
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      kind: row.kind,
      name: row.name,
      status: row.status,
      ownerName: row.owner_name,
      ownerEmail: row.owner_email,
      schoolName: row.school_name,
      contactPhone: row.contact_phone,
      products: row.products,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** Which status each action moves a store from, and what it sets. */
const MOVES = {
  approve: { from: 'pending', to: 'active', refused: 'stores.cannotApprove' },
  suspend: { from: 'active', to: 'suspended', refused: 'stores.cannotSuspend' },
  reactivate: { from: 'suspended', to: 'active', refused: 'stores.cannotReactivate' },
} as const;

async function moveStore(executor: Executor, ctx: RequestContext, slug: string, action: StoreAction) {
  const move = MOVES[action];
  const [store] = await executor
    .select()
    .from(onlineStores)
    .where(and(eq(onlineStores.companyId, ctx.companyId), eq(onlineStores.slug, slug.toLowerCase())))
    .for('update');
  if (!store) throw new AppError(404, 'stores.notFound', 'NOT_FOUND');
  if (store.status !== move.from) throw new AppError(409, move.refused, 'CONFLICT');
  const [moved] = await executor
    .update(onlineStores)
    .set({
      status: move.to,
      ...(action === 'suspend' ? { suspendedAt: ctx.now } : { suspendedAt: null }),
      ...(action === 'approve' ? { approvedAt: ctx.now } : {}),
      ...bumpedVersion,
    })
    .where(and(eq(onlineStores.companyId, ctx.companyId), eq(onlineStores.id, store.id)))
    .returning();
  return moved!;
}

/** Approve (pending → active), suspend (active → suspended) or reactivate (suspended → active) one store. */
export async function changeStoreStatus(
  deps: AppDeps,
  ctx: RequestContext,
  slug: string,
  action: StoreAction,
): Promise<StoreView> {
  return storeViewOf(await deps.db.transaction((tx) => moveStore(tx, ctx, slug, action)));
}

/** The same action on several stores, each in its own transaction; answers the ones refused with the reason. */
export async function changeStoreStatuses(
  deps: AppDeps,
  ctx: RequestContext,
  input: { action: StoreAction; slugs: string[] },
): Promise<z.infer<typeof storeBulkResult>> {
  const result: z.infer<typeof storeBulkResult> = { done: [], refused: [] };
  for (const slug of new Set(input.slugs)) {
    try {
      await deps.db.transaction((tx) => moveStore(tx, ctx, slug, input.action));
      result.done.push(slug);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.refused.push({ slug, reason: translate(ctx.language, error.messageKey) });
    }
  }
  return result;
}
