import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_SANDBOX_SECRET } from '../../config.js';
import { newId } from '../../platform/ids.js';
import { secretsOf } from '../../platform/secrets.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { companies } from '../company/company.tables.js';
import { addToCart, enablePickup, pickupBody, placeOrder, stockedProduct } from '../orders/order-fixtures.js';
import { orders } from '../orders/orders.tables.js';
import { sandboxProvider } from './gateway/providers.js';
import { CALLBACK_TOLERANCE_MS, createSandboxProvider, SANDBOX_SIGNATURE_HEADER } from './gateway/sandbox.js';
import { startOnlinePayment } from './payments.service.js';
import { payments, walletEntries, wallets } from './payments.tables.js';
import { creditWallet, debitWallet, InsufficientBalance } from './wallet.repo.js';

let t: TestApp;
let agent: string;
let agentId: string;
let otherAgent: string;
let hq: string;
const config = testConfig();
const sandbox = sandboxProvider(config)!;

beforeAll(async () => {
  t = await createTestApp();
  agent = await t.login('agent3@demo.niaga.test');
  agentId = await t.userId('agent3@demo.niaga.test');
  otherAgent = await t.login('agent4@demo.niaga.test');
  hq = await t.login('hq@demo.niaga.test', 'hq');
});
afterAll(() => t.close());

const sessionOf = (redirectUrl: string) => {
  const match = /^\/ejenpay\/(fpx|card|ewallet)\/([^/?#]+)$/.exec(redirectUrl);
  if (!match) throw new Error(`not a sandbox page: ${redirectUrl}`);
  return decodeURIComponent(match[2]!);
};

async function topUp(amount: number, token = agent, payType = 'fpx') {
  const started = await t.call('POST', '/api/payments/top-up-credit', { token, body: { amount, payType } });
  expect(started.status, started.meta?.message).toBe(200);
  return { paymentId: started.data.paymentId as string, sessionId: sessionOf(started.data.redirectUrl) };
}

/** As the buyer unless another caller is named (`null`: signed out). */
const complete = (sessionId: string, outcome: 'paid' | 'failed' | 'cancelled', token: string | null = agent) =>
  t.call('POST', `/api/payments/sandbox/${encodeURIComponent(sessionId)}/complete`, {
    ...(token ? { token } : {}),
    body: { outcome },
  });
const sessionPage = (sessionId: string, token: string | null = agent) =>
  t.call('GET', `/api/payments/sandbox/${encodeURIComponent(sessionId)}`, token ? { token } : {});

const postCallback = (rawBody: string, headers: Record<string, string>, provider = 'sandbox', app = t.app) =>
  app.inject({
    method: 'POST',
    url: `/api/payments/callback/${provider}`,
    headers: { host: 'localhost', 'content-type': 'application/json', ...headers },
    payload: rawBody,
  });

async function paymentRow(id: string) {
  const [row] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, 'demo'), eq(payments.id, id)));
  return row!;
}

async function balanceOf(userId = agentId) {
  const [row] = await t.db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.companyId, 'demo'), eq(wallets.userId, userId)));
  return row?.balance ?? 0;
}

async function entriesOf(userId = agentId) {
  return t.db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.companyId, 'demo'), eq(walletEntries.userId, userId)));
}

/** A signed callback for a payment, as the sandbox would send it. */
async function signedFor(paymentId: string, outcome: 'paid' | 'failed', patch: { amount?: number } = {}) {
  const payment = await paymentRow(paymentId);
  return sandbox.signCallback({
    companyId: 'demo',
    paymentId,
    providerRef: payment.providerRef!,
    amount: patch.amount ?? payment.amount,
    outcome,
  });
}

