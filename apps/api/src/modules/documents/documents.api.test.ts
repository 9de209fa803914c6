import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTERED_PROFILE } from '../../testing/company-profile.js';
import { pdfText } from '../../testing/pdf-text.js';
import type { TestApp } from '../../testing/test-app.js';
import { addOrdersAndProductsStaff, signInOtherCompanyHq } from '../../testing/test-users.js';
import { createPickupShop, type PickupShop } from '../orders/order-fixtures.js';
import { orders } from '../orders/orders.tables.js';

let shop: PickupShop;
let t: TestApp;
let hq: string;
let stockist: string; // agent1: buys from HQ in these tests
let agent1Id: string;
let shipped: string; // shipped to Siti, paid from the wallet
let invoiceNo: string;
let pickedUp: string; // self-pickup at the main branch
let sold: string; // an order agent1 sells (seller_store_id = agent1)

async function pdfOf(url: string, token: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

const documents = (type: string, ids: string[], token = hq) =>
  t.call('GET', `/api/orders/documents?type=${type}&ids=${ids.join(',')}`, { token });

const printedAt = async (id: string) => {
  const [row] = await t.db
    .select({
      invoice: orders.invoicePrintedAt,
      packing: orders.packingListPrintedAt,
      label: orders.shippingLabelPrintedAt,
    })
    .from(orders)
    .where(and(eq(orders.companyId, 'demo'), eq(orders.id, id)));
  return row!;
};

beforeAll(async () => {
  shop = await createPickupShop();
  ({ t, hq } = shop);
  let addressId: string;
  ({ token: stockist, id: agent1Id, addressId } = await shop.shippingBuyer('agent1@demo.niaga.test', 1_000_000));
  const branches = await t.call('GET', '/api/setup/branch', { token: hq });
  const main = branches.data.items[0];
  await t.call('POST', '/api/setup/branch/store', {
    token: hq,
    body: {
      id: main.id,
      name: main.name,
      selfPickup: true,
      address1: '8 Jalan Ampang',
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'W.P. Kuala Lumpur',
      phone: '+60321234567',
    },
  });
  await shop.addCourier({ name: 'PosLaju', region: 'West', price: 800, handlingFee: 100, freeShippingMin: null });
  const product = await shop.stockedProduct(50);

  const first = await shop.order(stockist, product.id, 2, {
    delivery: 'shipping',
    addressId,
    paymentMethod: 'wallet',
    notes: 'Leave at the guard house',
  });
  shipped = first.id;
  // Paid from the wallet: the order is to_ship and has its invoice number (given by the orders module).
  if (!first.invoiceNo) throw new Error('a paid order has an invoice number');
  invoiceNo = first.invoiceNo;

  pickedUp = (await shop.order(stockist, product.id, 1)).id;
  sold = (await shop.order(stockist, product.id, 3)).id;
  await t.db
    .update(orders)
    .set({ sellerStoreId: agent1Id, sellerKind: 'agent', sellerName: 'Agent One' })
    .where(eq(orders.id, sold));
});
afterAll(() => t.close());

describe('document data', () => {
  it('answers the company header, order, lines, parties and totals, in the order asked', async () => {
    const answer = await documents('invoice', [pickedUp, shipped]);
    expect(answer.status).toBe(200);
    expect(answer.data.type).toBe('invoice');
    expect(answer.data.company).toMatchObject({
      name: expect.any(String),
      address: ['8 Jalan Ampang', '50450 Kuala Lumpur', 'W.P. Kuala Lumpur'],
      phone: '+60321234567',
      taxNumber: null,
      currency: 'MYR',
    });
    expect(answer.data.orders.map((order: { id: string }) => order.id)).toEqual([pickedUp, shipped]);
    const [pickup, ship] = answer.data.orders;
    expect(ship).toMatchObject({
      invoiceNo,
      status: 'to_ship',
      paymentMethod: 'wallet',
      paymentStatus: 'paid',
      delivery: 'shipping',
      courierName: 'PosLaju',
      notes: 'Leave at the guard house',
      receiver: {
        name: 'Siti Aminah',
        phone: '+60 123456789',
        address: ['1 Jalan Mawar', '40000 Shah Alam', 'Selangor'],
      },
      sender: {
        name: answer.data.company.name,
        address: ['8 Jalan Ampang', '50450 Kuala Lumpur', 'W.P. Kuala Lumpur'],
      },
      subtotal: 10_000,
      shipping: 900,
      totalUnits: 2,
      printedAt: null,
    });
    expect(ship.grandTotal).toBe(
      ship.subtotal - ship.discount - ship.voucherDiscount + ship.shipping + ship.adminFee + ship.tax,
    );
    expect(ship.lines).toEqual([
      expect.objectContaining({
        lineNo: 1,
        kind: 'product',
        quantity: 2,
        unitPrice: 5_000,
        lineTotal: 10_000,
        contents: [],
      }),
    ]);
    expect(ship.barcode).toBe(ship.referenceNo);
    expect(ship.buyer.name).toBeTruthy();
    expect(pickup).toMatchObject({ delivery: 'pickup', invoiceNo: null, paymentStatus: 'unpaid' });
    expect(pickup.receiver.address).toEqual([pickup.pickupLocation]);
  });

  it('answers the letterhead alone (for the label template)', async () => {
    const head = await t.call('GET', '/api/orders/documents/letterhead', { token: hq });
    expect(head.status).toBe(200);
    expect(head.data).toMatchObject({ address: ['8 Jalan Ampang', '50450 Kuala Lumpur', 'W.P. Kuala Lumpur'] });
    expect((await t.call('GET', '/api/orders/documents/letterhead', { token: stockist })).status).toBe(200);
  });

  it('refuses a missing, empty or too long list of ids and an unknown type, with a message', async () => {
    const none = await t.call('GET', '/api/orders/documents?type=invoice&ids=', { token: hq });
    expect(none.status).toBe(400);
    expect(none.meta?.errors?.ids).toBe('Choose at least one order.');
    const many = Array.from({ length: 101 }, (_, index) => `id${index}`);
    const tooMany = await documents('invoice', many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.meta?.errors?.ids).toBe('Choose at most 100 orders at a time.');
    expect((await documents('receipt', [shipped])).status).toBe(400);
    const printed = await t.call('POST', '/api/orders/documents/printed', {
      token: hq,
      body: { type: 'invoice', ids: [] },
    });
    expect(printed.status).toBe(400);
    expect(printed.meta?.errors?.ids).toBe('Choose at least one order.');
  });
});

describe('print status', () => {
  it('sets the document printed once (the first time is kept) and leaves the others alone', async () => {
    const first = await t.call('POST', '/api/orders/documents/printed', {
      token: hq,
      body: { type: 'packing-list', ids: [shipped] },
    });
    expect(first.status).toBe(200);
    expect(first.meta?.message).toBe('Marked as printed.');
    const time = first.data.orders[0].printedAt;
    expect(time).toEqual(expect.any(String));
    const again = await t.call('POST', '/api/orders/documents/printed', {
      token: hq,
      body: { type: 'packing-list', ids: [shipped, shipped] },
    });
    expect(again.data.orders).toEqual([{ id: shipped, printedAt: time }]);
    const stored = await printedAt(shipped);
    expect(stored.packing?.toISOString()).toBe(time);
    expect(stored.invoice).toBeNull();
    expect(stored.label).toBeNull();
    expect((await documents('packing-list', [shipped])).data.orders[0].printedAt).toBe(time);
  });

  it('changes nothing when one of the ids is not found', async () => {
    const refused = await t.call('POST', '/api/orders/documents/printed', {
      token: hq,
      body: { type: 'invoice', ids: [pickedUp, 'nope'] },
    });
    expect(refused.status).toBe(404);
    expect((await printedAt(pickedUp)).invoice).toBeNull();
  });
});

describe('PDF', () => {
  it('answers a PDF with one page per order, as an attachment, and marks the orders printed', async () => {
    const bulk = await pdfOf(`/api/orders/documents/pdf?type=shipping-label&ids=${shipped},${pickedUp},${sold}`, hq);
    expect(bulk.status).toBe(200);
    expect(bulk.headers['content-type']).toBe('application/pdf');
    expect(bulk.headers['content-disposition']).toMatch(/^attachment; filename="shipping-labels-3-orders-.+\.pdf"$/);
    expect(bulk.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(bulk.bytes)).getPageCount()).toBe(3);
    for (const id of [shipped, pickedUp, sold]) expect((await printedAt(id)).label).toBeInstanceOf(Date);

    const single = await pdfOf(`/api/orders/documents/pdf?type=invoice&ids=${shipped}`, hq);
    expect(single.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoiceNo}.pdf"`);
    expect((await PDFDocument.load(single.bytes)).getPageCount()).toBe(1);
    const invoiceTime = (await printedAt(shipped)).invoice;
    expect(invoiceTime).toBeInstanceOf(Date);
    await pdfOf(`/api/orders/documents/pdf?type=invoice&ids=${shipped}`, hq);
    expect((await printedAt(shipped)).invoice).toEqual(invoiceTime);

    const packing = await pdfOf(`/api/orders/documents/pdf?type=packing-list&ids=${shipped},${pickedUp}`, hq);
    expect((await PDFDocument.load(packing.bytes)).getPageCount()).toBe(2);
  });

  it('prints in the caller language and survives letters the PDF font lacks', async () => {
    await t.db.update(orders).set({ notes: 'Tolong hantar cepat — 谢谢 😀' }).where(eq(orders.id, pickedUp));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/documents/pdf?type=invoice&ids=${pickedUp}`,
      headers: { authorization: `Bearer ${hq}`, 'accept-language': 'ms' },
    });
    expect(response.statusCode).toBe(200);
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toMatch(/^Invois /);
  });

  it('answers errors as the JSON envelope', async () => {
    const missing = await t.call('GET', '/api/orders/documents/pdf?type=invoice&ids=nope', { token: hq });
    expect(missing.status).toBe(404);
    expect(missing.meta?.message).toBe('Not found.');
  });
});

describe('access', () => {
  it('lets staff with manage_orders in, and no other staff', async () => {
    await addOrdersAndProductsStaff(t);
    const staff = await t.login('orders@demo.niaga.test', 'hq');
    const other = await t.login('products@demo.niaga.test', 'hq');
    expect((await documents('invoice', [shipped], staff)).status).toBe(200);
    expect((await documents('invoice', [shipped], other)).status).toBe(403);
    expect((await pdfOf(`/api/orders/documents/pdf?type=invoice&ids=${shipped}`, other)).status).toBe(403);
    const mark = await t.call('POST', '/api/orders/documents/printed', {
      token: other,
      body: { type: 'invoice', ids: [shipped] },
    });
    expect(mark.status).toBe(403);
  });

  it('lets an agent print the orders it sells, and answers 404 for any other', async () => {
    const seller = await documents('shipping-label', [sold], stockist);
    expect(seller.status).toBe(200);
    expect(seller.data.orders[0].sender).toMatchObject({ name: expect.any(String) });
    // agent1 bought `shipped` from HQ: it did not sell it.
    expect((await documents('invoice', [shipped], stockist)).status).toBe(404);
    expect((await documents('invoice', [sold, shipped], stockist)).status).toBe(404);
    expect((await pdfOf(`/api/orders/documents/pdf?type=invoice&ids=${shipped}`, stockist)).status).toBe(404);
    const other = await t.login('agent2@demo.niaga.test');
    expect((await documents('invoice', [sold], other)).status).toBe(404);
    const pdf = await pdfOf(`/api/orders/documents/pdf?type=invoice&ids=${sold}`, stockist);
    expect(pdf.status).toBe(200);
    expect((await printedAt(sold)).invoice).toBeInstanceOf(Date);
  });

  it("answers 404 for another company's order, like a missing id", async () => {
    const other = await signInOtherCompanyHq(t, { name: 'Other Bhd' });
    const foreign = await documents('invoice', [shipped], other);
    const missing = await documents('invoice', ['does-not-exist'], other);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toBe(missing.body);
  });
});

describe('letterhead from the company profile', () => {
  it("prints the company's own address, phone, ROC and TIN once the profile has them", async () => {
    const saved = await t.call('POST', '/api/setup/company/store', {
      token: hq,
      body: { ...REGISTERED_PROFILE, country: 'MY' },
    });
    expect(saved.status, saved.meta?.message).toBe(200);
    const head = await t.call('GET', '/api/orders/documents/letterhead', { token: hq });
    expect(head.data).toMatchObject({
      name: 'Niaga Demo Sdn Bhd',
      address: ['12 Jalan Tun Razak', '50400 Kuala Lumpur', 'W.P. Kuala Lumpur'],
      phone: '+60 321600000',
      registrationNo: '202001012345',
      taxNumber: 'C2584563200',
    });
    const answer = await documents('invoice', [shipped]);
    expect(answer.data.company).toMatchObject({ registrationNo: '202001012345', taxNumber: 'C2584563200' });
    // The main branch ships from its own address.
    expect(answer.data.orders[0].sender.address).toEqual(['8 Jalan Ampang', '50450 Kuala Lumpur', 'W.P. Kuala Lumpur']);

    for (const type of ['invoice', 'packing-list']) {
      const pdf = await pdfOf(`/api/orders/documents/pdf?type=${type}&ids=${shipped}`, hq);
      const words = pdfText(pdf.bytes);
      expect(words).toContain('Niaga Demo Sdn Bhd');
      expect(words).toContain('12 Jalan Tun Razak');
      expect(words).toContain('Tel. +60 321600000');
      expect(words).toContain('Co. reg. no. 202001012345');
      expect(words).toContain('Tax no. C2584563200');
    }
    const label = pdfText((await pdfOf(`/api/orders/documents/pdf?type=shipping-label&ids=${shipped}`, hq)).bytes);
    expect(label).toContain('Niaga Demo Sdn Bhd');
  });
});
