import { randomUUID } from 'node:crypto';
import type { BankDetail } from '@niaga/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvField } from '../../platform/csv.js';
import type { TestApp } from '../../testing/test-app.js';
import { users } from '../users/users.tables.js';
import { bankFileCsv, type KnownBank, matchBank, plainAmount } from './bank-file.js';
import { commissionEntries, commissionPayouts, commissionPeriods } from './commission.tables.js';
import { type CommissionShop, createCommissionShop, type TestAgent, thisMonth } from './commission-fixtures.js';
import { payableBalance } from './ledger.repo.js';
import { nextMonth } from './periods.js';

let t: TestApp;
let hq: string;
let L1: string;
let L2: string;
let L3: string;
let P: string;

const MAYBANK: BankDetail = {
  bankCountry: 'MY',
  bankName: 'Maybank',
  accountNumber: '514012345678',
  accountName: 'Tan, "Ah" Kow',
};

let shop: CommissionShop;
type Agent = TestAgent;

async function agent(levelId: string, upline: Agent | null, bank: BankDetail | null = MAYBANK): Promise<Agent> {
  const created = await shop.agent(levelId, upline, 'Payout Agent');
  await t.db.update(users).set({ bank, identityNo: '900101-14-5678' }).where(eq(users.id, created.id));
  return created;
}

/** HQ → A (L1) → B (L2) → C (L3): C's first order of 10 × P pays B 100.00 sales profit + 50.00 introducer. */
async function tree(bank: BankDetail | null = MAYBANK) {
  const A = await agent(L1, null, bank);
  const B = await agent(L2, A, bank);
  const C = await agent(L3, B, bank);
  return { A, B, C };
}

const walletOrder = (buyer: Agent, quantity: number) => shop.walletOrder(buyer, P, quantity);

/** Until the month close lands: a closed commission_periods row (months close in order, the last one counts). */
async function closeMonth(month = thisMonth()) {
  await t.db
    .insert(commissionPeriods)
    .values({ companyId: 'demo', month, status: 'closed', closedAt: new Date() })
    .onConflictDoNothing();
}
const reopenAll = () => t.db.delete(commissionPeriods).where(eq(commissionPeriods.companyId, 'demo'));

async function withClosedMonth<T>(run: () => Promise<T>): Promise<T> {
  await closeMonth();
  try {
    return await run();
  } finally {
    await reopenAll();
  }
}

const request = (who: Agent, language?: string, headers?: Record<string, string>) =>
  t.call('POST', '/api/commission/request-payout', { token: who.token, language, headers });
const balance = async (who: Agent) =>
  (await t.call('GET', '/api/commission/payouts', { token: who.token })).data.balance.payable as number;
/** The balances of the agent's commission page. */
const balances = async (who: Agent) => (await t.call('GET', '/api/commission', { token: who.token })).data.balances;
const approve = (ids: string[], token = hq) =>
  t.call('POST', '/api/commission/payouts/approve', { token, body: { ids } });
const markPaid = (ids: string[], reference?: string) =>
  t.call('POST', '/api/commission/payouts/mark-paid', {
    token: hq,
    body: { ids, ...(reference ? { reference } : {}) },
  });
const reject = (id: string, reason?: string) =>
  t.call('POST', '/api/commission/payouts/reject', { token: hq, body: { id, ...(reason ? { reason } : {}) } });
