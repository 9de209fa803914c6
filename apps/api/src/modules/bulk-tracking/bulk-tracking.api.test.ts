import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFile } from '../../testing/multipart.js';
import type { TestApp } from '../../testing/test-app.js';
import { addOrdersAndProductsStaff } from '../../testing/test-users.js';
import { stockLevels } from '../inventory/inventory.tables.js';
import { createPickupShop, type PickupShop } from '../orders/order-fixtures.js';
import { orderEvents, orders } from '../orders/orders.tables.js';

let shop: PickupShop;
let t: TestApp;
let hq: string;
let buyer: string; // agent1, Stockist under HQ: HQ's main branch sells to it
let addressId: string;
let productId: string;

type Order = { id: string; referenceNo: string };

beforeAll(async () => {
  shop = await createPickupShop();
  ({ t, hq } = shop);
  ({ token: buyer, addressId } = await shop.shippingBuyer('agent1@demo.niaga.test', 10_000_000));
  await shop.addCourier({ name: 'PosLaju', region: 'West', toGrams: 50_000, price: 800, freeShippingMin: 1_000_000 });
  productId = (await shop.stockedProduct(500)).id;
});
afterAll(() => t.close());

/** One order of one unit: wallet-paid orders are `to_ship` at once; manual ones stay unpaid. */
async function order(kind: 'toShip' | 'unpaid' | 'pickup' = 'toShip'): Promise<Order> {
  const body =
    kind === 'pickup'
      ? shop.pickupBody({ paymentMethod: 'wallet' })
      : { delivery: 'shipping', addressId, paymentMethod: kind === 'unpaid' ? 'manual' : 'wallet' };
  const placed = await shop.order(buyer, productId, 1, body);
  expect(placed.status).toBe(kind === 'unpaid' ? 'unpaid' : 'to_ship');
  return placed;
}

async function stateOf(id: string) {
  const [row] = await t.db
    .select({ status: orders.status, trackingNumber: orders.trackingNumber, courierName: orders.courierName })
    .from(orders)
    .where(and(eq(orders.companyId, 'demo'), eq(orders.id, id)));
  return row;
}

function upload(
  url: 'preview' | 'apply',
  content: Buffer | string,
  token = hq,
  filename = 'tracking.csv',
  language = 'en',
) {
  const file = { content, filename, type: 'application/octet-stream' };
  return postFile(t, `/api/orders/bulk-tracking/${url}`, token, file, { 'accept-language': language }).then(
    (response) => ({ status: response.statusCode, ...(response.json() as { meta: any; data: any }) }),
  );
}

const csv = (lines: string[][]) =>
  lines
    .map((cells) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(','))
    .join('\r\n');

