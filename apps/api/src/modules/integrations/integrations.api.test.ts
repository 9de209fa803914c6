import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { useMockProviders } from '../../testing/mock-providers.js';
import { useTestApp } from '../../testing/test-app.js';
import { BILLPLZ_SANDBOX, redirectFields, xSignature, xSignatureSource } from '../payments/gateway/billplz.js';
import { payments, wallets } from '../payments/payments.tables.js';
import { companyIntegrations } from './integrations.tables.js';

const t = useTestApp({ PAYMENT_SANDBOX: 'false' });
const billplz = { apiKey: 'billplz-secret-key-73a9', xSignatureKey: 'S-xsig-key-51b2', collectionId: 'col_demo1' };
const stripeKeys = { secretKey: 'sk_test_51Stripe0secret', webhookSecret: 'whsec_test_webhook_secret' };
const basic = `Basic ${Buffer.from(`${billplz.apiKey}:`).toString('base64')}`;

const mocks = useMockProviders();
let hq: string;
let agent: string;
let agentId: string;

beforeAll(async () => {
  hq = await t.login('hq@demo.niaga.test', 'hq');
  agent = await t.login('agent3@demo.niaga.test');
  agentId = await t.userId('agent3@demo.niaga.test');
});

const billplzApi = () => mocks.agent.get(BILLPLZ_SANDBOX);
const stripeApi = () => mocks.agent.get('https://api.stripe.com');

const storeBillplz = (body: Record<string, unknown> = {}, language?: 'ms') =>
  t.call('POST', '/api/setup/integration/payment-provider/store', {
    token: hq,
    ...(language ? { language } : {}),
    body: { provider: 'billplz', sandbox: true, methods: ['fpx'], ...billplz, ...body },
  });
const expectCollectionCheck = (status = 200) =>
  billplzApi()
    .intercept({
      path: `/api/v3/collections/${billplz.collectionId}`,
      method: 'GET',
      headers: { authorization: basic },
    })
    .reply(status, status === 200 ? { id: billplz.collectionId, title: 'Demo' } : { error: { type: 'Unauthorized' } });
const rows = () => t.db.select().from(companyIntegrations).where(eq(companyIntegrations.companyId, 'demo'));
const paymentMethods = async () =>
  (await t.call('GET', '/api/sales/payment-method', { token: agent })).data.find(
    (option: { method: string }) => option.method === 'online',
  );
const topUp = (payType = 'fpx', amount = 2_500) =>
  t.call('POST', '/api/payments/top-up-credit', { token: agent, body: { amount, payType } });
const balance = async () =>
  (
    await t.db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.companyId, 'demo'), eq(wallets.userId, agentId)))
  )[0]?.balance ?? 0;