describe('wallet top-up through the sandbox gateway', () => {
  it('goes from top-up to the hosted page to the callback, and credits the wallet once', async () => {
    const before = await balanceOf();
    const { paymentId, sessionId } = await topUp(5_000);

    const page = await sessionPage(sessionId);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      merchant: 'Niaga Demo Sdn Bhd',
      currency: 'MYR',
      amount: 5_000,
      purpose: 'topup',
      payType: 'fpx',
      status: 'pending',
    });
    expect(page.data.reference).toMatch(/^SBX-/);

    const pending = await t.call('GET', `/api/payments/${paymentId}`, { token: agent });
    expect(pending.data).toMatchObject({ id: paymentId, purpose: 'topup', status: 'pending', amount: 5_000 });

    const paid = await complete(sessionId, 'paid');
    expect(paid.status).toBe(200);
    expect(paid.data).toEqual({ status: 'paid', returnUrl: `/ejenpay-topup/completed?payment=${paymentId}` });
    expect(await balanceOf()).toBe(before + 5_000);

    const wallet = await t.call('GET', '/api/payments/wallet', { token: agent });
    expect(wallet.data.balance).toBe(before + 5_000);
    expect(wallet.data.entries.items[0]).toMatchObject({
      kind: 'topup',
      amount: 5_000,
      balanceAfter: before + 5_000,
      paymentId,
      description: 'Top-up by FPX',
    });

    // Pressing Pay again (back button) only returns: the payment is settled.
    const again = await complete(sessionId, 'paid');
    expect(again.data.status).toBe('paid');
    expect(await balanceOf()).toBe(before + 5_000);
    expect((await t.call('GET', `/api/payments/${paymentId}`, { token: agent })).data.status).toBe('paid');
  });

  it('a failed or cancelled top-up lands on the failed page and credits nothing', async () => {
    const before = await balanceOf();
    const failed = await topUp(2_000, agent, 'card');
    const answer = await complete(failed.sessionId, 'failed');
    expect(answer.data).toEqual({ status: 'failed', returnUrl: `/ejenpay-topup/failed?payment=${failed.paymentId}` });

    const cancelled = await topUp(3_000, agent, 'ewallet');
    expect((await complete(cancelled.sessionId, 'cancelled')).data.status).toBe('failed');

    // A late "paid" for a failed payment is a replay too.
    const late = await postCallback(...(await signedArgs(failed.paymentId, 'paid')));
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ status: 'failed', replay: true });
    expect(await balanceOf()).toBe(before);
    expect((await paymentRow(failed.paymentId)).status).toBe('failed');
  });

  it('refuses amounts outside RM 10 – RM 10,000 and unknown pay types, with the reason beside the field', async () => {
    for (const [body, field, message] of [
      [{ amount: 999, payType: 'fpx' }, 'amount', 'The minimum top-up is RM 10.00.'],
      [{ amount: 1_000_001, payType: 'fpx' }, 'amount', 'The maximum top-up is RM 10,000.00.'],
      [{ amount: 10.5, payType: 'fpx' }, 'amount', 'Enter a whole number.'],
      [{ amount: 1_000, payType: 'cash' }, 'payType', 'This field is required.'],
    ] as const) {
      const answer = await t.call('POST', '/api/payments/top-up-credit', { token: agent, body });
      expect(answer.status).toBe(400);
      expect(answer.meta?.errors?.[field]).toBe(message);
    }
    const malay = await t.call('POST', '/api/payments/top-up-credit', {
      token: agent,
      language: 'ms',
      body: { amount: 5, payType: 'fpx' },
    });
    expect(malay.meta?.errors?.amount).toBe('Tambah nilai minimum ialah RM 10.00.');
  });

  it('is for agents; a payment is read by its payer only; a made-up session is not found', async () => {
    expect(
      (await t.call('POST', '/api/payments/top-up-credit', { token: hq, body: { amount: 1_000, payType: 'fpx' } }))
        .status,
    ).toBe(403);
    expect((await t.call('GET', '/api/payments/wallet', { token: hq })).status).toBe(403);
    expect(
      (await t.call('POST', '/api/payments/top-up-credit', { body: { amount: 1_000, payType: 'fpx' } })).status,
    ).toBe(401);
    const { paymentId, sessionId } = await topUp(1_000);
    expect((await t.call('GET', `/api/payments/${paymentId}`, { token: otherAgent })).status).toBe(404);
    expect((await t.call('GET', `/api/payments/${paymentId}`)).status).toBe(401);
    const [companyId, id] = sessionId.split('.');
    for (const forged of [
      `${companyId}.${id}.AAAAAAAAAAAAAAAAAAAAAA`,
      `${companyId}.${newId()}.${sessionId.split('.')[2]}`,
      'nonsense',
    ]) {
      expect((await sessionPage(forged)).status).toBe(404);
      expect((await complete(forged, 'paid')).status).toBe(404);
    }
    expect((await paymentRow(paymentId)).status).toBe('pending');
  });
});

