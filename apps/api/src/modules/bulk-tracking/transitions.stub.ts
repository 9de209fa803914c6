// TEMPORARY: stands in for the lead's `modules/orders/transitions.ts` (same signature) until it lands on main;
// deleted after merging it. Moves a `to_ship` shipping order to `shipping`, or throws 409.
import type { Role } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { orderEvents, orders } from '../orders/orders.tables.js';

export type Actor = { companyId: string; id: string; name: string; role: Role; now: Date; timeZone: string };

export async function setTracking(
  tx: Tx,
  actor: Actor,
  orderId: string,
  input: { trackingNumber: string; courierName?: string },
): Promise<void> {
  const [order] = await tx
    .update(orders)
    .set({
      status: 'shipping',
      trackingNumber: input.trackingNumber,
      courierName: input.courierName ?? sql`${orders.courierName}`,
      shippedAt: actor.now,
      updatedAt: actor.now,
    })
    .where(
      and(
        eq(orders.companyId, actor.companyId),
        eq(orders.id, orderId),
        eq(orders.status, 'to_ship'),
        eq(orders.delivery, 'shipping'),
      ),
    )
    .returning({ id: orders.id });
  if (!order) throw new AppError(409, 'bulkTracking.row.notToShip', 'CONFLICT');
  await tx.insert(orderEvents).values({
    companyId: actor.companyId,
    id: newId(),
    orderId,
    action: 'tracking_set',
    fromStatus: 'to_ship',
    toStatus: 'shipping',
    actorId: actor.id,
    actorName: actor.name,
    note: input.trackingNumber,
  });
}
