import type { Courier } from '@niaga/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { courierRates, courierRegions, couriers } from './couriers.tables.js';

type CourierRow = typeof couriers.$inferSelect;

export const courierFields = (row: CourierRow) => ({
  id: row.id,
  name: row.name,
  active: row.active,
  freeShippingMin: row.freeShippingMin,
  handlingFee: row.handlingFee,
  trackingUrlTemplate: row.trackingUrlTemplate,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Regions (in entry order) with their weight bands (lightest first) of some couriers. */
export async function findRegions(executor: Executor, companyId: string, courierIds: string[]) {
  if (courierIds.length === 0) return [];
  const regions = await executor
    .select()
    .from(courierRegions)
    .where(and(eq(courierRegions.companyId, companyId), inArray(courierRegions.courierId, courierIds)))
    .orderBy(asc(courierRegions.position));
  const rates = regions.length
    ? await executor
        .select()
        .from(courierRates)
        .where(
          and(
            eq(courierRates.companyId, companyId),
            inArray(
              courierRates.regionId,
              regions.map((region) => region.id),
            ),
          ),
        )
        .orderBy(asc(courierRates.fromGrams))
    : [];
  return regions.map((region) => ({
    courierId: region.courierId,
    id: region.id,
    name: region.name,
    states: region.states,
    rates: rates
      .filter((rate) => rate.regionId === region.id)
      .map(({ fromGrams, toGrams, price }) => ({ fromGrams, toGrams, price })),
  }));
}

export async function findCourier(executor: Executor, companyId: string, id: string): Promise<Courier | null> {
  const [row] = await executor
    .select()
    .from(couriers)
    .where(and(eq(couriers.companyId, companyId), eq(couriers.id, id), isNull(couriers.deletedAt)));
  if (!row) return null;
  const regions = await findRegions(executor, companyId, [id]);
  return { ...courierFields(row), regions: regions.map(({ courierId: _, ...region }) => region) };
}