const postCallback = (provider: string, payload: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/callback/${provider}`,
    headers: { host: 'localhost', ...headers },
    payload,
  });

describe('Billplz X-Signature (the published example)', () => {
  // Billplz's documented callback and its source string (docs "X Signature", step 3).
  const callback = {
    id: 'zq0tm2wc',
    collection_id: 'yhx5t1pp',
    paid: 'true',
    state: 'paid',
    amount: '100',
    paid_amount: '100',
    due_at: '2018-9-27',
    email: 'tester@test.com',
    mobile: '',
    name: 'TESTER',
    url: 'https://www.billplz.com/bills/zq0tm2wc',
    paid_at: '2018-09-27 15:15:09 +0800',
  };

  it('builds the callback and redirect source strings exactly as documented', () => {
    expect(xSignatureSource({ ...callback, x_signature: 'ignored' })).toBe(
      'amount100|collection_idyhx5t1pp|due_at2018-9-27|emailtester@test.com|idzq0tm2wc|mobile|nameTESTER|paid_amount100|paid_at2018-09-27 15:15:09 +0800|paidtrue|statepaid|urlhttps://www.billplz.com/bills/zq0tm2wc',
    );
    const redirect = redirectFields({
      'billplz[id]': 'zq0tm2wc',
      'billplz[paid]': 'true',
      'billplz[paid_at]': '2018-09-27 15:15:09 +0800',
      'billplz[x_signature]': 'x',
    });
    expect(xSignatureSource(redirect)).toBe(
      'billplzidzq0tm2wc|billplzpaid_at2018-09-27 15:15:09 +0800|billplzpaidtrue',
    );
  });
});

describe('integrations', () => {
  it('refuses credentials Billplz refuses, with a clear message, and saves nothing', async () => {
    expectCollectionCheck(401);
    const answer = await storeBillplz({}, 'ms');
    expect(answer.status).toBe(400);
    expect(answer.meta?.message).toBe('Billplz menolak kelayakan ini. Semak dan cuba lagi; tiada apa-apa disimpan.');
    expect(await rows()).toEqual([]);
  });

  it('asks for every credential on the first connection, before calling the provider', async () => {
    const answer = await storeBillplz({ apiKey: '', collectionId: '' });
    expect(answer.status).toBe(400);
    expect(answer.meta?.errors).toEqual({ apiKey: 'This field is required.', collectionId: 'This field is required.' });
  });

  it('connects Billplz: checked, sealed at rest, never answered', async () => {
    expectCollectionCheck();
    const saved = await storeBillplz();
    expect(saved.status, saved.meta?.message).toBe(200);
    expect(saved.data).toMatchObject({
      kind: 'payment_gateway',
      provider: 'billplz',
      status: 'active',
      sandbox: true,
      methods: ['fpx'],
      collectionId: billplz.collectionId,
      credentialsSet: ['apiKey', 'xSignatureKey'],
    });
    const config = await t.call('GET', '/api/setup/integration/config', { token: hq });
    expect(config.data.items).toHaveLength(1);
    expect(config.data.callbackUrls.billplz).toBe('http://localhost/api/payments/callback/billplz');
    const [row] = await rows();
    for (const body of [saved.body, config.body, row!.credentials]) {
      expect(body).not.toContain(billplz.apiKey);
      expect(body).not.toContain(billplz.xSignatureKey);
    }
    expect(row!.credentials).toMatch(/^v1\./);
    // An agent may not read them at all.
    expect((await t.call('GET', '/api/setup/integration/config', { token: agent })).status).toBe(403);
  });

  it('keeps the stored secrets when they are left empty on a later save (checked again)', async () => {
    expectCollectionCheck();
    const saved = await storeBillplz({ apiKey: '', xSignatureKey: '', methods: ['fpx', 'card'] });
    expect(saved.data).toMatchObject({ methods: ['fpx', 'card'], credentialsSet: ['apiKey', 'xSignatureKey'] });
    expectCollectionCheck();
    expect((await storeBillplz({ apiKey: '', xSignatureKey: '' })).data.methods).toEqual(['fpx']);
  });

  it("offers the gateway's chosen methods at checkout and refuses the others", async () => {
    expect(await paymentMethods()).toMatchObject({ available: true, payTypes: ['fpx'] });
    const card = await topUp('card');
    expect(card.status).toBe(400);
    expect(card.meta?.errors).toEqual({ payType: 'This payment method is not offered. Choose another one.' });
  });

  describe('a Billplz payment', () => {
    let paymentId: string;
    const billId = 'bill8x2k';
    const fields = (paid = 'true', id = billId, amount = '2500') => ({
      id,
      collection_id: billplz.collectionId,
      paid,
      state: paid === 'true' ? 'paid' : 'due',
      amount,
      paid_amount: paid === 'true' ? amount : '0',
      due_at: '2026-11-26',
      email: 'agent3@demo.niaga.test',
      mobile: '',
      name: 'Agent',
      url: `${BILLPLZ_SANDBOX}/bills/${id}`,
      paid_at: '2026-11-26 21:00:00 +0800',
    });
    const signedForm = (values: Record<string, string>, key = billplz.xSignatureKey) =>
      new URLSearchParams({ ...values, x_signature: xSignature(key, values) }).toString();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };

    it('creates a bill (v3, basic auth, collection) and sends the payer to its page', async () => {
      let sent = new URLSearchParams();
      billplzApi()
        .intercept({ path: '/api/v3/bills', method: 'POST', headers: { authorization: basic } })
        .reply(200, (request) => {
          sent = new URLSearchParams(String(request.body));
          return { id: billId, url: `${BILLPLZ_SANDBOX}/bills/${billId}` };
        });
      const started = await topUp();
      expect(started.status, started.meta?.message).toBe(200);
      paymentId = started.data.paymentId;
      expect(started.data.redirectUrl).toBe(`${BILLPLZ_SANDBOX}/bills/${billId}`);
      expect(Object.fromEntries(sent)).toMatchObject({
        collection_id: billplz.collectionId,
        amount: '2500',
        email: 'agent3@demo.niaga.test',
        callback_url: 'http://localhost/api/payments/callback/billplz',
        redirect_url: 'http://localhost/api/payments/return/billplz',
        reference_1: paymentId,
      });
    });

    it('refuses a forged callback and changes nothing', async () => {
      const forged = await postCallback('billplz', signedForm(fields(), 'S-not-the-key'), form);
      expect(forged.statusCode).toBe(401);
      const tampered = signedForm(fields()).replace('amount=2500', 'amount=250000');
      expect((await postCallback('billplz', tampered, form)).statusCode).toBe(401);
      expect(await balance()).toBe(0);
    });

    it('settles a signed callback once; the replay changes nothing', async () => {
      const first = await postCallback('billplz', signedForm(fields()), form);
      expect(first.json().data).toEqual({ paymentId, status: 'paid', replay: false });
      expect(await balance()).toBe(2_500);
      const replay = await postCallback('billplz', signedForm(fields()), form);
      expect(replay.json().data).toEqual({ paymentId, status: 'paid', replay: true });
      expect(await balance()).toBe(2_500);
    });

    it('verifies the redirect and sends the payer to the page of the outcome; a forged one is refused', async () => {
      const values = {
        'billplz[id]': billId,
        'billplz[paid]': 'true',
        'billplz[paid_at]': '2026-11-26 21:00:00 +0800',
      };
      const signature = xSignature(billplz.xSignatureKey, redirectFields(values));
      const query = (x: string) => new URLSearchParams({ ...values, 'billplz[x_signature]': x }).toString();
      const back = await t.call('GET', `/api/payments/return/billplz?${query(signature)}`);
      expect(back.status).toBe(302);
      expect(back.headers.location).toBe(`/ejenpay-topup/completed?payment=${paymentId}`);
      const forged = await t.call('GET', `/api/payments/return/billplz?${query('0'.repeat(64))}`);
      expect(forged.status).toBe(401);
    });

    it('settles a failed attempt as failed only once the bill is deleted (it can no longer be paid)', async () => {
      const bill = (id: string) => {
        billplzApi()
          .intercept({ path: '/api/v3/bills', method: 'POST' })
          .reply(200, { id, url: `${BILLPLZ_SANDBOX}/bills/${id}` });
      };
      const closeBill = (id: string, status: number) =>
        billplzApi()
          .intercept({ path: `/api/v3/bills/${id}`, method: 'DELETE', headers: { authorization: basic } })
          .reply(status, {});
      bill('billFail1');
      const failed = (await topUp('fpx', 1_000)).data.paymentId;
      closeBill('billFail1', 200);
      const answer = await postCallback('billplz', signedForm(fields('false', 'billFail1', '1000')), form);
      expect(answer.json().data).toEqual({ paymentId: failed, status: 'failed', replay: false });

      // Paid meanwhile: Billplz keeps the bill, the payment waits, and the paid callback settles it.
      bill('billLate1');
      const late = (await topUp('fpx', 1_000)).data.paymentId;
      closeBill('billLate1', 404);
      const waiting = await postCallback('billplz', signedForm(fields('false', 'billLate1', '1000')), form);
      expect(waiting.json().data).toEqual({ paymentId: null, status: 'pending', replay: false });
      const before = await balance();
      const paid = await postCallback('billplz', signedForm(fields('true', 'billLate1', '1000')), form);
      expect(paid.json().data).toEqual({ paymentId: late, status: 'paid', replay: false });
      expect(await balance()).toBe(before + 1_000);
    });
  });

  describe('Stripe', () => {
    const storeStripe = (methods = ['card', 'fpx']) =>
      t.call('POST', '/api/setup/integration/payment-provider/store', {
        token: hq,
        body: { provider: 'stripe', methods, ...stripeKeys },
      });
    const stripe = new Stripe('sk_test_unused');
    const event = (type: string, session: Record<string, unknown>, id = 'evt_1') =>
      JSON.stringify({ id, object: 'event', type, data: { object: { object: 'checkout.session', ...session } } });
    const sign = (payload: string, timestamp?: number, secret = stripeKeys.webhookSecret) => ({
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
    });

    it('refuses a key Stripe refuses', async () => {
      stripeApi()
        .intercept({ path: '/v1/balance', method: 'GET' })
        .reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const answer = await storeStripe();
      expect(answer.status).toBe(400);
      expect(answer.meta?.message).toContain('Stripe refused these credentials');
    });

    it('replaces Billplz as the active gateway; a Checkout Session with card and FPX in MYR', async () => {
      stripeApi().intercept({ path: '/v1/balance', method: 'GET' }).reply(200, { object: 'balance', available: [] });
      const saved = await storeStripe();
      expect(saved.data).toMatchObject({
        provider: 'stripe',
        status: 'active',
        credentialsSet: ['secretKey', 'webhookSecret'],
      });
      expect(saved.body).not.toContain(stripeKeys.secretKey);
      const statuses = Object.fromEntries((await rows()).map((row) => [row.provider, row.status]));
      expect(statuses).toEqual({ billplz: 'disabled', stripe: 'active' });
      expect(await paymentMethods()).toMatchObject({ available: true, payTypes: ['card', 'fpx'] });

      let sent = new URLSearchParams();
      stripeApi()
        .intercept({ path: '/v1/checkout/sessions', method: 'POST' })
        .reply(200, (request) => {
          sent = new URLSearchParams(String(request.body));
          return { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' };
        });
      const started = await topUp('card', 4_000);
      expect(started.data.redirectUrl).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
      const paymentId = started.data.paymentId;
      expect(Object.fromEntries(sent)).toMatchObject({
        mode: 'payment',
        'allowed_payment_method_types[0]': 'card',
        'allowed_payment_method_types[1]': 'fpx',
        'line_items[0][price_data][currency]': 'myr',
        'line_items[0][price_data][unit_amount]': '4000',
        'metadata[paymentId]': paymentId,
        success_url: `http://localhost/ejenpay/topup/pending-payment?payment=${paymentId}`,
      });

      const before = await balance();
      const session = {
        id: 'cs_test_1',
        payment_status: 'paid',
        amount_total: 4_000,
        metadata: { companyId: 'demo', paymentId },
      };
      const completed = event('checkout.session.completed', session);
      // Forged (another secret) and stale (older than the tolerance): refused, nothing changes.
      expect((await postCallback('stripe', completed, sign(completed, undefined, 'whsec_forged'))).statusCode).toBe(
        401,
      );
      const old = Math.floor(Date.now() / 1000) - 600;
      expect((await postCallback('stripe', completed, sign(completed, old))).statusCode).toBe(401);
      expect(await balance()).toBe(before);
      // Valid: settled once; the same event again is a replay.
      const first = await postCallback('stripe', completed, sign(completed));
      expect(first.json().data).toEqual({ paymentId, status: 'paid', replay: false });
      const again = await postCallback('stripe', completed, sign(completed));
      expect(again.json().data).toEqual({ paymentId, status: 'paid', replay: true });
      expect(await balance()).toBe(before + 4_000);
      // Another event type is answered and ignored.
      const other = event('payment_intent.created', { id: 'pi_1' }, 'evt_2');
      expect((await postCallback('stripe', other, sign(other))).json().data).toEqual({
        paymentId: null,
        status: 'pending',
        replay: false,
      });
    });
  });

  it('never calls a disabled integration', async () => {
    const disabled = await t.call('POST', '/api/setup/integration/disable', {
      token: hq,
      body: { kind: 'payment_gateway', provider: 'stripe' },
    });
    expect(disabled.data).toMatchObject({ status: 'disabled', credentialsSet: ['secretKey', 'webhookSecret'] });
    expect(disabled.body).not.toContain(stripeKeys.secretKey);
    expect(disabled.body).not.toContain(stripeKeys.webhookSecret);
    // No interceptor is set: a call to Stripe would fail the test (net connect is off).
    expect(await paymentMethods()).toMatchObject({ available: false, payTypes: [] });
    expect((await topUp('card')).status).toBe(409);
    const payload = JSON.stringify({
      id: 'evt_3',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: {} },
    });
    const stripe = new Stripe('sk_test_unused');
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: stripeKeys.webhookSecret });
    const answer = await postCallback('stripe', payload, {
      'content-type': 'application/json',
      'stripe-signature': header,
    });
    expect(answer.statusCode).toBe(404);
    const pending = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.companyId, 'demo'), eq(payments.status, 'pending')));
    expect(pending).toEqual([]);
  });

  it('answers a missing integration as not found', async () => {
    const answer = await t.call('POST', '/api/setup/integration/disable', {
      token: hq,
      body: { kind: 'courier', provider: 'easyparcel' },
    });
    expect(answer.status).toBe(404);
  });
});
