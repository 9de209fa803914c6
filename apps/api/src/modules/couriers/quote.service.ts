import { courierCharge, pickWeightBand, stateKey, type WeightBand } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';

/** `selfPickup`: the company's feature (features.ts), so that pickup branches are offered only while it is on. */
export type ShippingRequest = { state: string; weightGrams: number; subtotal: number; selfPickup: boolean };

type OptionRow = {
  kind: 'courier' | 'pickup';
  id: string;
  name: string;
  handling_fee: string | number | null;
  free_shipping_min: string | number | null;
  rates: WeightBand[] | null;
  address: string | null;
  phone: string | null;
  pickup_hours: string | null;
};

/**
 * Every active courier with a region holding the state, and the company's self-pickup branches when the
 * `selfPickup` feature is on: one statement (it runs at every checkout step).
 */
function findOptions(executor: Executor, companyId: string, state: string, selfPickup: boolean) {
  return executor.execute(sql`
    select 'courier' as kind, c.id, c.name, c.handling_fee, c.free_shipping_min,
      (select json_agg(json_build_object('fromGrams', r.from_grams, 'toGrams', r.to_grams, 'price', r.price))
        from courier_rates r where r.company_id = g.company_id and r.region_id = g.id) as rates,
      null as address, null as phone, null as pickup_hours
    from couriers c
    join courier_regions g on g.company_id = c.company_id and g.courier_id = c.id and ${state} = any(g.state_keys)
    where c.company_id = ${companyId} and c.active and c.deleted_at is null
    union all
    select 'pickup', b.id, b.name, null, null, null,
      concat_ws(', ', nullif(b.address1, ''), nullif(b.address2, ''), nullif(concat_ws(' ', b.postcode, b.city), ''), b.state),
      b.phone, b.pickup_hours
    from branches b
    where ${selfPickup} and b.company_id = ${companyId} and b.self_pickup and b.deleted_at is null
  `) as unknown as Promise<{ rows: OptionRow[] }>;
}

/**
 * Domain-rules "Shipping": the couriers (cheapest first) and pickup branches for a receiver's state, the order's
 * weight and subtotal. With neither, the order cannot be placed: 422 with the spec's message.
 */
export async function quoteShipping(executor: Executor, companyId: string, request: ShippingRequest) {
  const { rows } = await findOptions(executor, companyId, stateKey(request.state), request.selfPickup);
  const couriers = rows
    .filter((row) => row.kind === 'courier')
    .flatMap((row) => {
      const band = pickWeightBand(row.rates ?? [], request.weightGrams);
      if (!band) return [];
      const charge = courierCharge({
        bandPrice: Number(band.price),
        handlingFee: Number(row.handling_fee),
        freeShippingMin: row.free_shipping_min === null ? null : Number(row.free_shipping_min),
        subtotal: request.subtotal,
      });
      return [{ courierId: row.id, name: row.name, ...charge }];
    })
    .sort((a, b) => a.total - b.total || a.name.localeCompare(b.name));
  const pickups = rows
    .filter((row) => row.kind === 'pickup')
    .map((row) => ({
      branchId: row.id,
      name: row.name,
      address: row.address ?? '',
      phone: row.phone,
      pickupHours: row.pickup_hours,
      fee: 0 as const,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (couriers.length === 0 && pickups.length === 0) throw new AppError(422, 'shipping.notFound', 'SHIPPING_NOT_FOUND');
  return { couriers, pickups };
}
