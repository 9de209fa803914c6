import { z } from 'zod';
import { badCredentials, providerFailed, providerFetch, providerJson } from '../../integrations/provider-http.js';
import type {
  CourierAdapter,
  CourierQuote,
  QuoteRequest,
  Shipment,
  ShipmentParty,
  ShipmentRequest,
  Tracking,
} from './carrier.js';

export const EASYPARCEL = 'easyparcel';
export const EASYPARCEL_LIVE = 'https://connect.easyparcel.my';
export const EASYPARCEL_DEMO = 'http://demo.connect.easyparcel.my';

/** Every answer: `api_status` Success/Fail, `error_code` "0" when fine (others, e.g. 3: bad API key), `result`. */
const envelope = z.object({
  api_status: z.string(),
  error_code: z.union([z.string(), z.number()]).transform(String),
  error_remark: z.string().nullish(),
  result: z.unknown().optional(),
});
const rated = z
  .array(
    z.object({
      rates: z
        .array(
          z.object({
            service_id: z.string(),
            service_name: z.string(),
            courier_name: z.string().nullish(),
            price: z.coerce.number(),
          }),
        )
        .default([]),
    }),
  )
  .min(1);
const submitted = z.array(z.object({ status: z.string(), order_number: z.string().min(1) }).passthrough()).min(1);
const paid = z
  .array(
    z.object({
      parcel: z
        .array(
          z.object({
            parcelno: z.string(),
            awb: z.string().min(1),
            awb_id_link: z.string().nullish(),
            tracking_url: z.string().nullish(),
          }),
        )
        .min(1),
    }),
  )
  .min(1);
const tracked = z
  .array(
    z.object({
      latest_status: z.string().nullish(),
      status_list: z
        .array(
          z.object({
            status: z.string(),
            date: z.string().nullish(),
            time: z.string().nullish(),
            location: z.string().nullish(),
          }),
        )
        .default([]),
    }),
  )
  .min(1);

/** PHP's form spelling of nested values (`bulk[0][weight]=1.5`), which this API reads. */
export function phpForm(fields: Record<string, unknown>, prefix = '', form = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(fields)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') phpForm(value as Record<string, unknown>, name, form);
    else form.append(name, String(value));
  }
  return form;
}

const party = (prefix: 'pick' | 'send', who: ShipmentParty) => ({
  [`${prefix}_name`]: who.name,
  [`${prefix}_contact`]: who.phone,
  [`${prefix}_addr1`]: who.address1,
  [`${prefix}_addr2`]: who.address2 ?? '',
  [`${prefix}_city`]: who.city,
  [`${prefix}_code`]: who.postcode,
  [`${prefix}_state`]: who.state,
  [`${prefix}_country`]: 'MY',
});

/**
 * EasyParcel Malaysia (its "connect" API, form posts with the API key): the rate check, a submitted order paid
 * from the company's EasyParcel credit (EPSubmitOrderBulk then EPPayOrderBulk, which answers the AWB) and
 * tracking (EPTrackingBulk). The credentials check is EPCheckCreditBalance.
 */
export function createEasyParcelCourier(apiKey: string, baseUrl: string) {
  async function call(action: string, fields: Record<string, unknown>) {
    const response = await providerFetch(EASYPARCEL, `${baseUrl}/?ac=${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: phpForm({ api: apiKey, ...fields }),
    });
    const answer = envelope.safeParse(await providerJson(EASYPARCEL, response));
    if (!response.ok || !answer.success) throw providerFailed(EASYPARCEL);
    if (answer.data.error_code === '3' || answer.data.error_code === '2') throw badCredentials(EASYPARCEL);
    if (answer.data.error_code !== '0' || answer.data.api_status !== 'Success') throw providerFailed(EASYPARCEL);
    return answer.data.result;
  }

  const result = <T>(schema: z.ZodType<T>, value: unknown): T => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw providerFailed(EASYPARCEL);
    return parsed.data;
  };

  return {
    name: EASYPARCEL,

    async checkCredentials() {
      await call('EPCheckCreditBalance', {});
    },

    async quote(request: QuoteRequest): Promise<CourierQuote[]> {
      const parcel = {
        pick_code: request.from.postcode,
        pick_state: request.from.state,
        pick_country: 'MY',
        send_code: request.to.postcode,
        send_state: request.to.state,
        send_country: 'MY',
        weight: request.weightGrams / 1000,
      };
      const [found] = result(rated, await call('EPRateCheckingBulk', { bulk: [parcel] }));
      return found!.rates
        .map((rate) => ({
          serviceId: rate.service_id,
          name: [rate.courier_name, rate.service_name].filter(Boolean).join(' · '),
          price: Math.round(rate.price * 100),
        }))
        .sort((a, b) => a.price - b.price);
    },

    async createShipment(request: ShipmentRequest): Promise<Shipment> {
      const order = {
        weight: request.weightKg,
        content: request.content,
        value: (request.value / 100).toFixed(2),
        service_id: request.serviceId,
        collect_date: request.collectionDate,
        reference: request.reference,
        ...party('pick', request.sender),
        ...party('send', request.receiver),
      };
      const [placed] = result(submitted, await call('EPSubmitOrderBulk', { bulk: [order] }));
      if (placed!.status !== 'Success') throw providerFailed(EASYPARCEL);
      const [payment] = result(paid, await call('EPPayOrderBulk', { bulk: [{ order_no: placed!.order_number }] }));
      const parcel = payment!.parcel[0]!;
      return {
        trackingNo: parcel.awb,
        providerRef: placed!.order_number,
        labelUrl: parcel.awb_id_link ?? null,
        trackingUrl: parcel.tracking_url ?? null,
      };
    },

    async track(trackingNo: string): Promise<Tracking> {
      const [found] = result(tracked, await call('EPTrackingBulk', { bulk: [{ awb_no: trackingNo }] }));
      return {
        trackingNo,
        status: found!.latest_status ?? '',
        events: found!.status_list.map((event) => ({
          at: [event.date, event.time].filter(Boolean).join(' '),
          status: event.status,
          location: event.location ?? '',
        })),
      };
    },
  } satisfies CourierAdapter;
}