describe('the sandbox gateway is not a way around paying', () => {
  it('a session id is not enough: another agent, HQ and anonymous callers cannot read or complete it', async () => {
    const before = await balanceOf();
    const { paymentId, sessionId } = await topUp(500_000);
    for (const token of [otherAgent, hq, null]) {
      expect((await sessionPage(sessionId, token)).status).toBe(token ? 404 : 401);
      expect((await complete(sessionId, 'paid', token)).status).toBe(token ? 404 : 401);
    }
    expect((await paymentRow(paymentId)).status).toBe('pending');
    expect(await balanceOf()).toBe(before);
  });

  it('a callback signed with the once-published default secret is refused and credits nothing', async () => {
    const before = await balanceOf();
    const { paymentId } = await topUp(500_000);
    const payment = await paymentRow(paymentId);
    const forged = createSandboxProvider(PUBLISHED_SANDBOX_SECRET).signCallback({
      companyId: 'demo',
      paymentId,
      providerRef: payment.providerRef!,
      amount: payment.amount,
      outcome: 'paid',
    });
    const answer = await postCallback(forged.rawBody, { [SANDBOX_SIGNATURE_HEADER]: forged.signature });
    expect(answer.statusCode).toBe(401);
    expect((await paymentRow(paymentId)).status).toBe('pending');
    expect(await balanceOf()).toBe(before);
  });

  it('switched off (the default), the sandbox does not exist: no pages, no callbacks, no online payment', async () => {
    const off = await createTestApp({ PAYMENT_SANDBOX: 'false' });
    try {
      const token = await off.login('agent3@demo.niaga.test');
      const { paymentId, sessionId } = await topUp(1_000);
      const path = `/api/payments/sandbox/${encodeURIComponent(sessionId)}`;
      expect((await off.call('GET', path, { token })).status).toBe(404);
      expect((await off.call('POST', `${path}/complete`, { token, body: { outcome: 'paid' } })).status).toBe(404);
      const { rawBody, signature } = await signedFor(paymentId, 'paid');
      const callback = await postCallback(rawBody, { [SANDBOX_SIGNATURE_HEADER]: signature }, 'sandbox', off.app);
      expect(callback.statusCode).toBe(404);

      const topUpOff = await off.call('POST', '/api/payments/top-up-credit', {
        token,
        language: 'ms',
        body: { amount: 1_000, payType: 'fpx' },
      });
      expect(topUpOff.status).toBe(409);
      expect(topUpOff.meta?.message).toBe(
        'Pembayaran dalam talian tidak tersedia. Bayar melalui pindahan bank atau daripada dompet anda.',
      );
      const methods = await off.call('GET', '/api/sales/payment-method', { token });
      expect(methods.status, methods.meta?.message).toBe(200);
      expect(methods.data.find((option: { method: string }) => option.method === 'online').available).toBe(false);
      const document = JSON.parse((await off.call('GET', '/api/docs/json')).body);
      expect(Object.keys(document.paths).filter((path) => path.includes('sandbox'))).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

async function signedArgs(paymentId: string, outcome: 'paid' | 'failed', patch: { amount?: number } = {}) {
  const { rawBody, signature } = await signedFor(paymentId, outcome, patch);
  return [rawBody, { [SANDBOX_SIGNATURE_HEADER]: signature }] as const;
}

describe('POST /api/payments/callback/:provider', () => {
  it('refuses a forged callback (401) and changes nothing', async () => {
    const before = await balanceOf();
    const { paymentId } = await topUp(10_000);
    const { rawBody, signature } = await signedFor(paymentId, 'paid');
    const otherSecret = createSandboxProvider('an-attacker-guessed-secret');
    const payment = await paymentRow(paymentId);
    const forgedBySomeoneElse = otherSecret.signCallback({
      companyId: 'demo',
      paymentId,
      providerRef: payment.providerRef!,
      amount: payment.amount,
      outcome: 'paid',
    });
    const tampered = rawBody.replace('"amount":10000', '"amount":1');
    expect(tampered).not.toBe(rawBody);
    const stale = createSandboxProvider(
      config.PAYMENT_SANDBOX_SECRET!,
      () => Date.now() - CALLBACK_TOLERANCE_MS - 60_000,
    );
    const old = stale.signCallback({
      companyId: 'demo',
      paymentId,
      providerRef: payment.providerRef!,
      amount: payment.amount,
      outcome: 'paid',
    });

    for (const [body, headers] of [
      [rawBody, {}],
      [rawBody, { [SANDBOX_SIGNATURE_HEADER]: '00'.repeat(32) }],
      [rawBody, { [SANDBOX_SIGNATURE_HEADER]: 'not hex' }],
      [rawBody, { [SANDBOX_SIGNATURE_HEADER]: signature.slice(0, 62) }],
      [forgedBySomeoneElse.rawBody, { [SANDBOX_SIGNATURE_HEADER]: forgedBySomeoneElse.signature }],
      [tampered, { [SANDBOX_SIGNATURE_HEADER]: signature }],
      [old.rawBody, { [SANDBOX_SIGNATURE_HEADER]: old.signature }],
    ] as Array<[string, Record<string, string>]>) {
      const answer = await postCallback(body, headers);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().meta.message).toBe('The payment callback could not be verified.');
    }
    const unknownProvider = await postCallback(rawBody, { [SANDBOX_SIGNATURE_HEADER]: signature }, 'paypal');
    expect(unknownProvider.statusCode).toBe(404);

    expect((await paymentRow(paymentId)).status).toBe('pending');
    expect(await balanceOf()).toBe(before);
  });

  it('refuses a signed callback whose amount is not the payment amount', async () => {
    const before = await balanceOf();
    const { paymentId } = await topUp(4_000);
    const answer = await postCallback(...(await signedArgs(paymentId, 'paid', { amount: 400_000 })));
    expect(answer.statusCode).toBe(400);
    expect((await paymentRow(paymentId)).status).toBe('pending');
    expect(await balanceOf()).toBe(before);
  });

  it('settles once: a replayed callback (also under concurrency) changes nothing', async () => {
    const before = await balanceOf();
    const entriesBefore = (await entriesOf()).length;
    const { paymentId } = await topUp(7_500);
    const args = await signedArgs(paymentId, 'paid');
    const first = await postCallback(...args);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ paymentId, status: 'paid', replay: false });
    const replays = await Promise.all([postCallback(...args), postCallback(...args), postCallback(...args)]);
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json().data).toEqual({ paymentId, status: 'paid', replay: true });
    }
    // A "failed" for the same payment after it was paid does not undo it either.
    expect((await postCallback(...(await signedArgs(paymentId, 'failed')))).json().data.replay).toBe(true);
    expect(await balanceOf()).toBe(before + 7_500);
    expect((await entriesOf()).length).toBe(entriesBefore + 1);
    expect((await paymentRow(paymentId)).status).toBe('paid');

    // Two first deliveries racing each other: the row lock lets one settle.
    const racing = await topUp(1_500);
    const racingArgs = await signedArgs(racing.paymentId, 'paid');
    const answers = await Promise.all([postCallback(...racingArgs), postCallback(...racingArgs)]);
    expect(answers.map((answer) => answer.json().data.replay).sort()).toEqual([false, true]);
    expect(await balanceOf()).toBe(before + 7_500 + 1_500);
  });
});

