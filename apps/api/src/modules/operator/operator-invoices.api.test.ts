import { calendarDay } from '@niaga/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.js';
import {
  companySubscriptions,
  subscriptionInvoices,
  subscriptionPayments,
} from '../subscription/subscription.tables.js';
import { addDays, nextMonth } from './billing-dates.js';
import { issueMonthlyInvoices } from './monthly-invoices.job.js';
import { OPERATOR_HOST, operatorCall, operatorToken } from './operator-testing.js';

const t = useTestApp();
let operator: string;
const call = (method: 'GET' | 'POST', url: string, body?: Record<string, unknown>, language?: string) =>
  operatorCall(t, operator, method, url, { ...(body ? { body } : {}), ...(language ? { language } : {}) });

beforeAll(async () => {
  operator = await operatorToken(t);
});

/** A company made through the console, on the given plan (billing day 1). */
async function newCompany(name: string, planId: string | null = null) {
  const host = `${name.toLowerCase().replace(/\W/g, '')}.localhost`;
  const response = await call('POST', '/api/operator/companies', {
    name,
    host,
    hqEmail: `hq@${host}`,
    hqPassword: 'Start#2026',
    planId,
    billingDay: 1,
  });
  expect(response.status, JSON.stringify(response.meta)).toBe(200);
  return response.data.id as string;
}

const issue = (companyId: string, total: number) =>
  call('POST', '/api/operator/invoices', {
    companyId,
    total,
    description: 'Setup fee',
    dueOn: calendarDay(14),
  });

describe('invoices by hand', () => {
  it('issues, takes bank transfers up to the balance, and refuses more or a paid invoice', async () => {
    const companyId = await newCompany('Transfer Trading');
    const issued = await issue(companyId, 10_000);
    expect(issued.status).toBe(200);
    expect(issued.data).toMatchObject({ status: 'pending', total: 10_000, balance: 10_000, description: 'Setup fee' });
    expect(issued.meta?.message).toBe(`Invoice ${issued.data.number} issued.`);
    const id = issued.data.id;
    const transfer = (amount: number, language = 'en') =>
      call(
        'POST',
        `/api/operator/invoices/${id}/bank-transfer`,
        { amount, reference: 'MBB-123', paidOn: calendarDay() },
        language,
      );

    const over = await transfer(10_001, 'ms');
    expect(over.status).toBe(400);
    expect(over.meta).toMatchObject({
      message: 'Jumlah melebihi baki invois.',
      errors: { amount: 'Jumlah melebihi baki invois.' },
    });

    const part = await transfer(4_000);
    expect(part.data.invoice).toMatchObject({ status: 'partially_paid', paid: 4_000, balance: 6_000 });
    expect(part.data.receiptNo).toMatch(/^RCP-\d{6}$/);
    const rest = await transfer(6_000);
    expect(rest.data.invoice).toMatchObject({ status: 'paid', balance: 0 });
    expect((await transfer(1)).meta?.message).toBe('This invoice is already paid.');

    const [receipt] = await t.db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.receiptNo, part.data.receiptNo));
    expect(receipt).toMatchObject({ method: 'bank_transfer', reference: 'MBB-123', amount: 4_000 });
    expect(receipt?.recordedBy).not.toBe('system');

    const voided = await call('POST', `/api/operator/invoices/${id}/void`, { reason: 'Wrong amount' });
    expect(voided.status).toBe(409);
    expect(voided.meta?.message).toBe('A paid invoice cannot be voided.');
  });

  it('voids an open invoice: what was paid becomes credit, which pays the next invoice first', async () => {
    const companyId = await newCompany('Credit Corner');
    const first = await issue(companyId, 10_000);
    await call('POST', `/api/operator/invoices/${first.data.id}/bank-transfer`, {
      amount: 3_000,
      reference: 'CIMB-9',
      paidOn: calendarDay(),
    });
    const voided = await call('POST', `/api/operator/invoices/${first.data.id}/void`, { reason: 'Issued twice' });
    expect(voided.data).toMatchObject({ status: 'void', voidReason: 'Issued twice', balance: 0 });
    const again = await call('POST', `/api/operator/invoices/${first.data.id}/void`, { reason: 'Again' });
    expect(again.status).toBe(409);

    const company = await call('GET', `/api/operator/companies/${companyId}`);
    expect(company.data.company).toMatchObject({ credit: 3_000, openBalance: 0 });

    const next = await issue(companyId, 5_000);
    expect(next.data).toMatchObject({ status: 'partially_paid', paid: 3_000, balance: 2_000 });
    const detail = await call('GET', `/api/operator/companies/${companyId}`);
    expect(detail.data.company.credit).toBe(0);
    expect(detail.data.receipts.map((r: { method: string }) => r.method).sort()).toEqual(['bank_transfer', 'credit']);

    const filtered = await call('GET', `/api/operator/invoices?status=void&companyId=${companyId}`);
    expect(filtered.data.items.map((i: { id: string }) => i.id)).toEqual([first.data.id]);
  });

  it('lists companies and invoices a page at a time, found by name, host or invoice number', async () => {
    const first = await newCompany('Paging Alpha Trading');
    const second = await newCompany('Paging Beta Trading');
    const [a1, , b1] = [await issue(first, 1_000), await issue(first, 2_000), await issue(second, 3_000)];
    const companies = await call('GET', '/api/operator/companies?q=paging&limit=1&page=2');
    expect(companies.data).toMatchObject({ total: 2, page: 2, limit: 1, items: [{ id: second }] });
    const byHost = await call('GET', '/api/operator/companies?q=pagingalphatrading.localhost');
    expect(byHost.data.items.map((company: { id: string }) => company.id)).toEqual([first]);
    const byCompany = await call('GET', '/api/operator/invoices?q=Paging%20Alpha&limit=1');
    expect(byCompany.data).toMatchObject({ total: 2, limit: 1 });
    expect(byCompany.data.items).toHaveLength(1);
    const byNumber = await call('GET', `/api/operator/invoices?q=${b1.data.number}`);
    expect(byNumber.data).toMatchObject({ total: 1, items: [{ id: b1.data.id, companyId: second }] });
    const wildcard = await call('GET', '/api/operator/invoices?q=%25');
    expect(wildcard.data.total).toBe(0); // a % is a character, not a wildcard
    const ofFirst = await call('GET', `/api/operator/invoices?companyId=${first}&status=pending`);
    expect(ofFirst.data.items.map((invoice: { id: string }) => invoice.id)).toContain(a1.data.id);
    expect(ofFirst.data.total).toBe(2);
  });

  it('refuses a due date before the issue date or not on the calendar', async () => {
    const late = await call('POST', '/api/operator/invoices', {
      companyId: 'demo',
      total: 100,
      description: 'x',
      issuedOn: '2026-05-10',
      dueOn: '2026-05-09',
    });
    expect(late.meta?.errors).toHaveProperty('dueOn');
    const impossible = await call('POST', '/api/operator/invoices', {
      companyId: 'demo',
      total: 100,
      description: 'x',
      dueOn: '2026-02-30',
    });
    expect(impossible.meta?.errors).toHaveProperty('dueOn');
  });
});

