import { calendarDay } from '@niaga/shared';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOverdueInvoice } from '../../db/seed/companies.js';
import { mailOutbox } from '../../platform/mail.tables.js';
import { pdfText } from '../../testing/pdf-text.js';
import { DEMO_PASSWORD, useTestApp } from '../../testing/test-app.js';
import { signInNewStaff } from '../../testing/test-users.js';
import { sendDailyNotices } from '../notifications/daily-notices.job.js';
import { payments } from '../payments/payments.tables.js';
import { applyPayment, issueInvoice, voidInvoice } from './billing.js';
import { runSubscriptionOverdue } from './overdue.job.js';
import { companySubscriptions, subscriptionInvoices, subscriptionPayments } from './subscription.tables.js';

const t = useTestApp();
let hq: string;

beforeAll(async () => {
  hq = await t.login('hq@demo.niaga.test', 'hq');
});

const sessionOf = (redirectUrl: string) => {
  const match = /^\/ejenpay\/(fpx|card|ewallet)\/([^/?#]+)$/.exec(redirectUrl);
  if (!match) throw new Error(`not a sandbox page: ${redirectUrl}`);
  return decodeURIComponent(match[2]!);
};

/** An invoice of the demo company, issued now, due in `dueIn` days, locking `grace` days later. */
async function invoiceOf(total: number, dueIn = 10, grace = 7, companyId = 'demo') {
  return t.db.transaction((tx) =>
    issueInvoice(
      tx,
      {
        companyId,
        total,
        issuedOn: calendarDay(0),
        dueOn: calendarDay(dueIn),
        graceDays: grace,
        description: 'Niaga Growth plan',
      },
      new Date(),
    ),
  );
}

const pay = (invoiceId: string, amount: number, token = hq, payType = 'fpx') =>
  t.call('POST', `/api/subscription/invoices/${invoiceId}/pay`, { token, body: { amount, payType } });
const complete = (sessionId: string, outcome: 'paid' | 'failed', token = hq) =>
  t.call('POST', `/api/payments/sandbox/${encodeURIComponent(sessionId)}/complete`, { token, body: { outcome } });
const detail = (invoiceId: string, token = hq) => t.call('GET', `/api/subscription/invoices/${invoiceId}`, { token });

/** Pays `amount` of the invoice through the sandbox; answers the payment id. */
async function payThroughSandbox(invoiceId: string, amount: number, token = hq) {
  const started = await pay(invoiceId, amount, token);
  expect(started.status, started.meta?.message).toBe(200);
  const pending = await t.call('GET', `/api/subscription/payments/${started.data.paymentId}`, { token });
  expect(pending.data).toMatchObject({ status: 'pending', amount, receipt: null, invoice: { id: invoiceId } });
  const paid = await complete(sessionOf(started.data.redirectUrl), 'paid', token);
  expect(paid.status, paid.meta?.message).toBe(200);
  expect(paid.data).toEqual({
    status: 'paid',
    returnUrl: `/subscription/payment?payment=${started.data.paymentId}`,
  });
  const settled = await t.call('GET', `/api/subscription/payments/${started.data.paymentId}`, { token });
  expect(settled.data).toMatchObject({ status: 'paid', receipt: { amount, received: amount } });
  expect(settled.data.receipt.receiptNo).toMatch(/^RCP-\d{6}$/);
  return started.data.paymentId as string;
}

async function clearOpenInvoices(companyId = 'demo') {
  await t.db
    .update(subscriptionInvoices)
    .set({ status: 'void' })
    .where(and(eq(subscriptionInvoices.companyId, companyId)));
}

describe('overdue subscription', () => {
  it('lets only HQ of a locked company sign in, to pay: its subscription calls answer, every other SUBSCRIPTION_LOCKED', async () => {
    const login = await t.call('POST', '/api/login', {
      host: 'locked.localhost',
      body: { email: 'hq@locked.niaga.test', password: DEMO_PASSWORD, type: 'hq' },
    });
    expect(login.status).toBe(200);
    expect(login.data.user.subscription).toMatchObject({ disallow_login: true, pay_to_unlock: true });
    const token = login.data.token;
    const staff = await t.call('GET', '/api/setup/staff', { host: 'locked.localhost', token, language: 'ms' });
    expect(staff.status).toBe(403);
    expect(staff.meta).toMatchObject({
      reason: 'SUBSCRIPTION_LOCKED',
      message: 'Akaun anda dikunci kerana langganan tertunggak.',
    });
    const summary = await t.call('GET', '/api/subscription', { host: 'locked.localhost', token });
    expect(summary.status).toBe(200);
    expect(summary.data).toMatchObject({ locked: true, notice: 'locked', balance: 29_900, openInvoices: 1 });
    const list = await t.call('GET', '/api/subscription/invoices', { host: 'locked.localhost', token });
    expect(list.data.items).toMatchObject([{ number: 'SUB-0001', status: 'overdue', balance: 29_900 }]);

    // On its own host, through the sandbox: paid, and the company is unlocked at once.
    const host = 'locked.localhost';
    const started = await t.call('POST', `/api/subscription/invoices/${list.data.items[0].id}/pay`, {
      host,
      token,
      body: { amount: 29_900, payType: 'card' },
    });
    expect(started.status, started.meta?.message).toBe(200);
    const paid = await t.call(
      'POST',
      `/api/payments/sandbox/${encodeURIComponent(sessionOf(started.data.redirectUrl))}/complete`,
      {
        host,
        token,
        body: { outcome: 'paid' },
      },
    );
    expect(paid.status, paid.meta?.message).toBe(200);
    expect((await t.call('GET', '/api/setup/staff', { host, token })).status).toBe(200);
    expect((await t.call('GET', '/api/user/detail', { host, token })).data.subscription.disallow_login).toBe(false);
  });

  it("refuses an agent's login at a locked company with SUBSCRIPTION_LOCKED", async () => {
    await addOverdueInvoice(t.db, 'demo', 'SUB-8');
    const response = await t.call('POST', '/api/login', {
      language: 'ms',
      body: { email: 'agent1@demo.niaga.test', password: DEMO_PASSWORD, type: 'agent' },
    });
    expect(response.status).toBe(403);
    expect(response.meta).toMatchObject({
      reason: 'SUBSCRIPTION_LOCKED',
      message: 'Akaun anda dikunci kerana langganan tertunggak.',
    });
    await clearOpenInvoices();
  });

  it('paying the overdue invoice in full lifts the lock at once, for the live sessions too', async () => {
    const token = await t.login('hq@demo.niaga.test', 'hq');
    await addOverdueInvoice(t.db, 'demo', 'SUB-9');
    const [invoice] = await t.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.number, 'SUB-9'));
    const user = await t.call('GET', '/api/user/detail', { token });
    expect(user.data.subscription).toMatchObject({ disallow_login: true, pay_to_unlock: true, status: 'overdue' });
    expect((await t.call('GET', '/api/setup/staff', { token })).meta?.reason).toBe('SUBSCRIPTION_LOCKED');

    // Part of it: still locked.
    await payThroughSandbox(invoice!.id, 10_000, token);
    expect((await detail(invoice!.id, token)).data).toMatchObject({ status: 'overdue', balance: 19_900 });
    expect((await t.call('GET', '/api/setup/staff', { token })).status).toBe(403);

    await payThroughSandbox(invoice!.id, 19_900, token);
    expect((await t.call('GET', '/api/setup/staff', { token })).status).toBe(200);
    const after = await t.call('GET', '/api/user/detail', { token });
    expect(after.data.subscription).toMatchObject({ disallow_login: false, pay_to_unlock: false, status: 'paid' });
    expect((await t.call('GET', '/api/subscription', { token })).data).toMatchObject({
      locked: false,
      notice: null,
      balance: 0,
    });
    await t.login('agent1@demo.niaga.test');
  });
});

