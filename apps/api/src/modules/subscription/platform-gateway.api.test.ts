import { calendarDay } from '@niaga/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { secretsOf } from '../../platform/secrets.js';
import { useMockProviders } from '../../testing/mock-providers.js';
import { useTestApp } from '../../testing/test-app.js';
import { sealCredentials } from '../integrations/integrations.repo.js';
import { BILLPLZ_SANDBOX, xSignature } from '../payments/gateway/billplz.js';
import { PLATFORM } from '../payments/gateway/platform.js';
import { payments } from '../payments/payments.tables.js';
import { issueInvoice } from './billing.js';
import { platformGateways, subscriptionInvoices } from './subscription.tables.js';

/**
 * The platform's own Billplz account at its HTTP boundary: a subscription payment is a bill of the platform's
 * collection, and only a callback signed with the platform's X-Signature key settles it.
 */
const t = useTestApp({ PAYMENT_SANDBOX: 'false' });
const mocks = useMockProviders();
const platformKeys = { apiKey: 'platform-billplz-key-91c2', xSignatureKey: 'S-platform-xsig-77d0' };
const companyKeys = { apiKey: 'billplz-secret-key-73a9', xSignatureKey: 'S-xsig-key-51b2' };
const basic = `Basic ${Buffer.from(`${platformKeys.apiKey}:`).toString('base64')}`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
let hq: string;
let invoiceId: string;
let paymentId: string;
const billId = 'platbill42';

beforeAll(async () => {
  hq = await t.login('hq@demo.niaga.test', 'hq');
  await t.db.insert(platformGateways).values({
    provider: 'billplz',
    sandbox: true,
    settings: { collectionId: 'col_platform', methods: ['fpx'] },
    credentials: sealCredentials(secretsOf(t.config), PLATFORM, 'billplz', platformKeys),
  });
  const invoice = await t.db.transaction((tx) =>
    issueInvoice(
      tx,
      {
        companyId: 'demo',
        total: 29_900,
        issuedOn: calendarDay(0),
        dueOn: calendarDay(14),
        graceDays: 7,
        description: 'Niaga Pro plan',
      },
      new Date(),
    ),
  );
  invoiceId = invoice.id;
});

const fields = (paid = 'true', amount = '29900') => ({
  id: billId,
  collection_id: 'col_platform',
  paid,
  state: paid === 'true' ? 'paid' : 'due',
  amount,
  paid_amount: paid === 'true' ? amount : '0',
  due_at: calendarDay(0),
  email: 'hq@demo.niaga.test',
  mobile: '',
  name: 'HQ',
  url: `${BILLPLZ_SANDBOX}/bills/${billId}`,
  paid_at: '2026-11-27 10:00:00 +0800',
});
const signedForm = (values: Record<string, string>, key: string) =>
  new URLSearchParams({ ...values, x_signature: xSignature(key, values) }).toString();
const postCallback = (provider: string, payload: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/callback/${provider}`,
    headers: { host: 'localhost', ...form },
    payload,
  });
const invoiceRow = async () =>
  (await t.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, invoiceId)))[0]!;

describe("paying the subscription through the platform's Billplz", () => {
  it("offers the platform gateway's methods and refuses the others", async () => {
    const summary = await t.call('GET', '/api/subscription', { token: hq });
    expect(summary.data.payTypes).toEqual(['fpx']);
    const card = await t.call('POST', `/api/subscription/invoices/${invoiceId}/pay`, {
      token: hq,
      body: { amount: 29_900, payType: 'card' },
    });
    expect(card.status).toBe(400);
    expect(card.meta?.errors).toHaveProperty('payType');
  });

  it("creates a bill in the platform's collection with the platform callback and sends HQ to its page", async () => {
    let sent = new URLSearchParams();
    mocks.agent
      .get(BILLPLZ_SANDBOX)
      .intercept({ path: '/api/v3/bills', method: 'POST', headers: { authorization: basic } })
      .reply(200, (request) => {
        sent = new URLSearchParams(String(request.body));
        return { id: billId, url: `${BILLPLZ_SANDBOX}/bills/${billId}` };
      });
    const started = await t.call('POST', `/api/subscription/invoices/${invoiceId}/pay`, {
      token: hq,
      body: { amount: 29_900, payType: 'fpx' },
    });
    expect(started.status, started.meta?.message).toBe(200);
    paymentId = started.data.paymentId;
    expect(started.data.redirectUrl).toBe(`${BILLPLZ_SANDBOX}/bills/${billId}`);
    expect(Object.fromEntries(sent)).toMatchObject({
      collection_id: 'col_platform',
      amount: '29900',
      email: 'hq@demo.niaga.test',
      callback_url: 'http://localhost/api/payments/callback/platform-billplz',
      redirect_url: 'http://localhost/api/payments/return/platform-billplz',
      reference_1: paymentId,
    });
    expect(sent.get('description')).toMatch(/^Subscription invoice SUB-\d{6}$/);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ provider: 'platform-billplz', purpose: 'subscription', providerRef: billId });
  });

  it("refuses a callback signed with a company's keys, on either callback address", async () => {
    const forged = await postCallback('platform-billplz', signedForm(fields(), companyKeys.xSignatureKey));
    expect(forged.statusCode).toBe(401);
    // The company's own Billplz callback never verifies the platform's payments.
    const elsewhere = await postCallback('billplz', signedForm(fields(), platformKeys.xSignatureKey));
    expect(elsewhere.statusCode).toBeGreaterThanOrEqual(400);
    expect(await invoiceRow()).toMatchObject({ status: 'pending', paid: 0 });
  });

  it("settles the invoice on the platform's signed callback, once", async () => {
    const first = await postCallback('platform-billplz', signedForm(fields(), platformKeys.xSignatureKey));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ paymentId, status: 'paid', replay: false });
    expect(await invoiceRow()).toMatchObject({ status: 'paid', paid: 29_900 });
    const replay = await postCallback('platform-billplz', signedForm(fields(), platformKeys.xSignatureKey));
    expect(replay.json().data).toEqual({ paymentId, status: 'paid', replay: true });
    const detail = await t.call('GET', `/api/subscription/invoices/${invoiceId}`, { token: hq });
    expect(detail.data.receipts).toMatchObject([{ method: 'gateway', amount: 29_900, reference: billId, paymentId }]);
  });
});