describe('monthly invoices', () => {
  /** Moves the company's next period back to the 1st of `monthsAgo` months ago (billing day 1). */
  async function backdate(companyId: string, monthsAgo: number) {
    let start = `${calendarDay().slice(0, 7)}-01`;
    for (let i = 0; i < monthsAgo; i += 1)
      start = `${new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 2, 1)).toISOString().slice(0, 10)}`;
    await t.db
      .update(companySubscriptions)
      .set({ nextPeriodStart: start })
      .where(eq(companySubscriptions.companyId, companyId));
    return start;
  }

  const invoicesOf = (companyId: string) =>
    t.db
      .select()
      .from(subscriptionInvoices)
      .where(and(eq(subscriptionInvoices.companyId, companyId)))
      .orderBy(asc(subscriptionInvoices.periodStart));

  it('starts on the next billing day, then issues each missed month once with the plan terms', async () => {
    const companyId = await newCompany('Monthly Mart', 'growth');
    const created = await call('GET', `/api/operator/companies/${companyId}`);
    const nextStart = created.data.company.nextPeriodStart as string;
    expect(nextStart >= calendarDay()).toBe(true);
    expect(nextStart.endsWith('-01')).toBe(true);
    await issueMonthlyInvoices(t.db, new Date());
    expect(await invoicesOf(companyId)).toHaveLength(calendarDay().endsWith('-01') ? 1 : 0);

    const start = await backdate(companyId, 2);
    const run = await issueMonthlyInvoices(t.db, new Date());
    expect(run.failed).toEqual([]);
    const invoices = await invoicesOf(companyId);
    const periods = [start, nextMonth(start), nextMonth(nextMonth(start))];
    expect(invoices.map((invoice) => invoice.periodStart)).toEqual(periods);
    const today = calendarDay();
    expect(invoices[0]).toMatchObject({
      total: 29_900,
      planId: 'growth',
      issuedOn: today,
      dueOn: addDays(today, 14),
      systemDueOn: addDays(today, 21),
      periodEnd: addDays(nextMonth(start), -1),
      description: `Growth plan, ${start} to ${addDays(nextMonth(start), -1)}`,
      status: 'pending',
    });
    const [subscription] = await t.db
      .select()
      .from(companySubscriptions)
      .where(eq(companySubscriptions.companyId, companyId));
    expect(subscription?.nextPeriodStart).toBe(nextMonth(periods[2]!));

    await issueMonthlyInvoices(t.db, new Date());
    expect(await invoicesOf(companyId)).toHaveLength(3);
  });

  it('issues nothing twice when two runs go at once', async () => {
    const companyId = await newCompany('Twin Runs', 'starter');
    await backdate(companyId, 1);
    const runs = await Promise.all([issueMonthlyInvoices(t.db, new Date()), issueMonthlyInvoices(t.db, new Date())]);
    expect(runs.flatMap((run) => run.failed)).toEqual([]);
    const invoices = await invoicesOf(companyId);
    expect(invoices).toHaveLength(2);
    expect(new Set(invoices.map((invoice) => invoice.periodStart)).size).toBe(2);
    expect(invoices.every((invoice) => invoice.total === 9_900)).toBe(true);
  });

  it('passes over a period that already has a live invoice, and issues again one that was voided', async () => {
    const companyId = await newCompany('Void Again', 'starter');
    const start = await backdate(companyId, 0);
    await issueMonthlyInvoices(t.db, new Date());
    const [first] = await invoicesOf(companyId);
    expect(first?.periodStart).toBe(start);
    await call('POST', `/api/operator/invoices/${first!.id}/void`, { reason: 'Wrong plan' });
    await backdate(companyId, 0);
    await issueMonthlyInvoices(t.db, new Date());
    const invoices = await invoicesOf(companyId);
    expect(invoices.map((invoice) => invoice.status).sort()).toEqual(['pending', 'void']);
    await backdate(companyId, 0);
    expect((await issueMonthlyInvoices(t.db, new Date())).issued).toBe(0);
  });
});