describe('the invoice as HQ sees and pays it', () => {
  let invoiceId: string;

  it('shows the summary, the list with every field of spec §3 and the detail', async () => {
    const invoice = await invoiceOf(19_900, 2);
    invoiceId = invoice.id;
    const summary = await t.call('GET', '/api/subscription', { token: hq });
    expect(summary.data).toMatchObject({
      balance: 19_900,
      openInvoices: 1,
      locked: false,
      lockOn: calendarDay(9),
      notice: 'due_soon',
      next: { id: invoiceId, number: invoice.number, dueOn: calendarDay(2), balance: 19_900, status: 'pending' },
      payTypes: ['fpx', 'card', 'ewallet'],
    });
    const list = await t.call('GET', '/api/subscription/invoices?status=pending', { token: hq });
    expect(list.data).toMatchObject({ total: 1, page: 1 });
    expect(list.data.items[0]).toEqual({
      id: invoiceId,
      number: invoice.number,
      issuedOn: calendarDay(0),
      dueOn: calendarDay(2),
      systemDueOn: calendarDay(9),
      total: 19_900,
      paid: 0,
      balance: 19_900,
      status: 'pending',
      description: 'Niaga Growth plan',
      periodStart: null,
      periodEnd: null,
      paidAt: null,
      voidedAt: null,
      voidReason: null,
    });
    expect(invoice.number).toMatch(/^SUB-\d{6}$/);
    const one = await detail(invoiceId);
    expect(one.data).toMatchObject({ number: invoice.number, receipts: [], payable: 19_900 });
  });

  it('takes a part, refuses more than the rest, then takes the rest: partially paid, then paid', async () => {
    const firstPayment = await payThroughSandbox(invoiceId, 5_000);
    const partial = await detail(invoiceId);
    expect(partial.data).toMatchObject({ status: 'partially_paid', paid: 5_000, balance: 14_900, payable: 14_900 });
    expect(partial.data.receipts).toMatchObject([
      { amount: 5_000, received: 5_000, method: 'gateway', paymentId: firstPayment },
    ]);
    expect(partial.data.receipts[0].receiptNo).toMatch(/^RCP-\d{6}$/);

    const over = await pay(invoiceId, 14_901);
    expect(over.status).toBe(400);
    expect(over.meta?.errors).toEqual({ amount: 'The amount is more than the balance of the invoice.' });

    await payThroughSandbox(invoiceId, 14_900);
    const paid = await detail(invoiceId);
    expect(paid.data).toMatchObject({ status: 'paid', paid: 19_900, balance: 0, payable: 0 });
    expect(paid.data.paidAt).not.toBeNull();
    expect(paid.data.receipts).toHaveLength(2);
    const again = await pay(invoiceId, 100);
    expect(again.status).toBe(409);
    expect(again.meta?.message).toBe('This invoice is already paid.');
    expect((await t.call('GET', '/api/subscription/invoices?status=pending', { token: hq })).data.total).toBe(0);
    expect((await t.call('GET', '/api/subscription/invoices?status=paid', { token: hq })).data.items).toContainEqual(
      expect.objectContaining({ id: invoiceId }),
    );
  });

  it('answers the invoice and a receipt as PDFs, in the caller’s language', async () => {
    const invoicePdf = await t.app.inject({
      method: 'GET',
      url: `/api/subscription/invoices/${invoiceId}/pdf`,
      headers: { host: 'localhost', authorization: `Bearer ${hq}`, 'accept-language': 'ms' },
    });
    expect(invoicePdf.statusCode).toBe(200);
    expect(invoicePdf.headers['content-type']).toContain('application/pdf');
    const text = pdfText(invoicePdf.rawPayload);
    expect(text).toContain('Invois langganan');
    expect(text).toContain('Niaga Demo Sdn Bhd');
    expect(text).toContain('RM 199.00');
    const receiptId = (await detail(invoiceId)).data.receipts[0].id;
    const receiptPdf = await t.app.inject({
      method: 'GET',
      url: `/api/subscription/receipts/${receiptId}/pdf`,
      headers: { host: 'localhost', authorization: `Bearer ${hq}` },
    });
    expect(receiptPdf.statusCode).toBe(200);
    expect(pdfText(receiptPdf.rawPayload)).toContain('RM 50.00');
  });

  it('refuses to pay a void invoice', async () => {
    const invoice = await invoiceOf(9_900);
    await t.db.transaction((tx) => voidInvoice(tx, 'demo', invoice.id, 'Wrong plan', new Date()));
    const refused = await pay(invoice.id, 9_900);
    expect(refused.status).toBe(409);
    expect(refused.meta?.message).toBe('This invoice is void and cannot be paid.');
    expect((await detail(invoice.id)).data).toMatchObject({ status: 'void', balance: 0, payable: 0 });
  });

  it('of two simultaneous payments of the last balance, exactly one starts', async () => {
    const invoice = await invoiceOf(12_000);
    const answers = await Promise.all([pay(invoice.id, 12_000), pay(invoice.id, 12_000)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.meta?.message).toBe(
      'A payment for the rest of this invoice is already in progress. Please wait for it.',
    );
    // While the winner's session is open, nothing of the balance is left to pay.
    expect((await pay(invoice.id, 6_000)).status).toBe(409);
    const started = await t.db.select().from(payments).where(eq(payments.subscriptionInvoiceId, invoice.id));
    expect(started).toHaveLength(1);
    expect((await detail(invoice.id)).data.payable).toBe(0);
    // A failed attempt frees the balance for the next one.
    const winner = answers.find((answer) => answer.status === 200)!;
    await complete(sessionOf(winner.data.redirectUrl), 'failed');
    expect((await detail(invoice.id)).data.payable).toBe(12_000);
    await payThroughSandbox(invoice.id, 12_000);
  });

  it('keeps a gateway payment that arrives after the invoice was paid another way as company credit', async () => {
    const invoice = await invoiceOf(8_000);
    const started = await pay(invoice.id, 8_000);
    expect(started.status).toBe(200);
    // Meanwhile the operator records the bank transfer that pays it.
    await t.db.transaction((tx) =>
      applyPayment(tx, {
        companyId: 'demo',
        invoiceId: invoice.id,
        amount: 8_000,
        method: 'bank_transfer',
        reference: 'MBB-123',
        recordedBy: 'operator',
        at: new Date(),
      }),
    );
    const [before] = await t.db.select().from(companySubscriptions).where(eq(companySubscriptions.companyId, 'demo'));
    const late = await complete(sessionOf(started.data.redirectUrl), 'paid');
    expect(late.status, late.meta?.message).toBe(200);
    const [after] = await t.db.select().from(companySubscriptions).where(eq(companySubscriptions.companyId, 'demo'));
    expect(after!.credit - (before?.credit ?? 0)).toBe(8_000);
    expect((await t.call('GET', '/api/subscription', { token: hq })).data.credit).toBe(after!.credit);
    const receipts = (await detail(invoice.id)).data.receipts;
    expect(receipts).toMatchObject([
      { method: 'bank_transfer', amount: 8_000, received: 8_000 },
      { method: 'gateway', amount: 0, received: 8_000 },
    ]);
    // The next invoice is paid from that credit first.
    const next = await invoiceOf(5_000);
    expect(next).toMatchObject({ status: 'paid', paid: 5_000 });
  });

  it('answers 404 for an invoice or receipt that is not the company’s', async () => {
    const other = await invoiceOf(1_000, 10, 7, 'locked');
    expect((await detail(other.id)).status).toBe(404);
    expect((await pay(other.id, 1_000)).status).toBe(404);
    const [receipt] = await t.db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.companyId, 'demo'))
      .limit(1);
    const token = (
      await t.call('POST', '/api/login', {
        host: 'locked.localhost',
        body: { email: 'hq@locked.niaga.test', password: DEMO_PASSWORD, type: 'hq' },
      })
    ).data.token;
    const foreign = await t.call('GET', `/api/subscription/receipts/${receipt!.id}/pdf`, {
      host: 'locked.localhost',
      token,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('who may see the bill', () => {
  it('answers 403 to staff (even with every permission) and agents on every subscription call', async () => {
    const staff = await signInNewStaff(t, 'billing-staff@demo.niaga.test', 'Billing Staff', [
      'add_user',
      'approve_manual_payment',
      'manage_orders',
    ]);
    const agent = await t.login('agent1@demo.niaga.test');
    const invoice = await invoiceOf(3_000);
    const calls: Array<['GET' | 'POST', string]> = [
      ['GET', '/api/subscription'],
      ['GET', '/api/subscription/invoices'],
      ['GET', `/api/subscription/invoices/${invoice.id}`],
      ['GET', `/api/subscription/invoices/${invoice.id}/pdf`],
      ['POST', `/api/subscription/invoices/${invoice.id}/pay`],
      ['GET', '/api/subscription/receipts/any/pdf'],
      ['GET', '/api/subscription/payments/any'],
    ];
    for (const token of [staff, agent]) {
      for (const [method, url] of calls) {
        const answer = await t.call(method, url, { token, body: { amount: 3_000, payType: 'fpx' } });
        expect(answer.status, `${method} ${url}`).toBe(403);
      }
    }
    await clearOpenInvoices();
  });
});

describe('the overdue job and the three notices', () => {
  it('mails HQ once when due, once past due (with the lock date), once locked, and marks the invoice overdue', async () => {
    await clearOpenInvoices();
    await t.db.delete(mailOutbox);
    const invoice = await t.db.transaction((tx) =>
      issueInvoice(
        tx,
        {
          companyId: 'demo',
          total: 19_900,
          issuedOn: '2027-03-01',
          dueOn: '2027-03-15',
          graceDays: 7,
          description: 'Niaga plan',
        },
        new Date('2027-03-01T03:00:00Z'),
      ),
    );
    const mails = async () =>
      (
        await t.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.companyId, 'demo'), like(mailOutbox.subject, `%${invoice.number}%`)))
      ).map((mail) => ({ to: mail.toEmail, subject: mail.subject, body: mail.body }));
    const tick = async (at: string) => {
      await sendDailyNotices(t.db, new Date(at));
      await runSubscriptionOverdue(t.db, new Date(at));
    };
    await tick('2027-03-10T03:00:00Z');
    await tick('2027-03-10T04:00:00Z');
    await tick('2027-03-13T03:00:00Z');
    let sent = await mails();
    expect(sent.map((mail) => mail.subject)).toEqual([
      `Niaga Demo Sdn Bhd: subscription invoice ${invoice.number} is due on 2027-03-15`,
    ]);
    expect(sent[0]!.to).toBe('hq@demo.niaga.test');

    await tick('2027-03-16T03:00:00Z');
    await tick('2027-03-20T03:00:00Z');
    sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toBe(`Niaga Demo Sdn Bhd: subscription invoice ${invoice.number} is overdue`);
    expect(sent[1]!.body).toContain('Your account locks on 2027-03-22 unless it is paid.');
    const [open] = await t.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, invoice.id));
    expect(open!.status).toBe('pending');

    // The lock date passes (the company's day, Kuala Lumpur): overdue, and the locked notice, once.
    await tick('2027-03-22T15:00:00Z');
    expect(await mails()).toHaveLength(2);
    await tick('2027-03-22T16:30:00Z');
    await tick('2027-03-23T03:00:00Z');
    await tick('2027-03-30T03:00:00Z');
    sent = await mails();
    expect(sent.map((mail) => mail.subject)).toEqual([
      `Niaga Demo Sdn Bhd: subscription invoice ${invoice.number} is due on 2027-03-15`,
      `Niaga Demo Sdn Bhd: subscription invoice ${invoice.number} is overdue`,
      `Niaga Demo Sdn Bhd: account locked, subscription invoice ${invoice.number} is overdue`,
    ]);
    expect(sent[2]!.body).toContain('agents and staff cannot sign in');
    const [locked] = await t.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, invoice.id));
    expect(locked!.status).toBe('overdue');
  });
});
