import { randomUUID } from 'node:crypto';
import { calendarDay } from '@niaga/shared';
import { pngImage } from './catalog-support';
import { call } from './recruitment-support';
import { baseUrl } from './support/browser';
import { sql } from './support/mail';

/** Set-up of the cart and checkout browser tests, through the API (and SQL where no call exists yet). */
export const day = (offset: number) => calendarDay(offset);

export type Levels = Array<{ id: string; levelName: string }>;

/** A published product every demo level may buy (12.00 / 13.00 / 14.00), with `stock` units at HQ. */
export async function stockedProduct(
  hq: string,
  levels: Levels,
  input: { name: string; sku: string; stock: number; variants?: string[] },
) {
  const product = await call<{ id: string; variants: Array<{ id: string; options: string[] }> }>(
    'POST',
    '/api/products',
    hq,
    {
      name: input.name,
      sku: input.sku,
      retailPrice: 2_000,
      points: 2,
      weight: 500,
      levels: levels.map((level, index) => ({ levelId: level.id, price: 1_200 + index * 100 })),
      variants: (input.variants ?? []).map((option, index) => ({
        sku: `${input.sku}-${index + 1}`,
        options: [option],
      })),
    },
  );
  const items = product.variants.length
    ? product.variants.map((variant) => ({ productId: product.id, variantId: variant.id, amount: input.stock }))
    : [{ productId: product.id, amount: input.stock }];
  await call('POST', '/api/inventory/store', hq, { type: 'in', reason: 'Opening stock', items });
  return product;
}

/** An active courier to Selangor: 8.00 up to 100 kg, plus the handling fee (sen). */
export function selangorCourier(hq: string, name: string, handlingFee = 100) {
  return call('POST', '/api/courier/store', hq, {
    name,
    active: true,
    freeShippingMin: null,
    handlingFee,
    regions: [{ name: 'Peninsular', states: ['Selangor'], rates: [{ fromGrams: 0, toGrams: 100_000, price: 800 }] }],
  });
}

/** A courier to Selangor (8.00 up to 100 kg, plus 1.00 handling), a voucher of 5.00 off and HQ's bank account. */
export async function checkoutSetup(hq: string) {
  await selangorCourier(hq, 'Pos Laju');
  await call('POST', '/api/setup/voucher/store', hq, {
    voucherName: 'Five off',
    voucherType: 'amount',
    voucherCode: 'FIVEOFF',
    voucherQuota: 100,
    voucherStartDate: day(-1),
    voucherStopDate: day(30),
    voucherDisc: 500,
    voucherMinPurchase: 0,
    voucherUsgLimit: 10,
    freeShipping: false,
  });
  const bank = { bankName: 'Maybank', accountName: 'Demo Niaga Sdn Bhd', accountNumber: '5140 1234 5678' };
  await sql(`UPDATE companies SET features = features || $1::jsonb WHERE id = 'demo'`, [JSON.stringify({ bank })]);
}

/** Self-pickup on, from HQ's main branch (its name answered). */
export async function enablePickup(hq: string): Promise<string> {
  await sql(`UPDATE companies SET features = features || '{"selfPickup": true}'::jsonb WHERE id = 'demo'`);
  const branches = await call<{ items: Array<{ id: string; name: string }> }>('GET', '/api/setup/branch', hq);
  const main = branches.items[0]!;
  await call('POST', '/api/setup/branch/store', hq, {
    id: main.id,
    name: main.name,
    selfPickup: true,
    address1: '8 Jalan Ampang',
    postcode: '50450',
    city: 'Kuala Lumpur',
    state: 'W.P. Kuala Lumpur',
    pickupHours: 'Mon–Fri 9:00–17:00',
  });
  return main.name;
}

/** A package (2 × the first product) and a combo of 3 units among both products (at least 1 of the first). */
export async function bundles(hq: string, firstId: string, secondId: string) {
  await call('POST', '/api/packages', hq, {
    name: 'Kopi Duo Pack',
    code: 'DUO',
    price: 2_500,
    validFrom: day(-1),
    items: [{ productId: firstId, quantity: 2 }],
  });
  await call('POST', '/api/combos', hq, {
    name: 'Mix Any Three',
    code: 'MIX3',
    requiredQuantity: 3,
    price: 3_600,
    products: [
      { productId: firstId, minQuantity: 1 },
      { productId: secondId, minQuantity: 0 },
    ],
  });
}

/** A primary address in the agent's address book (Shah Alam, Selangor). */
export async function addAddress(token: string, firstName = 'Siti'): Promise<string> {
  const address = await call<{ id: string }>('POST', '/api/sales/customer/store', token, {
    firstName,
    lastName: 'Aminah',
    address1: '1 Jalan Mawar',
    postCode: '40000',
    city: 'Shah Alam',
    state: 'Selangor',
    phoneCode: '+60',
    phoneNumber: '123456789',
    primary: true,
  });
  return address.id;
}

export async function userId(token: string): Promise<string> {
  return (await call<{ id: string }>('GET', '/api/user/detail', token)).id;
}

/** An order placed through the API: `quantity` units shipped to the address, paid by manual transfer. */
export async function apiOrder(token: string, productId: string, addressId: string, quantity = 3) {
  await call('POST', '/api/sales/my-shop/add-cart', token, { kind: 'product', itemId: productId, quantity });
  const response = await fetch(`${baseUrl()}/api/sales/checkout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ delivery: 'shipping', addressId, paymentMethod: 'manual', voucherCode: 'FIVEOFF' }),
  });
  const json = (await response.json()) as { data: { order: { id: string } }; meta: { message: string } };
  if (!response.ok) throw new Error(`checkout: ${response.status} ${json.meta.message}`);
  return json.data.order;
}

/** Uploads a transfer receipt (a small PNG) for the order, as its buyer does after checkout. */
export function uploadReceipt(token: string, orderId: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pngImage(60, 90))], { type: 'image/png' }), 'receipt.png');
  return fetch(`${baseUrl()}/api/sales/upload-receipt/${orderId}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}