describe('plans and subscriptions', () => {
  it('creates, edits and deactivates a plan; a deactivated plan takes no new company', async () => {
    const created = await call('POST', '/api/operator/plans', {
      name: 'Pilot',
      monthlyPrice: 4_900,
      limits: { agents: 10, staff: null },
      dueDays: 7,
      graceDays: 3,
    });
    expect(created.data).toMatchObject({ name: 'Pilot', limits: { agents: 10, staff: null }, active: true });
    const edited = await call('POST', `/api/operator/plans/${created.data.id}`, {
      name: 'Pilot',
      monthlyPrice: 5_900,
      limits: { agents: 10 },
      active: false,
    });
    expect(edited.data).toMatchObject({ monthlyPrice: 5_900, active: false });
    const refused = await call('POST', '/api/operator/companies/demo/subscription', {
      planId: created.data.id,
      billingDay: 5,
    });
    expect(refused.status).toBe(400);
    expect(refused.meta?.errors).toEqual({ planId: 'This plan is no longer offered.' });
  });

  it('moves the next period to the new billing day, never back; a host already in use is refused', async () => {
    const companyId = await newCompany('Day Shift', 'starter');
    const saved = await call('POST', `/api/operator/companies/${companyId}/subscription`, {
      planId: 'growth',
      billingDay: 15,
    });
    expect(saved.data).toMatchObject({ planName: 'Growth', billingDay: 15 });
    expect(saved.data.nextPeriodStart.endsWith('-15')).toBe(true);
    expect(saved.data.nextPeriodStart >= calendarDay()).toBe(true);

    const taken = await call('POST', '/api/operator/companies', {
      name: 'Copycat',
      host: 'localhost',
      hqEmail: 'hq@copycat.test',
      hqPassword: 'Start#2026',
    });
    expect(taken.status).toBe(409);
    expect(taken.meta?.errors).toEqual({ host: 'This host name already belongs to a company.' });
    const operatorHost = await call('POST', '/api/operator/companies', {
      name: 'Impostor',
      host: OPERATOR_HOST,
      hqEmail: 'hq@impostor.test',
      hqPassword: 'Start#2026',
    });
    expect(operatorHost.status).toBe(409);
    const hq = await t.call('POST', '/api/login', {
      host: 'dayshift.localhost',
      body: { email: 'hq@dayshift.localhost', password: 'Start#2026', type: 'hq' },
    });
    expect(hq.status).toBe(200);
  });
});
