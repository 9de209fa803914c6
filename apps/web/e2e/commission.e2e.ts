import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAddress, checkoutSetup, type Levels, stockedProduct } from './checkout-support';
import { apiToken, call } from './recruitment-support';
import { agent, baseUrl, HQ } from './support/browser';
import { sql } from './support/mail';
import { quiet } from './support/quiet';
import { type Scheme, SHOT_PAIRS, shoot, shotPage, WIDE_VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';
import { fundWallet } from './support/wallet';

// The demo tree: agent1 (Stockist) → agent2 (Dealer) → agent3 (Agent). The test product costs 12.00 for a
// Stockist, 13.00 for a Dealer and 14.00 for an Agent, so agent3 buying 5 earns agent2 "(14.00 − 13.00) × 5".
const FORMULA = '(14.00 − 13.00) × 5 = 5.00';

let hq: string;
let dealer: string; // agent2's token
let entryId: string;
const PERFORMANCE_ID = `e2e-performance-${randomUUID().slice(0, 8)}`;

const shotPageOf = (viewport: keyof typeof WIDE_VIEWPORTS, scheme: Scheme, token: string) =>
  shotPage(browser, WIDE_VIEWPORTS[viewport], scheme, token);

/** An order paid from the buyer's wallet (funded here): it counts at once and the commission is credited. */
async function walletOrder(buyer: string, email: string, productId: string, quantity: number) {
  await fundWallet(email, 1_000_000);
  const addressId = await addAddress(buyer, 'Chong');
  await call('POST', '/api/sales/my-shop/add-cart', buyer, { kind: 'product', itemId: productId, quantity });
  const response = await fetch(`${baseUrl()}/api/sales/checkout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${buyer}`, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ delivery: 'shipping', addressId, paymentMethod: 'wallet' }),
  });
  const json = (await response.json()) as {
    data: { order: { id: string; status: string } };
    meta: { message: string };
  };
  if (!response.ok) throw new Error(`checkout: ${response.status} ${json.meta.message}`);
  if (json.data.order.status !== 'to_ship') throw new Error(`the wallet order is ${json.data.order.status}`);
  return json.data.order;
}

/** The first day of last month (YYYY-MM-01) in Kuala Lumpur. */
function lastMonth() {
  const now = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
}

async function waitFor(page: Page, testId: string) {
  await page.getByTestId(testId).first().waitFor();
}

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  const product = await stockedProduct(hq, levels, { name: 'Kopi Commission Test', sku: 'COM-KOPI', stock: 100 });
  await checkoutSetup(hq);
  await call('POST', '/api/setup/company-commission-rank/update', hq, {
    ranks: [
      { commission_name: 'Bronze', personal_sales: 0, total_personal_group_sales: 5_000, side_group_sales: 0 },
      { commission_name: 'Silver', personal_sales: 5_000, total_personal_group_sales: 20_000, side_group_sales: 0 },
      {
        commission_name: 'Gold',
        personal_sales: 20_000,
        total_personal_group_sales: 100_000,
        side_group_sales: 10_000,
      },
    ],
  });
  const buyer = await apiToken(agent(3).email, 'agent');
  await walletOrder(buyer, agent(3).email, product.id, 5);
  dealer = await apiToken(agent(2).email, 'agent');
  // A closed last month with a personal-level commission: a payable balance and a past month with its rank.
  await sql(
    `with a as (select company_id, id from users where email = $1),
       r as (select id from commission_ranks where company_id = 'demo' and name = 'Silver'),
       e as (insert into commission_entries (company_id, id, key, beneficiary_id, type, amount, period, inputs)
             select company_id, gen_random_uuid()::text, 'e2e:' || id, id, 'personal_level', 2500, $2::date,
                    '{"kind":"percent","base":50000,"basisPoints":500,"baseLabel":"ps"}'::jsonb from a),
       k as (insert into commission_agent_ranks (company_id, month, agent_id, rank_id, ps, tpgs, side_group_sales)
             select a.company_id, $2::date, a.id, r.id, 50000, 150000, 0 from a, r)
     insert into commission_periods (company_id, month, status, closed_at) values ('demo', $2::date, 'closed', now())`,
    [agent(2).email, lastMonth()],
  );
  // Last month's performance bonus with one direct leg, as the close keeps it: every input of the leg term.
  await sql(
    `insert into commission_entries (company_id, id, key, beneficiary_id, type, amount, period, inputs)
     select company_id, $3, 'e2e-performance:' || id, id, 'performance', 12000, $2::date, $4::jsonb
     from users where email = $1`,
    [
      agent(2).email,
      lastMonth(),
      PERFORMANCE_ID,
      JSON.stringify({
        kind: 'performance',
        basisPoints: 1_000,
        tpgs: 150_000,
        rankName: 'Silver',
        legs: [
          {
            agentId: 'leg-top',
            agentName: 'Chong Agent',
            basisPoints: 500,
            rankName: 'Bronze',
            tpgs: 100_000,
            paid: 3_000,
            cap: 10_000,
            deduction: 3_000,
          },
        ],
      }),
    ],
  );
  const details = await call<{ items: Array<{ id: string; formula: string }> }>(
    'GET',
    '/api/commission/details?type=sales_profit',
    dealer,
  );
  const entry = details.items.find((item) => item.formula === FORMULA);
  if (!entry) throw new Error(`no sales-profit entry with ${FORMULA}: ${JSON.stringify(details.items)}`);
  entryId = entry.id;
});

