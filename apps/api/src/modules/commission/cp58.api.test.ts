import { randomUUID } from 'node:crypto';
import type { CommissionType, PayoutStatus } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { REGISTERED_PROFILE } from '../../testing/company-profile.js';
import { pdfText } from '../../testing/pdf-text.js';
import { createTestAppAsHq, DEMO_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { addOtherCompanyWithHq } from '../../testing/test-users.js';
import { companies } from '../company/company.tables.js';
import { users } from '../users/users.tables.js';
import { commissionEntries, commissionPayouts, cp58Statements } from './commission.tables.js';

let t: TestApp;
let hq: string;
let agent1: { id: string; token: string };
let agent2: { id: string; token: string };
const YEAR = 2025;

const setCp58 = (on: boolean) =>
  t.db
    .update(companies)
    .set({ features: sql`${companies.features} || ${JSON.stringify({ cp58Feature: on })}::jsonb` })
    .where(eq(companies.id, 'demo'));

/** A ledger entry of an agent (month `period`), optionally in a payout. */
async function entry(agentId: string, type: CommissionType, amount: number, period: string, payoutId?: string) {
  await t.db.insert(commissionEntries).values({
    companyId: 'demo',
    id: newId(),
    key: `cp58-test:${randomUUID()}`,
    beneficiaryId: agentId,
    type,
    amount,
    period,
    status: payoutId ? 'paid' : 'pending',
    payoutId: payoutId ?? null,
    inputs: { kind: 'percent', base: amount * 10, basisPoints: 1000, baseLabel: 'sv' },
  });
}

/** A payout in a status; a paid one with its time. Its entries are written with `entry(…, payoutId)`. */
async function payout(agentId: string, status: PayoutStatus, amount: number, paidAt?: string) {
  const id = newId();
  await t.db.insert(commissionPayouts).values({
    companyId: 'demo',
    id,
    agentId,
    amount,
    status,
    paidAt: paidAt ? new Date(paidAt) : null,
    approvedAt: status === 'requested' ? null : new Date(),
  });
  return id;
}

async function pdfOf(url: string, token: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, body: response.body };
}

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  agent1 = { id: await t.userId('agent1@demo.niaga.test'), token: await t.login('agent1@demo.niaga.test') };
  agent2 = { id: await t.userId('agent2@demo.niaga.test'), token: await t.login('agent2@demo.niaga.test') };
  await t.db
    .update(users)
    .set({
      identityNo: '900101-14-5678',
      tin: 'IG21136425010',
      address1: '3 Jalan Melur',
      postcode: '47300',
      city: 'Petaling Jaya',
      state: 'Selangor',
    })
    .where(eq(users.id, agent1.id));
  await t.db.update(users).set({ identityNo: null, tin: null }).where(eq(users.id, agent2.id));

  // agent1: two payouts paid in 2025 (Kuala Lumpur time), one of them offset by a refund's reversal.
  const first = await payout(agent1.id, 'paid', 15_000, '2025-03-10T04:00:00Z');
  await entry(agent1.id, 'sales_profit', 10_000, '2025-01-01', first);
  await entry(agent1.id, 'overriding', 5_000, '2025-01-01', first);
  const second = await payout(agent1.id, 'paid', 7_000, '2025-12-31T16:30:00Z'); // 1 Jan 2026 00:30 in KL: next year
  await entry(agent1.id, 'sales_profit', 7_000, '2025-11-01', second);
  const third = await payout(agent1.id, 'paid', 2_500, '2025-12-31T15:00:00Z'); // 31 Dec 23:00 in KL
  await entry(agent1.id, 'helper', 3_000, '2025-11-01', third);
  await entry(agent1.id, 'sales_profit', -500, '2025-11-01', third);
  // Paid before the year, requested or approved only, and never claimed: not income of 2025.
  const before = await payout(agent1.id, 'paid', 900, '2024-12-31T15:59:00Z'); // 31 Dec 2024 23:59 in KL
  await entry(agent1.id, 'affiliate', 900, '2024-12-01', before);
  const requested = await payout(agent1.id, 'requested', 4_000);
  await entry(agent1.id, 'leadership', 4_000, '2025-10-01', requested);
  const approved = await payout(agent1.id, 'approved', 6_000);
  await entry(agent1.id, 'performance', 6_000, '2025-10-01', approved);
  await entry(agent1.id, 'introducer', 8_000, '2025-06-01');

  // agent2: one paid payout, no TIN or identity number on its profile.
  const paid2 = await payout(agent2.id, 'paid', 4_200, '2025-07-01T02:00:00Z');
  await entry(agent2.id, 'personal_level', 4_200, '2025-06-01', paid2);
});
afterAll(() => t.close());

