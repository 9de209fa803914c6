import type { AgentDashboard, HqDashboard } from '@niaga/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, call, freshAgent } from './recruitment-support';
import { agent, baseUrl, HQ } from './support/browser';
import { sql } from './support/mail';
import { SHOT_PAIRS, shoot, shotPage, type VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

let hq: string;
let seller: string;
let fresh: string;

/** The dashboard at a size and scheme, once its widgets (not the skeletons) are there. */
async function openDashboard(token: string, viewport: keyof typeof VIEWPORTS, scheme: 'light' | 'dark') {
  const { page, context } = await shotPage(browser, viewport, scheme, token);
  await page.goto(`${baseUrl()}/`);
  await page.getByTestId('dashboard-greeting').waitFor();
  await page.locator('[data-testid="dashboard-widgets"] .mantine-Card-root').first().waitFor();
  return { page, context, close: () => context.close() };
}

const textOf = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  seller = await apiToken(agent(1).email, 'agent');
  // This month's and four months ago's sales on top of whatever the demo data holds, so the chart has bars.
  await sql(
    `insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
     select company_id, id, m, 123400, 1, 56700, 1 from users,
       unnest(array[date_trunc('month', now() at time zone 'Asia/Kuala_Lumpur')::date,
         (date_trunc('month', now() at time zone 'Asia/Kuala_Lumpur') - interval '4 months')::date]) m
     where email = $1
     on conflict (company_id, agent_id, month) do update set ps_amount = agent_monthly_sales.ps_amount + 123400,
       gs_amount = agent_monthly_sales.gs_amount + 56700`,
    [agent(1).email],
  );
  // HQ's side: an open subscription invoice due in five days and three orders waiting for approval (the counters
  // the order list reads), so the notice and the tiles show figures.
  await sql(
    `insert into subscription_invoices (company_id, id, number, issued_on, due_on, system_due_on, total, paid, status)
     values ('demo', 'dash-invoice', 'SUB-DASH-1', current_date - 5, current_date + 5, current_date + 12, 29900, 0,
       'pending')`,
  );
  await sql(
    `insert into order_status_counts (company_id, seller_store_id, status, slot, count)
     select 'demo', id, 'pending_approval', 15, 3 from branches where company_id = 'demo' and is_main
     on conflict (company_id, seller_store_id, status, slot) do update set count = order_status_counts.count + 3`,
  );
  const created = await freshAgent('dash');
  fresh = await apiToken(created.email, 'agent', created.password);
});

describe('agent dashboard', () => {
  it('shows the month’s figures, the chart, the leaderboard, and shares its links', async () => {
    const data = await call<AgentDashboard>('GET', '/api/dashboard/agent', seller);
    const { page, context, close } = await openDashboard(seller, 'desktop', 'light');
    const money = (sen: number) => `RM ${(sen / 100).toLocaleString('en-MY', { minimumFractionDigits: 2 })}`;
    expect(await textOf(page, 'summary-ps-value')).toBe(money(data.summary.ps));
    expect(await textOf(page, 'summary-tpgs-value')).toBe(money(data.summary.tpgs));
    expect(await textOf(page, 'commission-payable-value')).toBe(money(data.commission.payable));
    await page.getByTestId('widget-sales').locator('.recharts-bar-rectangle path').first().waitFor();
    await page.getByTestId('widget-news').getByText('No news yet').waitFor();
    expect(
      await page
        .getByTestId('widget-leaderboard')
        .getByRole('link', { name: /View all/ })
        .getAttribute('href'),
    ).toBe('/score-ranking');
    expect(await page.getByTestId('leaderboard-row').count()).toBe(data.leaderboard.items.length);

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.getByTestId('share-product-copy').click();
    await page.getByTestId('share-product').getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(data.links.product);
    expect(data.links.recruit).toContain('/new-registration/');
    const whatsapp = await page.getByTestId('share-recruit-whatsapp').getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsapp?.split('text=')[1] ?? '')).toContain(data.links.recruit);
    expect(await page.getByTestId('link-qr').count()).toBe(3);
    await close();
  });

  it('shows a new agent zeros and empty messages, not errors', async () => {
    const { page, close } = await openDashboard(fresh, 'phone', 'light');
    await page.getByTestId('sales-empty').waitFor();
    expect(await textOf(page, 'summary-ps-value')).toBe('RM 0.00');
    expect(await textOf(page, 'summary-team-value')).toBe('0');
    expect(await textOf(page, 'summary-rank')).toBe('No rank yet');
    expect(await page.getByRole('alert').count()).toBe(0);
    await shoot(page, 'dashboard-agent-empty-phone-light');
    await close();
  });

  for (const [viewport, scheme] of SHOT_PAIRS)
    it(`is shot on ${viewport} in ${scheme} mode`, async () => {
      const { page, close } = await openDashboard(seller, viewport, scheme);
      await page.getByTestId('widget-sales').locator('.recharts-bar-rectangle path').first().waitFor();
      await page.getByTestId('link-qr').nth(2).waitFor();
      await shoot(page, `dashboard-agent-${viewport}-${scheme}`);
      await close();
    });
});

describe('HQ dashboard', () => {
  it('shows orders by tab linking to each tab, sales, payouts and low stock', async () => {
    const data = await call<HqDashboard>('GET', '/api/dashboard/hq', hq);
    const { page, close } = await openDashboard(hq, 'desktop', 'light');
    const approval = page.getByTestId('orders-tab-approval');
    expect(await approval.textContent()).toContain(String(data.orders?.approval));
    expect(await approval.getAttribute('href')).toBe('/manage-orders?tab=approval');
    for (const widget of ['widget-hq-sales', 'widget-payouts', 'widget-new-agents', 'widget-low-stock'])
      await page.getByTestId(widget).waitFor();
    expect(await textOf(page, 'new-agents-value')).toBe(String(data.newAgents));
    expect(data.orders?.approval).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('subscription-notice').getAttribute('data-status')).toBe('due');
    expect(await page.getByTestId('subscription-notice').textContent()).toContain('SUB-DASH-1: RM 299.00');
    await approval.click();
    await page.waitForURL(`${baseUrl()}/manage-orders?tab=approval`);
    await close();
  });

  for (const [viewport, scheme] of SHOT_PAIRS)
    it(`is shot on ${viewport} in ${scheme} mode`, async () => {
      const { page, close } = await openDashboard(hq, viewport, scheme);
      await page.getByTestId('widget-low-stock').waitFor();
      await shoot(page, `dashboard-hq-${viewport}-${scheme}`);
      await close();
    });
});