describe('order payments through the gateway', () => {
  async function createOrder(status: 'unpaid' | 'booking_over' = 'unpaid', grandTotal = 12_300) {
    const id = newId();
    await t.db.insert(orders).values({
      companyId: 'demo',
      id,
      referenceNo: `T-${id.slice(0, 8)}`,
      type: 'personal',
      status,
      buyerId: agentId,
      placedById: agentId,
      sellerStoreId: 'hq-main',
      sellerKind: 'branch',
      sellerName: 'HQ',
      subtotal: grandTotal,
      grandTotal,
      delivery: 'shipping',
    });
    return id;
  }
  const orderRow = async (id: string) =>
    (
      await t.db
        .select()
        .from(orders)
        .where(and(eq(orders.companyId, 'demo'), eq(orders.id, id)))
    )[0]!;
  const start = (orderId: string, amount = 12_300) =>
    t.db.transaction((tx) =>
      startOnlinePayment(
        tx,
        { config, db: t.db, secrets: secretsOf(config) },
        {
          companyId: 'demo',
          userId: agentId,
          purpose: 'order',
          orderId,
          amount,
          payType: 'fpx',
          origin: 'http://localhost',
        },
      ),
    );

  it('moves the order to payment process, then paid (to ship) once', async () => {
    const orderId = await createOrder();
    const { paymentId, redirectUrl } = await start(orderId);
    expect((await orderRow(orderId)).status).toBe('payment_process');
    const answer = await complete(sessionOf(redirectUrl), 'paid');
    expect(answer.data).toEqual({ status: 'paid', returnUrl: `/my-shop/checkout/completed?payment=${paymentId}` });
    const paid = await orderRow(orderId);
    expect(paid).toMatchObject({ status: 'to_ship', paymentMethod: 'online', paymentStatus: 'paid' });
    expect((await t.call('GET', `/api/payments/${paymentId}`, { token: agent })).data.orderId).toBe(orderId);
    const replay = await postCallback(...(await signedArgs(paymentId, 'paid')));
    expect(replay.json().data.replay).toBe(true);
    expect((await orderRow(orderId)).updatedAt).toEqual(paid.updatedAt);
  });

  it('checkout with paymentMethod online goes through the sandbox and the order is paid once', async () => {
    const product = await stockedProduct(t, hq, 5);
    const branchId = await enablePickup(t, hq);
    await addToCart(t, agent, { itemId: product.id, quantity: 2 });
    const placed = await placeOrder(t, agent, pickupBody(branchId, { paymentMethod: 'online', payType: 'card' }));
    expect(placed.status, placed.meta?.message).toBe(200);
    expect(placed.data.order).toMatchObject({ status: 'payment_process', paymentMethod: 'online' });
    const { paymentId, redirectUrl } = placed.data.payment;
    expect(redirectUrl).toMatch(/^\/ejenpay\/card\//);
    const payment = await paymentRow(paymentId);
    expect(payment).toMatchObject({
      purpose: 'order',
      orderId: placed.data.order.id,
      amount: placed.data.order.grandTotal,
    });
    const answer = await complete(sessionOf(redirectUrl), 'paid');
    expect(answer.data.returnUrl).toBe(`/my-shop/checkout/completed?payment=${paymentId}`);
    expect(await orderRow(placed.data.order.id)).toMatchObject({ status: 'to_ship', paymentStatus: 'paid' });
  });

  it('a failed gateway payment makes the order unpaid again (retry via checkout)', async () => {
    const orderId = await createOrder();
    const { paymentId, redirectUrl } = await start(orderId);
    const answer = await complete(sessionOf(redirectUrl), 'failed');
    expect(answer.data.returnUrl).toBe(`/my-shop/checkout/failed?payment=${paymentId}`);
    expect(await orderRow(orderId)).toMatchObject({ status: 'unpaid', paymentStatus: 'failed' });
    // The buyer tries again from checkout.
    await start(orderId);
    expect((await orderRow(orderId)).status).toBe('payment_process');
  });

  it('refuses to start for an order that can no longer be paid', async () => {
    const orderId = await createOrder('booking_over');
    await expect(start(orderId)).rejects.toMatchObject({ status: 409, messageKey: 'payment.orderNotPayable' });
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.orderId, orderId));
    expect(row!.n).toBe(0);
  });

  it('money paid for an order that ended at the gateway goes to the wallet as a refund', async () => {
    const before = await balanceOf();
    const orderId = await createOrder();
    const { paymentId, redirectUrl } = await start(orderId);
    await t.db
      .update(orders)
      .set({ status: 'booking_over' })
      .where(and(eq(orders.companyId, 'demo'), eq(orders.id, orderId)));
    await complete(sessionOf(redirectUrl), 'paid');
    expect((await paymentRow(paymentId)).status).toBe('paid');
    expect((await orderRow(orderId)).status).toBe('booking_over');
    expect(await balanceOf()).toBe(before + 12_300);
    const refund = (await entriesOf()).find((entry) => entry.paymentId === paymentId);
    expect(refund).toMatchObject({ kind: 'refund', amount: 12_300, orderId });
    expect(refund!.description).toContain(`T-${orderId.slice(0, 8)}`);
  });
});