describe('feature switch', () => {
  it('refuses every CP58 call while the company feature is off', async () => {
    await setCp58(false);
    const issue = await t.call('POST', '/api/report/cp58', { token: hq, body: { year: YEAR } });
    expect(issue.status).toBe(403);
    expect(issue.meta?.message).toMatch(/CP58 statements are not switched on/);
    expect((await t.call('GET', `/api/report/getcp58?year=${YEAR}`, { token: agent1.token })).status).toBe(403);
    expect((await t.call('GET', `/api/report/searchcp58?year=${YEAR}`, { token: hq })).status).toBe(403);
    expect((await pdfOf(`/api/report/getcp58/pdf?year=${YEAR}`, agent1.token)).status).toBe(403);
    const malay = await t.call('POST', '/api/report/cp58', { token: hq, body: { year: YEAR }, language: 'ms' });
    expect(malay.meta?.message).toMatch(/tidak diaktifkan/);
    await setCp58(true);
  });
});

describe('issuing', () => {
  it('answers 200 with no statement and a clear message before anything is issued (an empty state)', async () => {
    const none = await t.call('GET', `/api/report/getcp58?year=${YEAR}`, { token: agent1.token });
    expect(none.status).toBe(200);
    expect(none.data).toBeNull();
    expect(none.meta?.message).toBe('No CP58 statement has been issued to you for 2025 yet.');
    // The PDF of a statement that does not exist is still missing.
    expect((await pdfOf(`/api/report/getcp58/pdf?year=${YEAR}`, agent1.token)).status).toBe(404);
  });

  it('issues one statement per agent paid in the year, summed by type from paid payouts only', async () => {
    const issued = await t.call('POST', '/api/report/cp58', { token: hq, body: { year: YEAR } });
    expect(issued.status, issued.meta?.message).toBe(200);
    expect(issued.data).toEqual({ year: YEAR, issued: 2, total: 17_500 + 4_200, partial: false, missingDetails: 1 });
    expect(issued.meta?.message).toBe('CP58 statements issued for 2025: 2.');

    const own = await t.call('GET', `/api/report/getcp58?year=${YEAR}`, { token: agent1.token });
    expect(own.status).toBe(200);
    // 10,000 − 500 sales profit (the reversal inside the third payout offsets it), 5,000 overriding, 3,000 helper.
    expect(own.data.amounts).toEqual([
      { type: 'sales_profit', amount: 9_500 },
      { type: 'overriding', amount: 5_000 },
      { type: 'helper', amount: 3_000 },
    ]);
    expect(own.data.total).toBe(17_500);
    expect(own.data.partial).toBe(false);
    expect(own.data.recipient).toMatchObject({
      name: 'Aminah Stockist',
      identityNo: '900101-14-5678',
      tin: 'IG21136425010',
      address: ['3 Jalan Melur', '47300 Petaling Jaya', 'Selangor'],
    });
    expect(own.data.payer.name).toBeTruthy();
    expect(own.data.issuedByName).toBe('Hana HQ');
  });

  it('keeps the payer details of the day of issue and replaces the statements when issued again', async () => {
    const profile = await t.call('POST', '/api/setup/company/store', {
      token: hq,
      body: REGISTERED_PROFILE,
    });
    expect(profile.status, profile.meta?.message).toBe(200);
    const before = await t.call('GET', `/api/report/getcp58?year=${YEAR}`, { token: agent1.token });
    expect(before.data.payer.roc).toBeNull();

    // A late payout of 2025 is marked paid; the agent's TIN is corrected; agent2's payout turns out unpaid.
    const late = await payout(agent1.id, 'paid', 1_000, '2025-12-20T03:00:00Z');
    await entry(agent1.id, 'leadership', 1_000, '2025-11-01', late);
    await t.db
      .update(commissionPayouts)
      .set({ status: 'approved', paidAt: null })
      .where(eq(commissionPayouts.agentId, agent2.id));
    const again = await t.call('POST', '/api/report/cp58', { token: hq, body: { year: YEAR } });
    expect(again.data).toMatchObject({ issued: 1, total: 18_500, missingDetails: 0 });
    const rows = await t.db
      .select()
      .from(cp58Statements)
      .where(and(eq(cp58Statements.companyId, 'demo'), eq(cp58Statements.year, YEAR)));
    expect(rows.map((row) => row.agentId)).toEqual([agent1.id]);

    const after = await t.call('GET', `/api/report/getcp58?year=${YEAR}`, { token: agent1.token });
    expect(after.data.total).toBe(18_500);
    expect(after.data.amounts).toContainEqual({ type: 'leadership', amount: 1_000 });
    expect(after.data.payer).toEqual({
      name: 'Niaga Demo Sdn Bhd',
      roc: '202001012345',
      tin: 'C2584563200',
      address: ['12 Jalan Tun Razak', '50400 Kuala Lumpur', 'W.P. Kuala Lumpur'],
      phone: '+60 321600000',
      email: 'office@demo.niaga.test',
    });
    // Back as it was for the tests below.
    await t.db
      .update(commissionPayouts)
      .set({ status: 'paid', paidAt: new Date('2025-07-01T02:00:00Z') })
      .where(eq(commissionPayouts.agentId, agent2.id));
    expect((await t.call('POST', '/api/report/cp58', { token: hq, body: { year: YEAR } })).data.issued).toBe(2);
  });

  it('issues the current year as "so far" and refuses a year that has not started', async () => {
    const year = new Date().getUTCFullYear();
    const now = await payout(agent1.id, 'paid', 1_200, new Date(Date.now() - 60_000).toISOString());
    await entry(agent1.id, 'affiliate', 1_200, `${year}-01-01`, now);
    const current = await t.call('POST', '/api/report/cp58', { token: hq, body: { year } });
    expect(current.status).toBe(200);
    expect(current.data).toMatchObject({ issued: 1, partial: true });
    expect(current.meta?.message).toMatch(/so far/);
    const statement = await t.call('GET', `/api/report/getcp58?year=${year}`, { token: agent1.token });
    expect(statement.data.partial).toBe(true);
    const future = await t.call('POST', '/api/report/cp58', { token: hq, body: { year: year + 2 } });
    expect(future.status).toBe(400);
    expect(future.meta?.errors?.year).toBe('This year has not started yet.');
    const bad = await t.call('POST', '/api/report/cp58', { token: hq, body: { year: 'soon' } });
    expect(bad.status).toBe(400);
    expect(bad.meta?.errors?.year).toBe('Enter a year such as 2026.');
  });
});