const bankFile = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/commission/payouts/bank-file?${query}`,
    headers: { host: 'localhost', authorization: `Bearer ${hq}` },
  });
const entriesOfPayout = (payoutId: string) =>
  t.db
    .select()
    .from(commissionEntries)
    .where(and(eq(commissionEntries.companyId, 'demo'), eq(commissionEntries.payoutId, payoutId)));
const statusOf = async (id: string) =>
  (
    await t.db.select({ status: commissionPayouts.status }).from(commissionPayouts).where(eq(commissionPayouts.id, id))
  )[0]?.status;

beforeAll(async () => {
  shop = await createCommissionShop({ commissionOff: [], minPayout: 0 });
  ({
    t,
    hq,
    levels: [L1, L2, L3],
  } = shop);
  P = (await shop.productP(undefined, 10_000)).id;
});
afterAll(() => t.close());

describe('payouts', () => {
  it('from a counted order to a paid payout: request, approve, bank file, mark paid', async () => {
    const { B, C } = await tree();
    const orderId = await walletOrder(C, 10);

    // The month is open: nothing is payable yet.
    const early = await request(B);
    expect(early.status).toBe(409);
    expect(early.meta?.message).toMatch(/no payable commission/i);

    await withClosedMonth(async () => {
      expect(await balance(B)).toBe(15_000);
      const requested = await request(B);
      expect(requested.status, requested.meta?.message).toBe(200);
      expect(requested.data).toMatchObject({
        agentId: B.id,
        amount: 15_000,
        status: 'requested',
        entryCount: 2,
        bank: { bankName: 'Maybank', accountNumber: '514012345678' },
      });
      const id = requested.data.id as string;
      expect(requested.data.entries.map((entry: { type: string }) => entry.type).sort()).toEqual([
        'introducer',
        'sales_profit',
      ]);
      expect(requested.data.entries[0]).toMatchObject({ sourceOrderId: orderId, status: 'payable', reversal: false });
      expect(await balance(B)).toBe(0);
      // Between request and paid the money shows as requested, neither payable nor paid.
      expect(await balances(B)).toEqual({ payable: 0, pending: 0, requested: 15_000, paid: 0 });

      // HQ's list: by status, searched by the agent's e-mail, with counts.
      const list = await t.call('GET', `/api/commission/payouts?status=requested&q=${B.email}`, { token: hq });
      expect(list.status).toBe(200);
      expect(list.data.items.map((item: { id: string }) => item.id)).toEqual([id]);
      expect(list.data.counts).toMatchObject({ requested: 1, approved: 0, paid: 0, rejected: 0 });
      expect(list.data.balance).toBeNull();

      const approved = await approve([id]);
      expect(approved.status, approved.meta?.message).toBe(200);
      expect(approved.data).toMatchObject({ done: 1, refused: 0, results: [{ id, ok: true, outcome: 'approved' }] });
      expect((await balances(B)).requested).toBe(15_000);

      const file = await bankFile('status=approved');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/text\/csv/);
      expect(file.headers['content-disposition']).toMatch(/attachment; filename="payouts-.*\.csv"/);
      const lines = file.body.split('\r\n');
      expect(lines[0]).toBe(
        'Payment reference,Bank name,SWIFT/BIC,Account number,Account holder name,Amount,Agent e-mail,Identity no',
      );
      const reference = requested.data.reference as string;
      expect(reference).toMatch(/^[A-Z0-9]*PO[0-9A-F]{8}$/);
      expect(lines).toContain(
        `${reference},Maybank (Malayan Banking Berhad),MBBEMYKL,514012345678,"Tan, ""Ah"" Kow",150.00,${B.email},900101-14-5678`,
      );
      const [stamped] = await t.db
        .select({ bankFileAt: commissionPayouts.bankFileAt })
        .from(commissionPayouts)
        .where(eq(commissionPayouts.id, id));
      expect(stamped?.bankFileAt).not.toBeNull();

      const paid = await markPaid([id], 'TRX-2026-11-001');
      expect(paid.status, paid.meta?.message).toBe(200);
      expect(paid.data.results[0]).toMatchObject({ ok: true, outcome: 'paid' });
      const detail = await t.call('GET', `/api/commission/payouts/${id}`, { token: B.token });
      expect(detail.data).toMatchObject({
        status: 'paid',
        paymentReference: 'TRX-2026-11-001',
        paidByName: expect.any(String),
      });
      expect(detail.data.paidAt).not.toBeNull();
      expect(detail.data.entries.every((entry: { status: string }) => entry.status === 'paid')).toBe(true);
      expect((await entriesOfPayout(id)).every((entry) => entry.status === 'paid')).toBe(true);
      expect(await balances(B)).toEqual({ payable: 0, pending: 0, requested: 0, paid: 15_000 });
      expect(await balance(B)).toBe(0);

      // The bank file has no approved payouts left.
      expect((await bankFile('status=approved')).statusCode).toBe(409);
    });
  });

  it('refuses a payout below the company minimum, saying the minimum in money, and claims nothing', async () => {
    const { B, C } = await tree();
    await walletOrder(C, 10);
    const stored = await t.call('POST', '/api/setup/commission-settings/store', {
      token: hq,
      body: { minPayout: 100_000 },
    });
    expect(stored.status, stored.meta?.message).toBe(200);
    try {
      await withClosedMonth(async () => {
        const refused = await request(B);
        expect(refused.status).toBe(409);
        expect(refused.meta?.message).toBe(
          'Your payable balance of RM 150.00 is below the minimum payout of RM 1,000.00.',
        );
        const malay = await request(B, 'ms');
        expect(malay.meta?.message).toContain('RM 1,000.00');
        expect(malay.meta?.message).not.toBe(refused.meta?.message);
        expect(await balance(B)).toBe(15_000);
        const page = await t.call('GET', '/api/commission/payouts', { token: B.token });
        expect(page.data.balance).toMatchObject({ minPayout: 100_000, hasBank: true, suspended: false });
        expect(page.data.items).toEqual([]);
      });
    } finally {
      await t.call('POST', '/api/setup/commission-settings/store', { token: hq, body: { minPayout: 0 } });
    }
  });

  it('refuses without bank details (pointing to Profile › Bank) and for a suspended agent', async () => {
    const { B, C } = await tree(null);
    await walletOrder(C, 10);
    await withClosedMonth(async () => {
      const refused = await request(B);
      expect(refused.status).toBe(409);
      expect(refused.meta?.message).toContain('Profile › Bank');
      expect((await request(B, 'id')).meta?.message).toContain('Profil › Bank');
      expect(await balance(B)).toBe(15_000);

      await t.db.update(users).set({ bank: MAYBANK, status: 'suspended' }).where(eq(users.id, B.id));
      // The sign-in check turns a suspended agent away already; the service refuses too (defence in depth).
      const suspended = await request(B);
      expect([401, 403, 409]).toContain(suspended.status);
      expect(await payableBalance(t.db, 'demo', B.id)).toBe(15_000);
    });
  });

  it('a rejection needs a reason and releases the entries: payable again', async () => {
    const { B, C } = await tree();
    await walletOrder(C, 10);
    await withClosedMonth(async () => {
      const first = (await request(B)).data.id as string;
      expect((await reject(first)).status).toBe(400);
      const rejected = await reject(first, 'Account name does not match');
      expect(rejected.status, rejected.meta?.message).toBe(200);
      expect(rejected.data).toMatchObject({ status: 'rejected', rejectReason: 'Account name does not match' });
      expect(await entriesOfPayout(first)).toEqual([]);
      expect(await balance(B)).toBe(15_000);

      // The agent sees the reason; asking again claims the same entries.
      const own = await t.call('GET', '/api/commission/payouts', { token: B.token });
      expect(own.data.items[0]).toMatchObject({
        id: first,
        status: 'rejected',
        rejectReason: 'Account name does not match',
      });
      const second = await request(B);
      expect(second.status).toBe(200);
      expect(second.data.amount).toBe(15_000);

      // An approved payout can be rejected too.
      expect((await approve([second.data.id])).status).toBe(200);
      expect((await reject(second.data.id, 'Bank returned the transfer')).status).toBe(200);
      expect(await balance(B)).toBe(15_000);
    });
  });

  it('illegal moves answer 409 and change nothing; bulk moves report each outcome', async () => {
    const { B, C } = await tree();
    await walletOrder(C, 10);
    const other = await tree();
    await walletOrder(other.C, 10);
    await withClosedMonth(async () => {
      const id = (await request(B)).data.id as string;
      const notApproved = await markPaid([id]);
      expect(notApproved.status).toBe(409);
      expect(notApproved.meta?.message).toMatch(/not approved yet/);
      expect(await statusOf(id)).toBe('requested');

      expect((await approve([id])).status).toBe(200);
      const again = await approve([id]);
      expect(again.status).toBe(409);
      expect(again.meta?.message).toBe('This payout is already approved.');

      const mixed = await approve([id, 'no-such-payout']);
      expect(mixed.status).toBe(409);
      expect((await approve(['no-such-payout'])).status).toBe(404);

      expect((await markPaid([id])).status).toBe(200);
      const rejectPaid = await reject(id, 'too late');
      expect(rejectPaid.status).toBe(409);
      expect(rejectPaid.meta?.message).toBe('A paid payout cannot be rejected.');
      expect(await statusOf(id)).toBe('paid');
      expect((await approve([id])).meta?.message).toBe('This payout is already paid.');
      expect((await markPaid([id])).status).toBe(409);

      // A bulk approval with one movable payout: 200, each id's outcome.
      const second = (await request(other.B)).data.id as string;
      const bulk = await approve([id, second, 'no-such-payout']);
      expect(bulk.status).toBe(200);
      expect(bulk.data).toMatchObject({ done: 1, refused: 2 });
      expect(bulk.data.results.map((result: { outcome: string }) => result.outcome)).toEqual([
        'alreadyPaid',
        'approved',
        'notFound',
      ]);

      // Not HQ: agents may not move payouts, nor see another agent's.
      expect((await approve([second], B.token)).status).toBe(403);
      expect((await t.call('GET', `/api/commission/payouts/${second}`, { token: B.token })).status).toBe(404);
    });
  });

  it('two requests at once make exactly one payout of the balance; two approvals at once, one wins', async () => {
    const { B, C } = await tree();
    await walletOrder(C, 10);
    await withClosedMonth(async () => {
      const answers = await Promise.all([request(B), request(B), request(B)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      const payouts = await t.db.select().from(commissionPayouts).where(eq(commissionPayouts.agentId, B.id));
      expect(payouts).toHaveLength(1);
      expect(payouts[0]?.amount).toBe(15_000);
      const id = payouts[0]?.id as string;
      expect((await entriesOfPayout(id)).reduce((sum, entry) => sum + entry.amount, 0)).toBe(15_000);

      const approvals = await Promise.all([approve([id]), approve([id])]);
      expect(approvals.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const paying = await Promise.all([markPaid([id]), markPaid([id])]);
      expect(paying.map((answer) => answer.status).sort()).toEqual([200, 409]);
    });
  });

  it('the same Idempotency-Key answers the same payout', async () => {
    const { B, C } = await tree();
    await walletOrder(C, 10);
    await withClosedMonth(async () => {
      const headers = { 'idempotency-key': `payout-${randomUUID()}` };
      const [first, second] = await Promise.all([request(B, 'en', headers), request(B, 'en', headers)]);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.data.id).toBe(first.data.id);
      expect(await t.db.select().from(commissionPayouts).where(eq(commissionPayouts.agentId, B.id))).toHaveLength(1);
    });
  });

  it('a refund after a paid payout gives negative entries that offset the next payout', async () => {
    const { B, C } = await tree();
    const first = await walletOrder(C, 10);
    let paidId = '';
    await closeMonth();
    try {
      paidId = (await request(B)).data.id as string;
      expect((await approve([paidId])).status).toBe(200);
      expect((await markPaid([paidId])).status).toBe(200);
      // Refunded after the close: the paid entries stay paid, their reversals go to the next month.
      const refunded = await t.call('POST', `/api/orders/${first}/refund`, { token: hq, body: { method: 'wallet' } });
      expect(refunded.status, refunded.meta?.message).toBe(200);
    } finally {
      await reopenAll();
    }
    const reversals = await t.db
      .select()
      .from(commissionEntries)
      .where(and(eq(commissionEntries.beneficiaryId, B.id), eq(commissionEntries.period, nextMonth(thisMonth()))));
    expect(reversals.reduce((sum, entry) => sum + entry.amount, 0)).toBe(-15_000);
    expect((await entriesOfPayout(paidId)).every((entry) => entry.status === 'paid')).toBe(true);

    const second = await walletOrder(C, 20);
    const earned = await t.db
      .select()
      .from(commissionEntries)
      .where(and(eq(commissionEntries.beneficiaryId, B.id), eq(commissionEntries.sourceOrderId, second)));
    const secondTotal = earned.reduce((sum, entry) => sum + entry.amount, 0);
    expect(secondTotal).toBeGreaterThan(15_000);

    await closeMonth();
    await closeMonth(nextMonth(thisMonth()));
    try {
      expect(await balance(B)).toBe(secondTotal - 15_000);
      const next = await request(B);
      expect(next.status, next.meta?.message).toBe(200);
      expect(next.data.amount).toBe(secondTotal - 15_000);
      expect(next.data.entries.filter((entry: { reversal: boolean }) => entry.reversal)).toHaveLength(2);
      expect((await entriesOfPayout(next.data.id)).map((entry) => entry.id).sort()).toEqual(
        [...earned, ...reversals].map((entry) => entry.id).sort(),
      );
    } finally {
      await reopenAll();
    }
  });
});

describe('commission settings', () => {
  it('round trip: defaults, store a part, the rest of the features kept; HQ only; validated', async () => {
    const before = await t.call('GET', '/api/setup/commission-settings', { token: hq });
    expect(before.status).toBe(200);
    expect(before.data).toEqual({
      commissionOff: [],
      zeroriseOverriding: false,
      minPayout: 0,
      incomeStatement: true,
      cp58Feature: false,
    });
    const stored = await t.call('POST', '/api/setup/commission-settings/store', {
      token: hq,
      body: { commissionOff: ['leadership', 'helper'], cp58Feature: true, minPayout: 5_000 },
    });
    expect(stored.status, stored.meta?.message).toBe(200);
    expect(stored.meta?.message).toBe('Commission settings saved.');
    expect(stored.data).toEqual({
      commissionOff: ['helper', 'leadership'],
      zeroriseOverriding: false,
      minPayout: 5_000,
      incomeStatement: true,
      cp58Feature: true,
    });
    const again = await t.call('GET', '/api/setup/commission-settings', { token: hq });
    expect(again.data).toEqual(stored.data);
    const features = await t.call('GET', '/api/setup/company-features', { token: hq });
    expect(features.data.selfPickup).toBe(true);

    const invalid = await t.call('POST', '/api/setup/commission-settings/store', {
      token: hq,
      body: { minPayout: -1, commissionOff: ['bogus'] },
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.meta?.errors ?? {})).toEqual(expect.arrayContaining(['minPayout']));

    const { A } = await tree();
    expect((await t.call('GET', '/api/setup/commission-settings', { token: A.token })).status).toBe(403);
    await t.call('POST', '/api/setup/commission-settings/store', {
      token: hq,
      body: { commissionOff: [], cp58Feature: false, minPayout: 0 },
    });
  });

  it('a type switched off in the settings is no longer credited', async () => {
    const { B, C } = await tree();
    const off = await t.call('POST', '/api/setup/commission-settings/store', {
      token: hq,
      body: { commissionOff: ['sales_profit'] },
    });
    expect(off.status).toBe(200);
    try {
      const orderId = await walletOrder(C, 2);
      const entries = await t.db
        .select({ type: commissionEntries.type, beneficiaryId: commissionEntries.beneficiaryId })
        .from(commissionEntries)
        .where(inArray(commissionEntries.sourceOrderId, [orderId]));
      expect(entries).toEqual([{ type: 'introducer', beneficiaryId: B.id }]);
    } finally {
      await t.call('POST', '/api/setup/commission-settings/store', { token: hq, body: { commissionOff: [] } });
    }
    const orderId = await walletOrder(C, 1);
    const entries = await t.db
      .select({ type: commissionEntries.type })
      .from(commissionEntries)
      .where(eq(commissionEntries.sourceOrderId, orderId));
    expect(entries.map((entry) => entry.type)).toContain('sales_profit');
  });
});

describe('bank file helpers', () => {
  const banks: KnownBank[] = [
    {
      country: 'MY',
      code: 'MAYBANK',
      name: 'Maybank (Malayan Banking Berhad)',
      swiftCode: 'MBBEMYKL',
      aliases: 'Malayan Banking | MBB | M2U',
    },
    { country: 'MY', code: 'CIMB', name: 'CIMB Bank Berhad', swiftCode: 'CIBBMYKL', aliases: 'CIMB Bank' },
  ];

  it('quotes fields with commas, quotes and line breaks; defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Tan, Ah Kow')).toBe('"Tan, Ah Kow"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-12.00', false)).toBe('-12.00');
  });

  it('amounts as 1234.50', () => {
    expect([0, 5, 50, 123_450, 100_000_000].map(plainAmount)).toEqual([
      '0.00',
      '0.05',
      '0.50',
      '1234.50',
      '1000000.00',
    ]);
  });

  it("matches the agent's bank by code, name or alias, in its country", () => {
    for (const typed of ['Maybank', 'maybank', 'Maybank (Malayan Banking Berhad)', 'Malayan Banking Bhd', 'MBB'])
      expect(matchBank(banks, { bankCountry: 'MY', bankName: typed })?.swiftCode, typed).toBe('MBBEMYKL');
    expect(matchBank(banks, { bankCountry: 'MY', bankName: 'CIMB Bank Bhd.' })?.code).toBe('CIMB');
    expect(matchBank(banks, { bankCountry: 'ID', bankName: 'Maybank' })).toBeNull();
    expect(matchBank(banks, { bankCountry: 'MY', bankName: 'Bank of Nowhere' })).toBeNull();
    const csv = bankFileCsv(
      [
        {
          reference: 'PO1',
          amount: 100,
          bank: { bankName: 'Bank of Nowhere', accountNumber: '123456', accountName: 'A' },
          agentEmail: 'a@b.c',
          identityNo: null,
        },
      ],
      banks,
    );
    expect(csv.split('\r\n')[1]).toBe('PO1,Bank of Nowhere,,123456,A,1.00,a@b.c,');
  });
});
