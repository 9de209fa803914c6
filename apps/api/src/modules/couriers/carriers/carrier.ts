/** A party of a shipment (sender or receiver), Malaysian addresses. */
export type ShipmentParty = {
  name: string;
  phone: string;
  address1: string;
  address2?: string;
  postcode: string;
  city: string;
  /** The state's code as the courier writes it (EasyParcel: `png`, `sgr`, `kul`…). */
  state: string;
};

export type ShipmentRequest = {
  /** Our order reference, kept by the courier with the parcel. */
  reference: string;
  weightKg: number;
  content: string;
  /** Declared value in sen. */
  value: number;
  sender: ShipmentParty;
  receiver: ShipmentParty;
  /** YYYY-MM-DD */
  collectionDate: string;
  /** The courier's service chosen from a quotation (EasyParcel `service_id`; manual: the courier's id). */
  serviceId: string;
  /** Manual courier: the tracking number HQ got from the courier it booked itself. */
  trackingNo?: string;
};

/** What a quotation needs: where from and to (postcode and state) and the parcel. */
export type QuoteRequest = {
  from: { postcode: string; state: string };
  to: { postcode: string; state: string };
  weightGrams: number;
  /** The order's subtotal in sen (the manual courier's free-shipping threshold). */
  subtotal: number;
};

/** One service offered for a parcel: `serviceId` is what `createShipment` books. Price in sen. */
export type CourierQuote = { serviceId: string; name: string; price: number };

export type Shipment = { trackingNo: string; providerRef: string; labelUrl: string | null; trackingUrl: string | null };

export type TrackingEvent = { at: string; status: string; location: string };
export type Tracking = { trackingNo: string; status: string; events: TrackingEvent[] };

/**
 * A courier: creates a shipment (booked and paid with the courier, answering the tracking number) and tracks it.
 * `manual` is the built-in one (the company's own rate tables; HQ books with the courier itself and types the
 * tracking number); EasyParcel is the aggregator connected from `/integration`.
 */
export interface CourierAdapter {
  readonly name: string;
  /** The provider's own cheapest authenticated call; throws `badCredentials` when it refuses them. */
  checkCredentials(): Promise<void>;
  quote(request: QuoteRequest): Promise<CourierQuote[]>;
  createShipment(request: ShipmentRequest): Promise<Shipment>;
  /** Absent for the manual courier: its parcels are followed on the courier's own site. */
  track?(trackingNo: string): Promise<Tracking>;
}