describe('reading', () => {
  it('shows an agent its own statement only; another agent or company answers 404', async () => {
    const other = await t.call('GET', `/api/report/getcp58?year=${YEAR}&agentId=${agent1.id}`, {
      token: agent2.token,
    });
    expect(other.status).toBe(404);
    expect((await pdfOf(`/api/report/getcp58/pdf?year=${YEAR}&agentId=${agent1.id}`, agent2.token)).status).toBe(404);
    const own = await t.call('GET', `/api/report/getcp58?year=${YEAR}`, { token: agent2.token });
    expect(own.data).toMatchObject({ agentId: agent2.id, total: 4_200, recipient: { identityNo: null, tin: null } });
    const agent3 = await t.login('agent3@demo.niaga.test');
    const none = await t.call('GET', `/api/report/getcp58?year=${YEAR}`, { token: agent3 });
    expect([none.status, none.data]).toEqual([200, null]);
    expect((await t.call('POST', '/api/report/cp58', { token: agent3, body: { year: YEAR } })).status).toBe(403);
    expect((await t.call('GET', `/api/report/searchcp58?year=${YEAR}`, { token: agent3 })).status).toBe(403);

    const byHq = await t.call('GET', `/api/report/getcp58?year=${YEAR}&agentId=${agent1.id}`, { token: hq });
    expect(byHq.data.total).toBe(18_500);
    const noAgent = await t.call('GET', `/api/report/getcp58?year=${YEAR}`, { token: hq });
    expect(noAgent.status).toBe(400);
    const notIssued = await t.call('GET', `/api/report/getcp58?year=2019&agentId=${agent1.id}`, { token: hq });
    expect(notIssued.meta?.message).toBe('No CP58 statement has been issued to this agent for 2019.');

    await addOtherCompanyWithHq(t, { name: 'Other Bhd', hqName: 'O' });
    await t.db
      .update(companies)
      .set({ features: { cp58Feature: true } })
      .where(eq(companies.id, 'other'));
    const foreignHq = await t.login('hq@other.test', 'hq', DEMO_PASSWORD, 'other.localhost');
    const foreign = await t.call('GET', `/api/report/getcp58?year=${YEAR}&agentId=${agent1.id}`, { token: foreignHq });
    expect(foreign.status).toBe(404);
  });

  it('answers the PDF: an A4 statement with the agent, the company, the amounts and the total', async () => {
    const pdf = await pdfOf(`/api/report/getcp58/pdf?year=${YEAR}`, agent1.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="CP58-2025-Aminah-Stockist.pdf"');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(pdf.bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe('CP58 2025 Aminah Stockist');
    const words = pdfText(pdf.bytes);
    for (const expected of [
      'Aminah Stockist',
      '900101-14-5678',
      'IG21136425010',
      'Niaga Demo Sdn Bhd',
      '202001012345',
      'C2584563200',
      'Sales profit',
      'RM 95.00',
      'RM 185.00',
      'For the year ended 31 December 2025',
    ])
      expect(words).toContain(expected);

    const byHq = await pdfOf(`/api/report/getcp58/pdf?year=${YEAR}&agentId=${agent2.id}`, hq);
    expect(byHq.status).toBe(200);
    expect(pdfText(byHq.bytes)).toContain('Badrul Dealer');
    const malay = await t.app.inject({
      method: 'GET',
      url: `/api/report/getcp58/pdf?year=${YEAR}`,
      headers: { authorization: `Bearer ${agent1.token}`, 'accept-language': 'ms' },
    });
    expect(pdfText(malay.rawPayload)).toContain('Bagi tahun berakhir 31 Disember 2025');
  });

  it('lists the issued statements for HQ: searchable, paged, flagging missing TIN or identity numbers', async () => {
    const all = await t.call('GET', `/api/report/searchcp58?year=${YEAR}`, { token: hq });
    expect(all.status).toBe(200);
    expect(all.data).toMatchObject({ total: 2, issued: 2, year: YEAR, missingDetails: 1, grandTotal: 18_500 + 4_200 });
    expect(all.data.items.map((row: { name: string }) => row.name)).toEqual(['Aminah Stockist', 'Badrul Dealer']);
    expect(all.data.items[1]).toMatchObject({ missingTin: true, missingIdentity: true, total: 4_200 });
    expect(all.data.items[0]).toMatchObject({ missingTin: false, missingIdentity: false, tin: 'IG21136425010' });

    const byName = await t.call('GET', `/api/report/searchcp58?year=${YEAR}&q=badrul`, { token: hq });
    expect(byName.data.items.map((row: { agentId: string }) => row.agentId)).toEqual([agent2.id]);
    const byTin = await t.call('GET', `/api/report/searchcp58?year=${YEAR}&q=IG2113`, { token: hq });
    expect(byTin.data).toMatchObject({ total: 1, issued: 2 });
    const paged = await t.call('GET', `/api/report/searchcp58?year=${YEAR}&limit=1&page=2`, { token: hq });
    expect(paged.data).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(paged.data.items.map((row: { name: string }) => row.name)).toEqual(['Badrul Dealer']);
    const empty = await t.call('GET', '/api/report/searchcp58?year=2020', { token: hq });
    expect(empty.data).toMatchObject({ items: [], total: 0, issuedAt: null });
  });
});
