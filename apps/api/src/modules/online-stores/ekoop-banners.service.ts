import type { EkoopBannerView, ekoopBannerInput } from '@niaga/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { ekoopBanners, onlineStores } from './online-stores.tables.js';
import { bumpedVersion, featuresWithKindOn, ownImage, ownStoreOrNull, ownStoreToChange } from './store-access.js';

type Banner = typeof ekoopBanners.$inferSelect;
const viewOf = (banner: Banner): EkoopBannerView => ({
  id: banner.id,
  title: banner.title,
  description: banner.description,
  imageUrl: banner.imageUrl,
  url: banner.url,
  createdAt: banner.createdAt.toISOString(),
});

/** The banners of the caller's e-koop store, in their order (none before it registers). */
export async function listEkoopBanners(deps: AppDeps, ctx: RequestContext) {
  await featuresWithKindOn(deps.db, ctx, 'e_koop');
  const store = await ownStoreOrNull(deps.db, ctx, 'e_koop');
  if (!store) return { items: [] };
  const rows = await deps.db
    .select()
    .from(ekoopBanners)
    .where(and(eq(ekoopBanners.companyId, ctx.companyId), eq(ekoopBanners.storeId, store.id)))
    .orderBy(asc(ekoopBanners.position), asc(ekoopBanners.createdAt));
  return { items: rows.map(viewOf) };
}

/** Adds a banner after the others; the store's version moves so its storefront shows it. */
export async function createEkoopBanner(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof ekoopBannerInput>,
): Promise<EkoopBannerView> {
  await featuresWithKindOn(deps.db, ctx, 'e_koop');
  const imageUrl = ownImage(ctx, input.imageUrl, 'imageUrl')!;
  return deps.db.transaction(async (tx) => {
    const store = await ownStoreToChange(tx, ctx, 'e_koop');
    const [banner] = await tx
      .insert(ekoopBanners)
      .values({
        companyId: ctx.companyId,
        id: newId(),
        storeId: store.id,
        title: input.title,
        description: input.description || null,
        imageUrl,
        url: input.url || null,
        position: sql`(select coalesce(max(position), -1) + 1 from ekoop_banners
          where company_id = ${ctx.companyId} and store_id = ${store.id})`,
      })
      .returning();
    await tx
      .update(onlineStores)
      .set(bumpedVersion)
      .where(and(eq(onlineStores.companyId, ctx.companyId), eq(onlineStores.id, store.id)));
    return viewOf(banner!);
  });
}

/** Deletes one of the caller's banners; another store's (or company's) banner is a 404. */
export async function deleteEkoopBanner(deps: AppDeps, ctx: RequestContext, id: string) {
  await deps.db.transaction(async (tx) => {
    const [banner] = await tx
      .select({ id: ekoopBanners.id, storeId: ekoopBanners.storeId })
      .from(ekoopBanners)
      .innerJoin(
        onlineStores,
        and(eq(onlineStores.companyId, ekoopBanners.companyId), eq(onlineStores.id, ekoopBanners.storeId)),
      )
      .where(
        and(eq(ekoopBanners.companyId, ctx.companyId), eq(ekoopBanners.id, id), eq(onlineStores.ownerId, ctx.user.id)),
      );
    if (!banner) throw new AppError(404, 'stores.bannerNotFound', 'NOT_FOUND');
    await tx.delete(ekoopBanners).where(and(eq(ekoopBanners.companyId, ctx.companyId), eq(ekoopBanners.id, id)));
    await tx
      .update(onlineStores)
      .set(bumpedVersion)
      .where(and(eq(onlineStores.companyId, ctx.companyId), eq(onlineStores.id, banner.storeId)));
  });
}