describe('commission views', () => {
  it('an agent opens /commission, the sales-profit details and the check calculation with its formula', async () => {
    const { context, page } = await shotPageOf('desktop', 'light', dealer);
    try {
      await page.goto(`${baseUrl()}/commission`);
      await waitFor(page, 'this-month-total');
      expect(await page.getByTestId('this-month-total').textContent()).toBe('RM 5.00');
      // Last month's personal-level 25.00 and performance 120.00.
      expect(await page.getByTestId('balance-payable-value').textContent()).toBe('RM 145.00');
      expect(await page.getByTestId('balance-requested-value').textContent()).toBe('RM 0.00');
      expect(await page.getByTestId('agent-sold-margin').textContent()).toContain('RM 0.00');
      expect(await page.getByTestId('rank-achieved').textContent()).toBe('Bronze');
      expect(await page.getByTestId('rank-progress').locator('[data-threshold]').count()).toBe(3);
      expect(await page.getByTestId('request-payout').getAttribute('href')).toBe('/commission/payouts');
      // The menu: "Commission" under the commission group.
      expect(await page.locator('a[href="/commission"]').count()).toBeGreaterThan(0);

      await page.getByTestId('this-month').getByTestId('type-link-sales_profit').click();
      await page.waitForURL(/\/commission\/details\?type=sales_profit/);
      const row = page.locator(`[data-testid="commission-entries"] [data-entry="${entryId}"]`);
      await row.waitFor();
      expect(await row.getByTestId('entry-formula').textContent()).toBe(FORMULA);
      expect(await row.getByTestId('entry-order').textContent()).toMatch(/\S/);
      await row.getByTestId('check-link').click();
      await page.waitForURL(/\/check-calculation\?id=/);
      await waitFor(page, 'check-formula');
      expect(await page.getByTestId('check-formula').textContent()).toBe(FORMULA);
      expect(await page.locator('[data-input="priceBelow"]').textContent()).toContain('RM 14.00');
      expect(await page.locator('[data-input="ownPrice"]').textContent()).toContain('RM 13.00');
      expect(await page.locator('[data-input="quantity"]').textContent()).toContain('5');
      expect(await page.getByTestId('check-beneficiary').textContent()).toContain('Badrul Dealer');

      // A performance bonus: the rank, own % × TPGS first, and per leg its top's rank, paid, cap and deduction.
      await page.goto(`${baseUrl()}/check-calculation?id=${PERFORMANCE_ID}`);
      await waitFor(page, 'check-legs');
      expect(await page.getByTestId('check-formula').textContent()).toBe('10% × 1,500.00 − 30.00 = 120.00');
      expect(await page.locator('[data-input="rank"]').textContent()).toContain('Silver');
      expect(await page.locator('[data-input="ownShare"]').textContent()).toContain('RM 150.00');
      const leg = await page.getByTestId('check-legs').locator('tbody tr').first().textContent();
      for (const part of ['Chong Agent', 'Bronze · 5%', 'RM 1,000.00', 'RM 30.00', 'RM 100.00'])
        expect(leg).toContain(part);

      // An old link with the spec's type name still opens the sales-profit tab.
      await page.goto(`${baseUrl()}/commission/details?type=sale-profit`);
      await row.waitFor();
    } finally {
      await context.close();
    }
  });

  it("HQ opens /commission-payout, finds the agent and opens its details and an entry's calculation", async () => {
    const { context, page } = await shotPageOf('desktop', 'light', hq);
    try {
      await page.goto(`${baseUrl()}/commission-payout`);
      await waitFor(page, 'company-totals');
      expect(await page.getByTestId('company-year-total').textContent()).toMatch(/^RM /);
      expect(await page.getByTestId('payout-requests').getAttribute('href')).toBe('/commission-payout/payouts');
      await page.getByTestId('agents-search').fill(agent(2).email);
      const agentRow = page.locator('[data-testid="commission-agents"] tr[data-agent]');
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="commission-agents"] tr[data-agent]').length === 1,
      );
      expect(await agentRow.textContent()).toContain('Badrul Dealer');
      await agentRow.getByTestId('agent-details').click();
      await page.waitForURL(/\/commission-payout\/details\?agentId=.+&type=sales_profit/);
      await waitFor(page, 'commission-agent');
      expect(await page.getByTestId('commission-agent').textContent()).toContain('Badrul Dealer');
      const row = page.locator(`[data-testid="commission-entries"] [data-entry="${entryId}"]`);
      await row.waitFor();
      await row.getByTestId('check-link').click();
      await page.waitForURL(/\/commission-payout\/check-calculation\?id=/);
      await waitFor(page, 'check-formula');
      expect(await page.getByTestId('check-formula').textContent()).toBe(FORMULA);
      // Without an agent, an agent's details page is HQ's agents list.
      await page.goto(`${baseUrl()}/commission-payout/details`);
      await page.waitForURL(`${baseUrl()}/commission-payout`);
      await waitFor(page, 'company-totals');
    } finally {
      await context.close();
    }
  });

  it('an agent cannot open the HQ screen; the income statement shows the month', async () => {
    const { context, page } = await shotPageOf('desktop', 'light', dealer);
    try {
      await page.goto(`${baseUrl()}/income-statement`);
      await waitFor(page, 'statement-net');
      expect(await page.getByTestId('statement-net').textContent()).toBe('RM 5.00');
      // The agent-sold margin: its own line, outside the total.
      expect(await page.getByTestId('statement-margin').textContent()).toContain('RM 0.00');
      await page.goto(`${baseUrl()}/commission-payout`);
      await quiet(page);
      expect(await page.getByTestId('company-totals').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('screenshots: phone and desktop, light and dark', async () => {
    const screens = [
      { name: 'commission', token: () => dealer, path: '/commission', ready: 'this-month-total' },
      {
        name: 'check-calculation',
        token: () => dealer,
        path: `/check-calculation?id=${encodeURIComponent(entryId)}`,
        ready: 'check-formula',
      },
      {
        name: 'check-performance',
        token: () => dealer,
        path: `/check-calculation?id=${PERFORMANCE_ID}`,
        ready: 'check-formula',
      },
      { name: 'income-statement', token: () => dealer, path: '/income-statement', ready: 'income-statement' },
      {
        name: 'commission-details',
        token: () => dealer,
        path: '/commission/details?type=sales_profit',
        ready: 'details-sum',
      },
      { name: 'commission-payout', token: () => hq, path: '/commission-payout', ready: 'agents-search' },
    ];
    for (const screen of screens)
      for (const [viewport, scheme] of SHOT_PAIRS) {
        const { context, page } = await shotPageOf(viewport, scheme, screen.token());
        try {
          await page.goto(`${baseUrl()}${screen.path}`);
          await waitFor(page, screen.ready);
          await shoot(
            page,
            `commission-${screen.name}-${viewport}-${scheme}`.replace('commission-commission', 'commission'),
          );
        } finally {
          await context.close();
        }
      }
  }, 300_000);
});
