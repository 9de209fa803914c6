import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import { quoteShipping } from '../quote.service.js';
import type { CourierAdapter, CourierQuote, QuoteRequest, Shipment, ShipmentRequest } from './carrier.js';

export const MANUAL = 'manual';

/**
 * The built-in courier: the company's own rate tables (`/courier`: regions, weight bands, free shipping, handling
 * fee). HQ books the parcel with the courier itself; the shipment is the tracking number it was given.
 */
export function createManualCourier(db: Executor, companyId: string) {
  return {
    name: MANUAL,

    async checkCredentials() {},

    async quote(request: QuoteRequest): Promise<CourierQuote[]> {
      const { couriers } = await quoteShipping(db, companyId, {
        state: request.to.state,
        weightGrams: request.weightGrams,
        subtotal: request.subtotal,
        // Couriers only: a branch pickup is not a shipment.
        selfPickup: false,
      });
      return couriers.map((courier) => ({ serviceId: courier.courierId, name: courier.name, price: courier.total }));
    },

    async createShipment(request: ShipmentRequest): Promise<Shipment> {
      if (!request.trackingNo)
        throw new AppError(400, 'errors.invalidInput', 'VALIDATION', { trackingNo: 'validation.required' });
      return { trackingNo: request.trackingNo, providerRef: request.reference, labelUrl: null, trackingUrl: null };
    },
  } satisfies CourierAdapter;
}
