import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE } from '@niaga/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerAddresses } from '../../modules/addresses/addresses.tables.js';
import { authTokens } from '../../modules/auth/auth.tables.js';
import { createSession } from '../../modules/auth/sessions.repo.js';
import { products, productVariants } from '../../modules/catalog/catalog.tables.js';
import { mainBranchId } from '../../modules/inventory/stores.js';
import { orders } from '../../modules/orders/orders.tables.js';
import { users } from '../../modules/users/users.tables.js';
import { sha256 } from '../../platform/ids.js';
import type { Db } from '../client.js';
import { rowsOf } from '../rows.js';
import { DEMO_COMPANY_ID } from './demo.js';
import { type PictureStyle, productPicture } from './product-images.js';
import { addHelp } from './showcase-help.js';
import { addNews } from './showcase-news.js';
import { addRewards } from './showcase-rewards.js';
import { addStoreBanner } from './showcase-stores.js';

/** Each demo product's picture (product-images.ts), by SKU. */
const PICTURES: Record<string, PictureStyle> = {
  'KTA-01': { shape: 'pouch', from: '#f6e7d4', to: '#d8ae86', body: '#5b3a29', accent: '#c8963e' },
  'THP-01': { shape: 'box', from: '#e6f5e3', to: '#a6d79c', body: '#2f7d4a', accent: '#cde9bf' },
  'MKL-01': { shape: 'jar', from: '#fff4d1', to: '#f4c24f', body: '#d48806', accent: '#5a3d12' },
  'MGM-01': { shape: 'bottle', from: '#e6edf8', to: '#a5bcdf', body: '#7a4e2d', accent: '#1f2d4a' },
  'SSK-01': { shape: 'bar', from: '#fdf0f4', to: '#efbccb', body: '#fbf6ec', accent: '#e08aa3' },
  'SKN-01': { shape: 'dropper', from: '#fff2de', to: '#f5b450', body: '#e8930c', accent: '#3b3b3b' },
};

type Step = 'unpaid' | 'receipt' | 'toShip' | 'shipping' | 'completed' | 'cancelled' | 'refund';
/** One demo order: who buys what (SKU × quantity), how it is paid, and how far it goes. */
type DemoOrder = {
  buyer: string;
  lines: Array<[sku: string, quantity: number]>;
  pay: 'manual' | 'wallet';
  delivery: 'shipping' | 'pickup';
  until: Step;
};

/**
 * An order in every tab, sold by HQ (to the stockist Aminah, whose upline is HQ) and by the stockist (to her
 * downline). Paid ones come first, so the unpaid ones are not first orders (their booking time is 12 hours, not 2).
 * Devi's completed order earns her same-level upline Chong an overriding commission (domain-rules "Commissions").
 */
const ORDERS: DemoOrder[] = [
  { buyer: 'agent1', lines: [['KTA-01', 2]], pay: 'wallet', delivery: 'shipping', until: 'completed' },
  { buyer: 'agent1', lines: [['MKL-01', 1]], pay: 'manual', delivery: 'shipping', until: 'shipping' },
  { buyer: 'agent1', lines: [['THP-01', 2]], pay: 'wallet', delivery: 'pickup', until: 'toShip' },
  { buyer: 'agent1', lines: [['SSK-01', 6]], pay: 'manual', delivery: 'shipping', until: 'receipt' },
  { buyer: 'agent1', lines: [['KTA-01', 1]], pay: 'wallet', delivery: 'shipping', until: 'refund' },
  { buyer: 'agent1', lines: [['MKL-01', 2]], pay: 'manual', delivery: 'shipping', until: 'unpaid' },
  { buyer: 'agent1', lines: [['THP-01', 1]], pay: 'manual', delivery: 'shipping', until: 'cancelled' },
  { buyer: 'agent4', lines: [['KTA-01', 2]], pay: 'wallet', delivery: 'shipping', until: 'completed' },
  { buyer: 'agent5', lines: [['SSK-01', 3]], pay: 'manual', delivery: 'shipping', until: 'shipping' },
  { buyer: 'agent3', lines: [['THP-01', 1]], pay: 'wallet', delivery: 'shipping', until: 'toShip' },
  { buyer: 'agent2', lines: [['KTA-01', 1]], pay: 'manual', delivery: 'shipping', until: 'receipt' },
  { buyer: 'agent3', lines: [['SSK-01', 2]], pay: 'wallet', delivery: 'shipping', until: 'refund' },
  { buyer: 'agent2', lines: [['MKL-01', 1]], pay: 'manual', delivery: 'shipping', until: 'unpaid' },
  { buyer: 'agent5', lines: [['KTA-01', 1]], pay: 'manual', delivery: 'shipping', until: 'cancelled' },
];

