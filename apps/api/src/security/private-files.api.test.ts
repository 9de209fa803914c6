import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Permission } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../db/seed/companies.js';
import { movePrivateFiles } from '../modules/files/private-files.migration.js';
import {
  addToCart,
  enablePickup,
  pickupBody,
  placeOrder,
  stockedProduct,
  uploadReceipt,
} from '../modules/orders/order-fixtures.js';
import { orders } from '../modules/orders/orders.tables.js';
import { localStorage } from '../platform/storage.js';
import { postFile } from '../testing/multipart.js';
import { createSecondCompany, type SecondCompany } from '../testing/second-company.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../testing/test-app.js';

// Finding 7 (issue 14): transfer receipts show bank details, so they are served only to the signed-in people who
// may see the order; public uploads (product images) are answered only on their own company's host.
const uploadDir = mkdtempSync(path.join(tmpdir(), 'niaga-private-files-'));
let t: TestApp;
let hq: string;
let buyer: string; // agent5, Dealer under agent1
let orderId: string;
let receiptUrl: string;
let branchId: string;
let productId: string;
let other: SecondCompany;

/** GET through HTTP, keeping the raw bytes (files are not JSON). */
async function get(url: string, options: { token?: string; host?: string } = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: {
      host: options.host ?? 'localhost',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

async function staffWith(permissions: Permission[]) {
  const email = `staff-${randomUUID().slice(0, 8)}@demo.niaga.test`;
  await createUser(t.db, {
    companyId: 'demo',
    email,
    password: DEMO_PASSWORD,
    name: 'Staff One',
    role: 'staff',
    permissions,
  });
  return t.login(email, 'hq');
}

async function pendingOrder() {
  await addToCart(t, buyer, { itemId: productId, quantity: 1 });
  const placed = await placeOrder(t, buyer, pickupBody(branchId));
  expect(placed.status, placed.meta?.message).toBe(200);
  return placed.data.order.id as string;
}

const receiptOf = async (id: string) =>
  (await t.db.select({ path: orders.receiptPath }).from(orders).where(eq(orders.id, id)))[0]!.path!;

/** The bytes the fixture uploads as a receipt (a tiny PNG). */
const RECEIPT = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  hq = await t.login('hq@demo.niaga.test', 'hq');
  buyer = await t.login('agent5@demo.niaga.test');
  branchId = await enablePickup(t, hq);
  productId = (await stockedProduct(t, hq, 20)).id;
  orderId = await pendingOrder();
  await uploadReceipt(t, buyer, orderId);
  // agent1 (agent5's upline) sells this order.
  await t.db
    .update(orders)
    .set({ sellerKind: 'agent', sellerStoreId: await t.userId('agent1@demo.niaga.test') })
    .where(and(eq(orders.companyId, 'demo'), eq(orders.id, orderId)));
  receiptUrl = (await t.call('GET', `/api/orders/${orderId}`, { token: hq })).data.receiptUrl;

  other = await createSecondCompany(t);
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('private files: transfer receipts', () => {
  it('a receipt is stored as a private file of its order, with no public URL', async () => {
    expect(receiptUrl).toMatch(new RegExp(`^/api/files/receipts/${orderId}/[\\w-]+\\.png$`));
    const name = receiptUrl.split('/').pop()!;
    expect((await get(`/uploads/demo/${name}`)).status).toBe(404);
    expect((await get(`/uploads/.private/${name}`)).status).toBe(404);
  });

  it('without a token: 401', async () => {
    const response = await get(receiptUrl);
    expect(response.status).toBe(401);
    expect(response.bytes.equals(RECEIPT)).toBe(false);
  });

  it("with another company's HQ token: 404, on either host", async () => {
    expect((await get(receiptUrl, { token: other.tokens.hq, host: other.host })).status).toBe(404);
    expect((await get(receiptUrl, { token: other.tokens.hq })).status).toBe(404);
  });

  it('an agent of the same company that neither bought nor sells the order: 404', async () => {
    const unrelated = await t.login('agent3@demo.niaga.test');
    expect((await get(receiptUrl, { token: unrelated })).status).toBe(404);
  });

  it('the buyer, the selling agent, HQ and staff with the permission read the bytes, never cached', async () => {
    const readers = [
      buyer,
      await t.login('agent1@demo.niaga.test'),
      hq,
      await staffWith(['approve_manual_payment']),
      await staffWith(['manage_orders']),
    ];
    for (const token of readers) {
      const response = await get(receiptUrl, { token });
      expect(response.status).toBe(200);
      expect(response.bytes.equals(RECEIPT)).toBe(true);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('staff without the permission: 403', async () => {
    const staff = await staffWith(['create_product']);
    expect((await get(receiptUrl, { token: staff })).status).toBe(403);
  });

  it('a file name that is not the order’s, or a path trick, is 404 or refused', async () => {
    expect((await get(`/api/files/receipts/${orderId}/${randomUUID()}.png`, { token: hq })).status).toBe(404);
    expect((await get(`/api/files/receipts/${orderId}/..%2F..%2Fx.png`, { token: hq })).status).toBe(400);
    expect((await get(`/api/files/avatars/${orderId}/x.png`, { token: hq })).status).toBe(400);
  });

  it('a receipt refused (the order no longer waits for one) leaves no file behind', async () => {
    const folder = path.join(uploadDir, '.private', 'demo', 'receipts', orderId);
    expect(await readdir(folder)).toHaveLength(1);
    await expect(uploadReceipt(t, buyer, orderId)).rejects.toThrow(/409/);
    expect(await readdir(folder)).toHaveLength(1);
  });

  it('the route is in the OpenAPI document', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(spec.json().paths)).toContain('/api/files/{kind}/{owner}/{name}');
  });
});

describe('private files: the start-up move of receipts stored in the public folder', () => {
  it('moves the file to the private folder and rewrites the stored URL; running again changes nothing', async () => {
    const id = await pendingOrder();
    const name = `${randomUUID()}.png`;
    const oldUrl = `/uploads/demo/${name}`;
    await mkdir(path.join(uploadDir, 'demo'), { recursive: true });
    await writeFile(path.join(uploadDir, 'demo', name), RECEIPT);
    await t.db
      .update(orders)
      .set({ status: 'pending_approval', paymentMethod: 'manual', receiptPath: oldUrl })
      .where(and(eq(orders.companyId, 'demo'), eq(orders.id, id)));
    expect((await get(oldUrl)).status).toBe(200); // as before this change: public

    expect(await movePrivateFiles(t.db, localStorage(uploadDir))).toBe(1);
    const newUrl = await receiptOf(id);
    expect(newUrl).toBe(`/api/files/receipts/${id}/${name}`);
    expect((await t.call('GET', `/api/orders/${id}`, { token: hq })).data.receiptUrl).toBe(newUrl);
    const read = await get(newUrl, { token: hq });
    expect(read.status).toBe(200);
    expect(read.bytes.equals(RECEIPT)).toBe(true);
    expect((await get(newUrl, { token: buyer })).status).toBe(200);
    expect((await get(oldUrl)).status).toBe(404);

    expect(await movePrivateFiles(t.db, localStorage(uploadDir))).toBe(0);
    expect(await receiptOf(id)).toBe(newUrl);
    expect((await get(newUrl, { token: hq })).status).toBe(200);
  });
});

describe('public files stay public, under their company', () => {
  it("a product image is answered on its company's host, 404 on another company's host", async () => {
    const image = await new Jimp({ width: 40, height: 30, color: 0x336699ff }).getBuffer('image/png');
    const uploaded = await postFile(t, '/api/products/images', hq, { content: image, filename: 'p.png' });
    expect(uploaded.statusCode).toBe(200);
    const { large } = uploaded.json().data as { large: string };
    expect(large).toMatch(/^\/uploads\/demo\//);
    const own = await get(large);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect((await get(large, { host: other.host })).status).toBe(404);
    expect((await get(large, { host: 'unknown.example' })).status).toBe(404);
  });
});
