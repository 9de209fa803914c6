import { createHash, createVerify, X509Certificate } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { createSecondCompany } from '../../testing/second-company.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { addUser } from '../../testing/test-users.js';
import { companies } from '../company/company.tables.js';
import { mainBranchId } from '../inventory/stores.js';
import { orderLines, orders } from '../orders/orders.tables.js';
import { users } from '../users/users.tables.js';
import { startFakeMyInvois } from './fake-myinvois.js';
import { unsignedText } from './signature.js';
import { makeTestPkcs12 } from './test-certificate.js';

const SECRET = 'right-secret';
let t: TestApp;
let hq: string;
let fake: Awaited<ReturnType<typeof startFakeMyInvois>>;

/** The month before this one (Malaysia time): a month that has ended, so its consolidated e-invoice may go. */
const now = new Date();
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10, 4));
const month = { year: last.getUTCFullYear(), month: last.getUTCMonth() + 1 };
const before = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 10, 4));
const query = `month=${month.month}&year=${month.year}`;

let counter = 0;
/** A counted order of 2 × RM 50.00 with 6 % tax on top, straight into the tables (the order module's shape). */
async function countedOrder(buyerId: string, extra: Partial<typeof orders.$inferInsert> = {}) {
  const id = newId();
  const invoiceNo = `EINV-${String(++counter).padStart(6, '0')}`;
  await t.db.insert(orders).values({
    companyId: 'demo',
    id,
    referenceNo: `REF-E${counter}`,
    invoiceNo,
    type: 'personal',
    status: 'completed',
    buyerId,
    placedById: buyerId,
    sellerStoreId: await mainBranchId(t.db, 'demo'),
    sellerKind: 'branch',
    sellerName: 'HQ',
    paymentMethod: 'manual',
    paymentStatus: 'paid',
    subtotal: 10_000,
    tax: 600,
    taxBasisPoints: 600,
    grandTotal: 10_600,
    totalUnits: 2,
    delivery: 'shipping',
    approvedAt: last,
    ...extra,
  });
  await t.db.insert(orderLines).values({
    companyId: 'demo',
    orderId: id,
    lineNo: 1,
    kind: 'product',
    itemId: 'p1',
    name: 'Serum',
    quantity: 2,
    listPrice: 5_000,
    unitPrice: 5_000,
    lineTotal: 10_000,
  });
  return invoiceNo;
}

const address = { address1: '12 Jalan Mawar', postcode: '40000', city: 'Shah Alam', state: 'Selangor' };
const numbers: Record<string, string> = {};

async function data(token = hq) {
  const answer = await t.call('GET', `/api/e-invoice/data?${query}`, { token });
  return answer;
}
const byNumber = async (number: string) =>
  (await data()).data.items.find((item: { number: string }) => item.number === number);