/** A small PNG standing for a bank-transfer receipt (any JPEG/PNG is accepted). */
const receiptPicture = () =>
  productPicture('Bank transfer receipt', {
    shape: 'box',
    from: '#f1f3f5',
    to: '#dee2e6',
    body: '#ffffff',
    accent: '#1c7ed6',
  });

export type Call = <T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  options: { token: string; body?: object; file?: Buffer; key?: string },
) => Promise<{ data: T }>;

/** Calls the API as a signed-in user would (through every route, service and event subscriber). */
function caller(app: FastifyInstance): Call {
  return async (method, url, { token, body, file, key }) => {
    const boundary = '----niaga-demo';
    const payload = file
      ? Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="demo.png"\r\n`),
          Buffer.from('Content-Type: image/png\r\n\r\n'),
          file,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ])
      : body;
    const response = await app.inject({
      method,
      url,
      headers: {
        host: 'localhost',
        authorization: `Bearer ${token}`,
        ...(file ? { 'content-type': `multipart/form-data; boundary=${boundary}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode !== 200)
      throw new Error(`demo seed: ${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as never;
  };
}

/**
 * What makes the demo look lived in, added after the demo seed through the API itself: a picture for every
 * product, package and combo (uploaded and saved as HQ would in their forms) and orders in every tab (placed, paid, approved,
 * shipped, completed, cancelled and refunded by the buyers, the stockist and HQ), so stock movements, commission
 * entries, points and wallets are what the real flow writes; then campaigns, a redemption and a hall of fame entry
 * (showcase-rewards.ts) and two news posts (showcase-news.ts). Runs when the demo catalogue has no order yet: once.
 */
export async function seedDemoShowcase(app: FastifyInstance, db: Db): Promise<boolean> {
  const companyId = DEMO_COMPANY_ID;
  const [state] = rowsOf<{ products: number; orders: number }>(
    await db.execute(sql`
      select (select count(*)::int from products where company_id = ${companyId}) as products,
             (select count(*)::int from orders where company_id = ${companyId}) as orders`),
  );
  if (!state || state.products === 0 || state.orders > 0) return false;

  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.companyId, companyId));
  const idOf = (name: string) => people.find((person) => person.email === `${name}@demo.niaga.test`)!.id;
  const tokens = new Map<string, string>();
  for (const name of ['hq', 'agent1', 'agent2', 'agent3', 'agent4', 'agent5'])
    tokens.set(name, await createSession(db, companyId, idOf(name), false));
  const tokenOf = (name: string) => tokens.get(name)!;
  const call = caller(app);
  try {
    await addPictures(db, call, tokenOf('hq'));
    await placeOrders(db, call, tokenOf, idOf);
    await addRewards(call, tokenOf, DEFAULT_TIME_ZONE);
    await addNews(call, tokenOf('hq'));
    await addHelp(call, tokenOf('hq'));
    await addStoreBanner(call, tokenOf('agent1'));
  } finally {
    await db.delete(authTokens).where(
      and(
        eq(authTokens.companyId, companyId),
        inArray(
          authTokens.tokenHash,
          [...tokens.values()].map((token) => sha256(token)),
        ),
      ),
    );
  }
  return true;
}

/** The package's and the combo's pictures, by code. */
const BUNDLE_PICTURES: Record<string, PictureStyle> = {
  STARTER: { shape: 'box', from: '#e7f0ff', to: '#9cc3f5', body: '#1c5fb8', accent: '#f2c94c' },
  CARE6: { shape: 'bar', from: '#f3f0ff', to: '#c9bdf2', body: '#fbf6ec', accent: '#9b87e0' },
};

/**
 * Every product, package and combo without a picture gets its own: uploaded, then saved as its cover with the
 * edit call of its form (the item as read, its category by id, no empty optional fields).
 */
async function addPictures(db: Db, call: Call, hq: string) {
  const items = rowsOf<{ kind: 'products' | 'packages' | 'combos'; id: string; key: string; name: string }>(
    await db.execute(sql`
      select 'products' as kind, id, sku as key, name from products where company_id = ${DEMO_COMPANY_ID} and cover_image is null
      union all select 'packages', id, code, name from packages where company_id = ${DEMO_COMPANY_ID} and cover_image is null
      union all select 'combos', id, code, name from combos where company_id = ${DEMO_COMPANY_ID} and cover_image is null`),
  );
  for (const item of items) {
    const style = PICTURES[item.key] ?? BUNDLE_PICTURES[item.key];
    if (!style) continue;
    const picture = await productPicture(item.name, style);
    const upload = await call<{ large: string }>('POST', '/api/products/images', { token: hq, file: picture });
    const url = `/api/${item.kind}/${item.id}`;
    const { data } = await call<{ category?: { id: string } | null }>('GET', url, { token: hq });
    const { category, ...rest } = data;
    const fields = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null));
    const categoryId = item.kind === 'products' ? { categoryId: category?.id ?? null } : {};
    await call('POST', url, { token: hq, body: { ...fields, ...categoryId, coverImage: upload.data.large } });
  }
}

async function placeOrders(db: Db, call: Call, tokenOf: (name: string) => string, idOf: (name: string) => string) {
  const skus = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(eq(products.companyId, DEMO_COMPANY_ID));
  const productOf = (sku: string) => skus.find((row) => row.sku === sku)!.id;
  const pickupBranchId = await mainBranchId(db, DEMO_COMPANY_ID);
  const receipt = await receiptPicture();
  for (const [index, order] of ORDERS.entries()) {
    const token = tokenOf(order.buyer);
    const buyerId = idOf(order.buyer);
    for (const [sku, quantity] of order.lines) {
      const [variant] = await db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(and(eq(productVariants.companyId, DEMO_COMPANY_ID), eq(productVariants.productId, productOf(sku))))
        .orderBy(asc(productVariants.position))
        .limit(1);
      const variantId = variant?.id;
      await call('POST', '/api/sales/my-shop/add-cart', {
        token,
        body: { kind: 'product', itemId: productOf(sku), quantity, ...(variantId ? { variantId } : {}) },
      });
    }
    const [address] = await db
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.companyId, DEMO_COMPANY_ID), eq(customerAddresses.ownerId, buyerId)));
    const where =
      order.delivery === 'pickup'
        ? { delivery: 'pickup', pickupBranchId, pickupTime: new Date(Date.now() + 2 * 86_400_000).toISOString() }
        : { delivery: 'shipping', addressId: address!.id };
    const placed = await call<{ order: { id: string } }>('POST', '/api/sales/checkout', {
      token,
      key: randomUUID(),
      body: { ...where, paymentMethod: order.pay, notes: index === 0 ? 'Please call before delivery.' : undefined },
    });
    const id = placed.data.order.id;
    await advance(call, { ...order, id, token, seller: await sellerOf(db, id), receipt, tokenOf });
  }
}

/** Who manages the order: HQ for HQ's sales, the stockist for hers (each manages what it sells). */
async function sellerOf(db: Db, orderId: string) {
  const [row] = await db
    .select({ kind: orders.sellerKind })
    .from(orders)
    .where(and(eq(orders.companyId, DEMO_COMPANY_ID), eq(orders.id, orderId)));
  return row?.kind === 'branch' ? 'hq' : 'agent1';
}

async function advance(
  call: Call,
  order: DemoOrder & {
    id: string;
    token: string;
    seller: string;
    receipt: Buffer;
    tokenOf: (name: string) => string;
  },
) {
  const seller = order.tokenOf(order.seller);
  const manage = (action: string, body: object = {}) =>
    call('POST', `/api/orders/${order.id}/${action}`, { token: seller, body });
  if (order.until === 'unpaid') return;
  if (order.until === 'cancelled') {
    // HQ cancels its own sale; the stockist's buyer cancels hers from "My orders".
    if (order.seller === 'hq') await manage('cancel', { note: 'Buyer asked to cancel.' });
    else await call('POST', `/api/sales/my-orders/${order.id}/cancel`, { token: order.token, body: {} });
    return;
  }
  if (order.pay === 'manual') {
    await call('POST', `/api/sales/upload-receipt/${order.id}`, { token: order.token, file: order.receipt });
    if (order.until === 'receipt') return;
    await manage('approve', { note: 'Transfer received.' });
  }
  if (order.until === 'toShip') return;
  if (order.until === 'refund') {
    await manage('refund', { method: 'wallet', note: 'Damaged in transit.' });
    return;
  }
  if (order.delivery === 'pickup') {
    if (order.until === 'completed') await manage('picked-up');
    return;
  }
  const tracking = `EP${order.id
    .replace(/[^0-9]/g, '')
    .padEnd(9, '7')
    .slice(0, 9)}MY`;
  await manage('tracking', { trackingNumber: tracking, courierName: 'PosLaju' });
  if (order.until === 'completed') await manage('delivered');
}