describe('wallet debits', () => {
  async function freshAgentWallet(amount: number) {
    const userId = newId();
    await t.db.transaction((tx) =>
      creditWallet(tx, { companyId: 'demo', userId, amount, kind: 'adjustment', description: 'Opening balance' }),
    );
    return userId;
  }
  const debit = (userId: string, amount: number) =>
    t.db.transaction((tx) =>
      debitWallet(tx, { companyId: 'demo', userId, amount, kind: 'payment', description: 'Order', orderId: newId() }),
    );

  it('two simultaneous payments that together exceed the balance: exactly one succeeds', async () => {
    const userId = await freshAgentWallet(10_000);
    const results = await Promise.allSettled([debit(userId, 7_000), debit(userId, 6_000)]);
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientBalance);
    const balance = await balanceOf(userId);
    expect([3_000, 4_000]).toContain(balance);
    const entries = await entriesOf(userId);
    expect(entries).toHaveLength(2);
    expect(entries.every((entry) => entry.balanceAfter >= 0)).toBe(true);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(balance);
  });

  it('many racing payments never take the balance below zero; the ledger adds up to the balance', async () => {
    const userId = await freshAgentWallet(10_000);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => debit(userId, 1_500)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(6);
    expect(await balanceOf(userId)).toBe(1_000);
    const entries = await entriesOf(userId);
    expect(entries.every((entry) => entry.balanceAfter >= 0)).toBe(true);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(1_000);
  });

  it('a wallet that was never credited has nothing to pay with', async () => {
    await expect(debit(newId(), 1)).rejects.toBeInstanceOf(InsufficientBalance);
  });
});

