import { type courierInput, type courierListQuery, stateKey } from '@niaga/shared';
import { and, count, desc, eq, ilike, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { conflictOnUnique, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { containsPattern } from '../../platform/like.js';
import { courierFields, findCourier, findRegions } from './couriers.repo.js';
import { courierRates, courierRegions, couriers } from './couriers.tables.js';

type CourierValues = z.output<typeof courierInput>;

const nameTaken = conflictOnUnique('courier.nameTaken');

const live = (companyId: string, id: string) =>
  and(eq(couriers.companyId, companyId), eq(couriers.id, id), isNull(couriers.deletedAt));

export async function listCouriers(deps: AppDeps, ctx: RequestContext, query: z.output<typeof courierListQuery>) {
  const where = and(
    eq(couriers.companyId, ctx.companyId),
    isNull(couriers.deletedAt),
    query.q ? ilike(couriers.name, containsPattern(query.q)) : undefined,
    query.active ? eq(couriers.active, query.active === 'true') : undefined,
  );
  const rows = await deps.db
    .select()
    .from(couriers)
    .where(where)
    .orderBy(desc(couriers.active), couriers.name)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await deps.db.select({ value: count() }).from(couriers).where(where);
  const regions = await findRegions(
    deps.db,
    ctx.companyId,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => {
    const own = regions.filter((region) => region.courierId === row.id);
    return { ...courierFields(row), regionCount: own.length, states: own.flatMap((region) => region.states) };
  });
  return { items, total: total?.value ?? 0, page: query.page, limit: query.limit };
}

export async function getCourier(deps: AppDeps, ctx: RequestContext, id: string) {
  const courier = await findCourier(deps.db, ctx.companyId, id);
  if (!courier) throw notFound();
  return courier;
}

/** Regions and their bands are replaced as a whole: orders keep the price they were quoted, not a region id. */
async function replaceRegions(tx: Tx, companyId: string, courierId: string, regions: CourierValues['regions']) {
  await tx
    .delete(courierRegions)
    .where(and(eq(courierRegions.companyId, companyId), eq(courierRegions.courierId, courierId)));
  const rows = regions.map((region, position) => ({
    companyId,
    id: newId(),
    courierId,
    name: region.name,
    states: region.states,
    stateKeys: region.states.map(stateKey),
    position,
  }));
  await tx.insert(courierRegions).values(rows);
  await tx
    .insert(courierRates)
    .values(
      rows.flatMap((row, index) =>
        (regions[index]?.rates ?? []).map((rate) => ({ companyId, regionId: row.id, ...rate })),
      ),
    );
}

export async function saveCourier(deps: AppDeps, ctx: RequestContext, input: CourierValues, existingId?: string) {
  const id = existingId ?? newId();
  const values = {
    name: input.name,
    active: input.active,
    freeShippingMin: input.freeShippingMin,
    handlingFee: input.handlingFee,
    trackingUrlTemplate: input.trackingUrlTemplate,
    updatedAt: ctx.now,
  };
  await deps.db.transaction(async (tx) => {
    if (existingId) {
      const [row] = await tx
        .update(couriers)
        .set(values)
        .where(live(ctx.companyId, id))
        .returning({ id: couriers.id })
        .catch(nameTaken);
      if (!row) throw notFound();
    } else {
      await tx
        .insert(couriers)
        .values({ companyId: ctx.companyId, id, ...values })
        .catch(nameTaken);
    }
    await replaceRegions(tx, ctx.companyId, id, input.regions);
  });
  return getCourier(deps, ctx, id);
}

export async function setCourierActive(deps: AppDeps, ctx: RequestContext, id: string, active: boolean) {
  const [row] = await deps.db
    .update(couriers)
    .set({ active, updatedAt: ctx.now })
    .where(live(ctx.companyId, id))
    .returning({ id: couriers.id });
  if (!row) throw notFound();
}

/** Kept for the orders that name it; it leaves the list and every quote. */
export async function deleteCourier(deps: AppDeps, ctx: RequestContext, id: string) {
  const [row] = await deps.db
    .update(couriers)
    .set({ deletedAt: ctx.now, updatedAt: ctx.now })
    .where(live(ctx.companyId, id))
    .returning({ id: couriers.id });
  if (!row) throw notFound();
}