/** Waits for the jobs (submission, then polling) to move a document off `submitted`. */
async function settled(number: string) {
  for (let i = 0; i < 100; i++) {
    const item = await byNumber(number);
    if (item.status !== 'submitted') return item;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${number} still submitted`);
}

beforeAll(async () => {
  fake = await startFakeMyInvois({ clientSecret: SECRET, invalid: ['CONS-'] });
  t = await createTestApp({ MYINVOIS_BASE_URL: fake.url });
  hq = await t.login('hq@demo.niaga.test', 'hq');
  await t.db
    .update(companies)
    .set({
      tin: 'C2584563200',
      companyRoc: '202001012345',
      msicCode: '46510',
      msicDescription: 'Wholesale of computer hardware, software and peripherals',
      address1: 'Lot 66, Bangunan Merdeka',
      postcode: '50480',
      city: 'Kuala Lumpur',
      state: 'W.P. Kuala Lumpur',
      country: 'MY',
      phoneCode: '+60',
      phone: '123456789',
      features: { taxBasisPoints: 600, sstNumber: 'W10-1808-32000001' },
    })
    .where(eq(companies.id, 'demo'));
  const buyer = async (email: string, role: 'agent' | 'customer', facts: Partial<typeof users.$inferInsert>) => {
    const id = await addUser(t, { email, name: email.split('@')[0]!, role });
    if (Object.keys(facts).length) await t.db.update(users).set(facts).where(eq(users.id, id));
    return id;
  };
  const phone = { phoneCode: '+60', phoneNumber: '198765432' };
  const withTin = await buyer('tin@demo.niaga.test', 'agent', {
    tin: 'IG21136425010',
    identityNo: '900101-10-1234',
    ...address,
    ...phone,
  });
  const company = await buyer('firm@demo.niaga.test', 'agent', {
    rocNumber: '202101098765',
    companyName: 'Firm Sdn Bhd',
    ...address,
    ...phone,
  });
  const consumer = await buyer('consumer@demo.niaga.test', 'customer', {});
  numbers.own = await countedOrder(withTin);
  numbers.noTin = await countedOrder(company);
  numbers.consumerA = await countedOrder(consumer);
  numbers.consumerB = await countedOrder(consumer, { discount: 1_000, tax: 540, grandTotal: 9_540 });
  numbers.agentSale = await countedOrder(consumer, {
    sellerKind: 'agent',
    sellerStoreId: withTin,
    sellerName: 'Aminah',
  });
  numbers.refunded = await countedOrder(withTin, {
    status: 'refund',
    approvedAt: before,
    refundedAt: last,
    refundMethod: 'manual',
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('GET /api/e-invoice/data', () => {
  it("lists the month's documents: own invoices, the consolidated one, notes and agent sales, each with what is missing", async () => {
    const answer = await data();
    expect(answer.status).toBe(200);
    const items = answer.data.items as Array<Record<string, any>>;
    const kinds = Object.fromEntries(items.map((item) => [item.number, item.kind]));
    expect(kinds).toEqual({
      [numbers.own!]: 'invoice',
      [numbers.noTin!]: 'invoice',
      [numbers.agentSale!]: 'agent_sale',
      [`RN-${numbers.refunded}`]: 'refund_note',
      [`CONS-${month.year}${String(month.month).padStart(2, '0')}`]: 'consolidated',
    });
    expect(items.every((item) => item.status === 'not_issued')).toBe(true);
    const own = items.find((item) => item.number === numbers.own);
    expect(own).toMatchObject({ typeCode: '01', total: 10_600, tax: 600, problems: [], buyerTin: 'IG21136425010' });
    const noTin = items.find((item) => item.number === numbers.noTin)!;
    expect(noTin.problems).toEqual([
      { field: 'AccountingCustomerParty.TIN', message: `Buyer TIN missing on ${numbers.noTin}.` },
    ]);
    const consolidated = items.find((item) => item.kind === 'consolidated');
    expect(consolidated).toMatchObject({
      orderCount: 2,
      total: 10_600 + 9_540,
      buyerTin: 'EI00000000010',
      problems: [],
    });
    const note = items.find((item) => item.kind === 'refund_note')!;
    expect(note).toMatchObject({ typeCode: '04', refersTo: numbers.refunded });
    expect(note.problems.map((p: { field: string }) => p.field)).toEqual(['BillingReference']);
    expect(answer.data.adapter).toBe('none');
  });

  it('refuses a month that is not one (400) and answers only HQ', async () => {
    for (const bad of ['month=13&year=2026', 'month=0&year=2026', 'month=5&year=2023', 'month=x&year=2026']) {
      const answer = await t.call('GET', `/api/e-invoice/data?${bad}`, { token: hq });
      expect(answer.status, bad).toBe(400);
    }
    const agent = await t.login('tin@demo.niaga.test');
    expect((await data(agent)).status).toBe(403);
  });

  it("shows another company none of this company's documents", async () => {
    const second = await createSecondCompany(t);
    const answer = await data(second.tokens.hq);
    expect(answer.status).toBe(200);
    expect(answer.data.items).toEqual([]);
  });
});

describe('issuing through MyInvois', () => {
  it('refuses to submit before MyInvois is connected', async () => {
    const answer = await t.call('POST', '/api/e-invoice/submit', { token: hq, body: month });
    expect(answer.status).toBe(400);
    expect(answer.meta?.message).toMatch(/Connect MyInvois/);
  });

  it('connects MyInvois only with credentials LHDN accepts', async () => {
    const wrong = await t.call('POST', '/api/setup/integration/myinvois/store', {
      token: hq,
      body: { sandbox: true, clientId: 'client', clientSecret: 'wrong' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.meta?.message).toMatch(/MyInvois refused/);
    const right = await t.call('POST', '/api/setup/integration/myinvois/store', {
      token: hq,
      body: { sandbox: true, clientId: 'client', clientSecret: SECRET },
    });
    expect(right.status).toBe(200);
    expect(right.data).toMatchObject({
      kind: 'e_invoice',
      provider: 'myinvois',
      credentialsSet: ['clientId', 'clientSecret'],
    });
  });

  it('holds every document back while the company has no signing certificate', async () => {
    const answer = await t.call('POST', '/api/e-invoice/submit', {
      token: hq,
      body: { ...month, numbers: [numbers.own] },
    });
    expect(answer.status).toBe(200);
    expect(answer.data.queued).toEqual([]);
    expect(answer.data.heldBack[0].problems.map((p: { message: string }) => p.message)).toContain(
      `Signing certificate missing for ${numbers.own}: upload the company’s certificate (.p12) under Integrations › MyInvois.`,
    );
    expect(fake.received).toHaveLength(0);
  });

  it('takes a signing certificate only when it opens, has its key and is in date; never answers the file', async () => {
    const upload = (file: Buffer, password: string) =>
      t.call('POST', '/api/setup/integration/myinvois/certificate', {
        token: hq,
        body: { file: file.toString('base64'), password },
      });
    const good = makeTestPkcs12({ password: 'rahsia' });
    const wrong = await upload(good, 'salah');
    expect(wrong.status).toBe(400);
    expect(wrong.meta?.message).toBe('The certificate’s password is wrong; nothing was saved.');
    const expired = await upload(
      makeTestPkcs12({ password: 'p', notBefore: new Date('2020-01-01'), notAfter: new Date('2021-01-01') }),
      'p',
    );
    expect(expired.status).toBe(400);
    expect(expired.meta?.message).toMatch(/expired/);
    const keyless = await upload(makeTestPkcs12({ password: 'p', withKey: false }), 'p');
    expect(keyless.status).toBe(400);
    expect(keyless.meta?.message).toMatch(/no private key/);

    const saved = await upload(good, 'rahsia');
    expect(saved.status).toBe(200);
    expect(saved.data.certificate).toMatchObject({
      subject: 'CN=Niaga Demo Sdn Bhd, O=Niaga Demo Sdn Bhd, C=MY',
      issuer: 'CN=Niaga Test CA, O=Niaga, C=MY',
    });
    const config = await t.call('GET', '/api/setup/integration/config', { token: hq });
    const text = JSON.stringify(config.data);
    expect(text).not.toContain(good.toString('base64').slice(0, 40));
    expect(text).not.toContain('rahsia');
    // Connecting again with new credentials keeps the certificate.
    const again = await t.call('POST', '/api/setup/integration/myinvois/store', {
      token: hq,
      body: { sandbox: true, clientId: 'client', clientSecret: SECRET },
    });
    expect(again.data.certificate?.subject).toBe('CN=Niaga Demo Sdn Bhd, O=Niaga Demo Sdn Bhd, C=MY');
  });

  it('sends the valid documents of the month, never an invalid one, and writes what LHDN answers', async () => {
    const answer = await t.call('POST', '/api/e-invoice/submit', { token: hq, body: month });
    expect(answer.status).toBe(200);
    const consolidated = `CONS-${month.year}${String(month.month).padStart(2, '0')}`;
    expect(answer.data.queued).toEqual([numbers.own, consolidated]);
    expect(answer.data.heldBack.map((d: { number: string }) => d.number)).toEqual([
      numbers.noTin,
      `RN-${numbers.refunded}`,
    ]);

    const own = await settled(numbers.own!);
    expect(own.status).toBe('valid');
    expect(own.validationLink).toMatch(
      /^https:\/\/preprod\.myinvois\.hasil\.gov\.my\/[A-Z0-9]{26}\/share\/[A-Z0-9]{26}$/,
    );
    expect(own.cancellableUntil).not.toBeNull();
    const invalid = await settled(consolidated);
    expect(invalid.status).toBe('invalid');
    expect(invalid.reasons).toEqual([
      'Invoice.AccountingCustomerParty.Party.PartyIdentification.ID: CF414 Enter valid TIN of the buyer',
    ]);

    // Exactly the two documents reached LHDN, each base64 JSON with its SHA-256, never the held-back ones.
    expect(fake.received.map((d) => d.codeNumber)).toEqual([numbers.own, consolidated]);
    for (const document of fake.received) {
      const json = Buffer.from(document.document, 'base64').toString('utf8');
      expect(document.format).toBe('JSON');
      expect(document.documentHash).toBe(createHash('sha256').update(json).digest('hex'));
      expect(JSON.parse(json).Invoice[0].InvoiceTypeCode).toEqual([{ _: '01', listVersionID: '1.1' }]);
      // Signed with the uploaded certificate: the signature of the document without its signature parts verifies.
      const signature =
        JSON.parse(json).Invoice[0].UBLExtensions[0].UBLExtension[0].ExtensionContent[0].UBLDocumentSignatures[0]
          .SignatureInformation[0].Signature[0];
      const certificate = new X509Certificate(
        Buffer.from(signature.KeyInfo[0].X509Data[0].X509Certificate[0]._, 'base64'),
      );
      expect(certificate.subject).toContain('CN=Niaga Demo Sdn Bhd');
      const signed = unsignedText(JSON.parse(json));
      expect(
        createVerify('RSA-SHA256')
          .update(signed)
          .verify(certificate.publicKey, signature.SignatureValue[0]._, 'base64'),
      ).toBe(true);
      expect(signature.SignedInfo[0].Reference[1].DigestValue[0]._).toBe(
        createHash('sha256').update(signed).digest('base64'),
      );
    }
    const sent = JSON.parse(Buffer.from(fake.received[1]!.document, 'base64').toString('utf8')).Invoice[0];
    expect(
      sent.InvoiceLine.map((line: any) => line.Item[0].CommodityClassification[0].ItemClassificationCode[0]._),
    ).toEqual(['004', '004']);
    expect(sent.LegalMonetaryTotal[0].PayableAmount[0]._).toBe(201.4);

    // Submitting again sends nothing new: valid documents stay, the held-back ones still have their problems.
    const again = await t.call('POST', '/api/e-invoice/submit', {
      token: hq,
      body: { ...month, numbers: [numbers.own, numbers.noTin] },
    });
    expect(again.data.queued).toEqual([]);
    expect(again.data.heldBack.map((d: { number: string }) => d.number)).toEqual([numbers.noTin]);
    expect(fake.received).toHaveLength(2);
  });

  it('answers 404 for a document the month does not have', async () => {
    const answer = await t.call('POST', '/api/e-invoice/submit', {
      token: hq,
      body: { ...month, numbers: ['NOPE-1'] },
    });
    expect(answer.status).toBe(404);
  });

  it('cancels a valid e-invoice at LHDN once, with its reason', async () => {
    const answer = await t.call('POST', '/api/e-invoice/cancel', {
      token: hq,
      body: { number: numbers.own, reason: 'Wrong buyer' },
    });
    expect(answer.status).toBe(200);
    expect(fake.cancelled).toEqual([{ uuid: expect.any(String), reason: 'Wrong buyer' }]);
    expect((await byNumber(numbers.own!)).status).toBe('cancelled');
    const twice = await t.call('POST', '/api/e-invoice/cancel', {
      token: hq,
      body: { number: numbers.own, reason: 'Again' },
    });
    expect(twice.status).toBe(400);
    const refresh = await t.call('POST', '/api/e-invoice/refresh', { token: hq, body: month });
    expect(refresh.status).toBe(200);
  });
});

describe('GET /api/e-invoice/export', () => {
  it('exports the list as xlsx that opens with exceljs, as CSV, and the documents as MyInvois JSON', async () => {
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/e-invoice/export?${query}&format=xlsx`,
      headers: { authorization: `Bearer ${hq}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(1).getCell(1).value).toBe('Number');
    const numbersInSheet = Array.from({ length: 5 }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
    expect(numbersInSheet).toContain(numbers.agentSale);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/e-invoice/export?${query}&format=csv`,
      headers: { authorization: `Bearer ${hq}` },
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain(`Buyer TIN missing on ${numbers.noTin}.`);

    const json = await t.app.inject({
      method: 'GET',
      url: `/api/e-invoice/export?${query}&format=json`,
      headers: { authorization: `Bearer ${hq}` },
    });
    const documents = json.json().documents as Array<{ number: string; document: any }>;
    expect(documents.map((d) => d.number)).not.toContain(numbers.agentSale);
    expect(documents.find((d) => d.number === `RN-${numbers.refunded}`)!.document.Invoice[0].InvoiceTypeCode[0]._).toBe(
      '04',
    );
  });
});
