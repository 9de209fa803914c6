import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  addToCart,
  enablePickup,
  pickupBody,
  placeOrder,
  stockedProduct,
  uploadReceipt,
} from '../modules/orders/order-fixtures.js';
import { type FakeS3, startFakeS3 } from '../testing/fake-s3.js';
import { postFile, TINY_PNG } from '../testing/multipart.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// With S3_BUCKET set, uploads are written to and served from the bucket, never the upload folder.
const uploadDir = path.join(mkdtempSync(path.join(tmpdir(), 'niaga-s3-')), 'uploads');
let s3: FakeS3;
let t: TestApp;
let hq: string;

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp({ ...s3.env, UPLOAD_DIR: uploadDir });
  hq = await t.login('hq@demo.niaga.test', 'hq');
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(path.dirname(uploadDir), { recursive: true, force: true });
});

const get = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

it('an image and a receipt go to the bucket and are served from it, at their usual URLs', async () => {
  const image = await new Jimp({ width: 40, height: 30, color: 0x336699ff }).getBuffer('image/png');
  const uploaded = await postFile(t, '/api/products/images', hq, { content: image, filename: 'p.png' });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const { large } = uploaded.json().data as { large: string };
  const imageKey = large.replace(/^\/uploads\//, '');
  expect(s3.objects.get(imageKey)?.type).toBe('image/png');
  const served = await get(large);
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.equals(s3.objects.get(imageKey)!.body)).toBe(true);
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', path: `/${s3.bucket}/${imageKey}` });

  const buyer = await t.login('agent5@demo.niaga.test');
  const productId = (await stockedProduct(t, hq, 5)).id;
  await addToCart(t, buyer, { itemId: productId, quantity: 1 });
  const placed = await placeOrder(t, buyer, pickupBody(await enablePickup(t, hq)));
  const orderId = placed.data.order.id as string;
  await uploadReceipt(t, buyer, orderId);
  const receiptUrl = (await t.call('GET', `/api/orders/${orderId}`, { token: hq })).data.receiptUrl as string;
  const receiptKey = `.private/demo/receipts/${orderId}/${receiptUrl.split('/').pop()}`;
  expect(s3.objects.get(receiptKey)).toEqual({ body: TINY_PNG, type: 'image/png' });
  const receipt = await get(receiptUrl, hq);
  expect(receipt.statusCode).toBe(200);
  expect(receipt.rawPayload.equals(TINY_PNG)).toBe(true);
  expect(receipt.headers['cache-control']).toBe('private, no-store');
  expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', path: `/${s3.bucket}/${receiptKey}` });

  expect((await get(`${large.slice(0, -6)}-x.png`)).statusCode).toBe(404); // NoSuchKey in the bucket
  expect(existsSync(uploadDir)).toBe(false);
});