async function xlsx(lines: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Tracking');
  for (const line of lines) sheet.addRow(line);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('preview', () => {
  it('answers each CSV row ok or refused with the reason, and changes nothing', async () => {
    const [byReference, byId, duplicated, tooLong] = [await order(), await order(), await order(), await order()];
    const unpaid = await order('unpaid');
    const pickup = await order('pickup');
    const file = `\uFEFF${csv([
      ['Order', 'Tracking Number', 'Courier'],
      [byReference.referenceNo.toLowerCase(), 'EP123456789MY', 'J&T, Express'],
      [byId.id, 'EP000000002MY', ''],
      ['NG000000-NOPE', 'EP000000003MY', 'PosLaju'],
      [duplicated.referenceNo, 'EP000000004MY', ''],
      [],
      [duplicated.id, 'EP000000005MY', ''],
      [unpaid.referenceNo, 'EP000000006MY', ''],
      [pickup.referenceNo, 'EP000000007MY', ''],
      [tooLong.referenceNo, 'X'.repeat(61), ''],
      [tooLong.id, '', ''],
      ['', 'EP000000009MY', ''],
    ])}\r\n`;
    const preview = await upload('preview', file);
    expect(preview.status).toBe(200);
    expect(preview.data.counts).toEqual({ total: 10, ok: 2, refused: 8 });
    const rows = preview.data.rows as { row: number; ok: boolean; reason: string | null }[];
    expect(rows.map((row) => [row.row, row.ok, row.reason])).toEqual([
      [2, true, null],
      [3, true, null],
      [4, false, 'No order has this id or reference number.'],
      [5, false, 'This order is in the file more than once (rows 5, 7).'],
      [7, false, 'This order is in the file more than once (rows 5, 7).'],
      [8, false, 'This order is not paid or approved yet (not in "To ship").'],
      [9, false, 'This is a self-pickup order: it is not shipped.'],
      [10, false, 'The tracking number is too long (at most 60 characters).'],
      [11, false, 'The tracking number is missing.'],
      [12, false, 'The order id or reference number is missing.'],
    ]);
    expect(preview.data.rows[0]).toMatchObject({
      orderId: byReference.id,
      referenceNo: byReference.referenceNo,
      trackingNumber: 'EP123456789MY',
      courier: 'J&T, Express',
      courierName: 'J&T, Express',
    });
    // No courier in the file: the order keeps the one chosen at checkout.
    expect(preview.data.rows[1]).toMatchObject({ orderId: byId.id, courier: '', courierName: 'PosLaju' });
    expect(await stateOf(byReference.id)).toMatchObject({ status: 'to_ship', trackingNumber: null });

    const malay = await upload('preview', file, hq, 'tracking.csv', 'ms');
    expect(malay.data.rows[2].reason).toBe('Tiada pesanan dengan ID atau nombor rujukan ini.');
  });

  it('refuses a row with a NUL byte past the first 64 KB of a CSV (the file check reads only those)', async () => {
    const good = await order();
    const padding = Array.from({ length: 400 }, (_, index) => [`NG-PAD-${index}`, 'EP000000010MY', 'C'.repeat(200)]);
    const file = csv([
      ['Order', 'Tracking Number', 'Courier'],
      ...padding,
      [`${good.referenceNo}\u0000`, 'EP1234567', ''],
    ]);
    const preview = await upload('preview', file);
    expect(preview.status).toBe(200);
    expect(preview.data.rows.at(-1)).toMatchObject({
      ok: false,
      reason: 'This value contains characters that are not allowed (such as control characters).',
    });
  });

  it('reads an .xlsx with Malay headers in any order and numbers as text', async () => {
    const good = await order();
    const shipped = await order();
    await t.db
      .update(orders)
      .set({ status: 'shipping', trackingNumber: 'OLD123' })
      .where(and(eq(orders.companyId, 'demo'), eq(orders.id, shipped.id)));
    const file = await xlsx([
      ['Kurier', 'No. Pesanan', 'Nombor Penjejakan'],
      ['Ninja Van', good.referenceNo, 123456789012],
      ['', shipped.referenceNo, 'E1'],
    ]);
    const preview = await upload('preview', file, hq, 'anything.bin');
    expect(preview.status).toBe(200);
    expect(preview.data.rows).toMatchObject([
      { row: 2, orderId: good.id, trackingNumber: '123456789012', courier: 'Ninja Van', ok: true },
      { row: 3, ok: false, reason: 'The tracking number is too short (at least 3 characters).' },
    ]);
    const again = await upload(
      'preview',
      await xlsx([
        ['Order', 'Tracking'],
        [shipped.id, 'EP3000'],
      ]),
    );
    expect(again.data.rows[0].reason).toBe('This order is already shipping (tracking number OLD123).');
  });
});

describe('apply', () => {
  it('is all or nothing: one refused row changes no order; then every row is applied', async () => {
    const [first, second] = [await order(), await order()];
    const cancelled = await order('unpaid');
    await t.call('POST', `/api/sales/my-orders/${cancelled.id}/cancel`, { token: buyer });
    const lines = [
      ['order', 'tracking number', 'courier'],
      [first.referenceNo, 'EPAPPLY001', 'DHL'],
      [second.referenceNo, 'EPAPPLY002', ''],
      [cancelled.referenceNo, 'EPAPPLY003', ''],
    ];
    const refused = await upload('apply', csv(lines));
    expect(refused.status).toBe(422);
    expect(refused.meta).toMatchObject({
      reason: 'ROWS_REFUSED',
      message: 'Nothing was changed. Rows that cannot be applied: 1. Fix them and upload again.',
    });
    expect(refused.data.rows[2]).toMatchObject({
      ok: false,
      reason: 'This order was cancelled or its booking ran out.',
    });
    expect(await stateOf(first.id)).toMatchObject({ status: 'to_ship', trackingNumber: null });
    expect(await stateOf(second.id)).toMatchObject({ status: 'to_ship', trackingNumber: null });

    const applied = await upload('apply', csv(lines.slice(0, 3)));
    expect(applied.status).toBe(200);
    expect(applied.meta.message).toBe('Tracking numbers saved. Orders now shipping: 2.');
    expect(applied.data).toMatchObject({ applied: true, counts: { total: 2, ok: 2, refused: 0 } });
    expect(await stateOf(first.id)).toEqual({ status: 'shipping', trackingNumber: 'EPAPPLY001', courierName: 'DHL' });
    expect(await stateOf(second.id)).toEqual({
      status: 'shipping',
      trackingNumber: 'EPAPPLY002',
      courierName: 'PosLaju',
    });
    const events = await t.db
      .select({ action: orderEvents.action, toStatus: orderEvents.toStatus })
      .from(orderEvents)
      .where(and(eq(orderEvents.companyId, 'demo'), eq(orderEvents.orderId, first.id)));
    expect(events).toContainEqual({ action: 'tracking_set', toStatus: 'shipping' });

    // The same file again: the orders are shipping now, so it is refused whole.
    const twice = await upload('apply', csv(lines.slice(0, 3)));
    expect(twice.status).toBe(422);
    expect(twice.data.counts).toEqual({ total: 2, ok: 0, refused: 2 });
  });

  it('rolls every row back when setTracking itself refuses one (stock not arrived)', async () => {
    const good = await order();
    const preorderProduct = (await shop.stockedProduct(3)).id;
    await shop.addToCart(buyer, { itemId: preorderProduct, quantity: 1 });
    const placed = await shop.placeOrder(buyer, { delivery: 'shipping', addressId, paymentMethod: 'wallet' });
    const short = placed.data.order as Order;
    await t.db
      .update(stockLevels)
      .set({ onHand: 0, reserved: 0 })
      .where(and(eq(stockLevels.companyId, 'demo'), eq(stockLevels.productId, preorderProduct)));
    const file = csv([
      ['order', 'tracking number'],
      [good.referenceNo, 'EPROLL001'],
      [short.referenceNo, 'EPROLL002'],
    ]);
    expect((await upload('preview', file)).data.counts.ok).toBe(2);
    const refused = await upload('apply', file);
    expect(refused.status).toBe(422);
    expect(refused.data.rows).toMatchObject([
      { ok: true },
      { ok: false, reason: 'The stock for this order has not arrived yet. Add it to the inventory first.' },
    ]);
    expect(await stateOf(good.id)).toMatchObject({ status: 'to_ship', trackingNumber: null });
    expect(await stateOf(short.id)).toMatchObject({ status: 'to_ship', trackingNumber: null });
  });

  it('takes the JSON rows of a preview too', async () => {
    const one = await order();
    const rows = [{ row: 2, order: one.id, trackingNumber: 'JSON0001', courier: 'GDex' }];
    const bad = await t.call('POST', '/api/orders/bulk-tracking/apply', { token: hq, body: { rows: [] } });
    expect(bad.status).toBe(400);
    expect(bad.meta?.message).toBe('The file has no rows below its header.');
    const applied = await t.call('POST', '/api/orders/bulk-tracking/apply', { token: hq, body: { rows } });
    expect(applied.status).toBe(200);
    expect(await stateOf(one.id)).toEqual({ status: 'shipping', trackingNumber: 'JSON0001', courierName: 'GDex' });
  });
});

describe('files and access', () => {
  it('refuses other file types, missing columns, empty files, more than 1,000 rows and more than 2 MB', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
    const wrong = await upload('preview', png, hq, 'tracking.csv');
    expect(wrong.status).toBe(400);
    expect(wrong.meta.message).toBe('Upload a CSV file or an Excel workbook (.xlsx).');
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    expect((await upload('preview', xls, hq, 'tracking.xls')).status).toBe(400);
    const broken = Buffer.concat([Buffer.from('PK\u0003\u0004xl/workbook.xml'), Buffer.alloc(100)]);
    expect((await upload('preview', broken, hq, 'tracking.xlsx')).meta.message).toBe(
      'This file could not be read. Save it again as CSV or .xlsx and retry.',
    );

    const noColumn = await upload('preview', 'order,courier\r\nNG1,DHL\r\n');
    expect(noColumn.status).toBe(400);
    expect(noColumn.meta.message).toBe('The header row needs the columns: "tracking number".');
    expect((await upload('preview', 'order,tracking number\r\n\r\n')).meta.message).toBe(
      'The file has no rows below its header.',
    );

    const many = ['order,tracking number', ...Array.from({ length: 1_001 }, (_, index) => `NG${index},EP${index}00`)];
    const tooMany = await upload('preview', many.join('\n'));
    expect(tooMany.status).toBe(400);
    expect(tooMany.meta.message).toBe('The file has more than 1000 rows. Split it into smaller files.');
    expect((await upload('preview', many.slice(0, 1_001).join('\n'))).status).toBe(200);

    const large = await upload('preview', `order,tracking number\n${'x'.repeat(2 * 1024 * 1024)}`);
    expect(large.status).toBe(413);
    expect((await upload('apply', png)).status).toBe(400);
  });

  it('is for HQ, staff with manage_orders, and agents for the orders they sell', async () => {
    await addOrdersAndProductsStaff(t);
    const [hqSold, agentSold] = [await order(), await order()];
    const seller = await t.login('agent2@demo.niaga.test');
    await t.db
      .update(orders)
      .set({ sellerKind: 'agent', sellerStoreId: await t.userId('agent2@demo.niaga.test') })
      .where(and(eq(orders.companyId, 'demo'), eq(orders.id, agentSold.id)));
    const file = csv([
      ['order', 'tracking number'],
      [hqSold.referenceNo, 'EPSCOPE01'],
      [agentSold.referenceNo, 'EPSCOPE02'],
    ]);
    const staff = await upload('preview', file, await t.login('orders@demo.niaga.test', 'hq'));
    expect(staff.data.counts).toEqual({ total: 2, ok: 2, refused: 0 });
    expect((await upload('preview', file, await t.login('products@demo.niaga.test', 'hq'))).status).toBe(403);
    const agent = await upload('preview', file, seller);
    expect(agent.status).toBe(200);
    expect(agent.data.rows).toMatchObject([
      { ok: false, reason: 'No order has this id or reference number.' },
      { ok: true, orderId: agentSold.id },
    ]);
    expect((await upload('apply', file, seller)).status).toBe(422);
    expect(await stateOf(agentSold.id)).toMatchObject({ status: 'to_ship' });
  });
});