describe('GET /api/payments/get-admin-fee', () => {
  it('answers the fee per method from the company features, 0 where unset', async () => {
    expect((await t.call('GET', '/api/payments/get-admin-fee', { token: agent })).data).toEqual({
      manual: 0,
      wallet: 0,
      online: 0,
    });
    await t.db
      .update(companies)
      .set({
        features: sql`${companies.features} || ${JSON.stringify({ adminFees: { online: 150, manual: 50 } })}::jsonb`,
      })
      .where(eq(companies.id, 'demo'));
    for (const token of [agent, hq]) {
      const answer = await t.call('GET', '/api/payments/get-admin-fee', { token });
      expect(answer.status).toBe(200);
      expect(answer.data).toEqual({ manual: 50, wallet: 0, online: 150 });
    }
    expect((await t.call('GET', '/api/payments/get-admin-fee')).status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the payment calls, the callback included', async () => {
    const document = JSON.parse((await t.call('GET', '/api/docs/json')).body);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/payments/top-up-credit',
        '/api/payments/get-admin-fee',
        '/api/payments/wallet',
        '/api/payments/{id}',
        '/api/payments/sandbox/{id}',
        '/api/payments/sandbox/{id}/complete',
        '/api/payments/callback/{provider}',
      ]),
    );
  });
});
