import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, loginAs } from './network-helpers';
import { agent, baseUrl, HQ, openPage } from './support/browser';
import { testServer } from './support/per-file';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

const node = (page: Page, name: string) =>
  page.getByTestId('family-tree').locator(`[role="treeitem"][data-name="${name}"]`);
const row = (page: Page, name: string) => node(page, name).locator(':scope > div').first();

describe('family tree', () => {
  it('HQ expands Aminah → Badrul → Chong, and search reveals Devi Agent with its path opened', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.getByTestId('main-menu').getByText('Family tree').click();
    await page.waitForURL(`${baseUrl()}/agent-family-tree`);

    // The first two levels open by themselves (issue 16): Aminah's children show without a click.
    await node(page, 'Badrul Dealer').waitFor();
    await node(page, 'Elena Dealer').waitFor();
    expect(await node(page, 'Aminah Stockist').getAttribute('aria-expanded')).toBe('true');
    expect(await node(page, 'Badrul Dealer').getAttribute('aria-level')).toBe('2');
    await row(page, 'Badrul Dealer').click();
    await node(page, 'Chong Agent').waitFor();
    // Keyboard: focus Chong, → opens it, ↓ moves to Devi.
    await node(page, 'Chong Agent').focus();
    await page.keyboard.press('ArrowRight');
    await node(page, 'Devi Agent').waitFor();
    expect(await node(page, 'Chong Agent').getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-name'))).toBe('Devi Agent');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-name'))).toBe('Chong Agent');
    await page.keyboard.press('ArrowLeft');
    await node(page, 'Devi Agent').waitFor({ state: 'detached' });
    expect(await node(page, 'Aminah Stockist').textContent()).toMatch(
      /\d+ in downline · \d+ direct · Sales this month RM \d/,
    );

    // A fresh page: search opens the whole path down to Devi (depth 4).
    await page.reload();
    await node(page, 'Badrul Dealer').waitFor();
    expect(await node(page, 'Chong Agent').count()).toBe(0);
    await page.getByTestId('tree-search').fill('Devi');
    const result = page.getByTestId('tree-search-results').locator('[data-result="Devi Agent"]');
    await result.waitFor();
    expect(await result.textContent()).toContain('Aminah Stockist › Badrul Dealer › Chong Agent');
    await result.click();
    await node(page, 'Devi Agent').waitFor();
    expect(await node(page, 'Devi Agent').getAttribute('aria-level')).toBe('4');
    expect(await node(page, 'Devi Agent').getAttribute('aria-selected')).toBe('true');
    for (const name of ['Aminah Stockist', 'Badrul Dealer', 'Chong Agent']) {
      expect(await node(page, name).getAttribute('aria-expanded')).toBe('true');
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-name'))).toBe('Devi Agent');
    await context.close();
  });

  it('an agent (Chong Agent) sees only its own subtree', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, agent(3));
    await page.getByTestId('main-menu').getByText('Family tree').click();
    await page.waitForURL(`${baseUrl()}/agent-family-tree`);
    await node(page, 'Chong Agent').waitFor();
    expect(await node(page, 'Chong Agent').getAttribute('aria-level')).toBe('1');
    // Its own node opens by itself: its direct downline shows.
    await node(page, 'Devi Agent').waitFor();
    expect(await node(page, 'Chong Agent').getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText('Aminah Stockist').count()).toBe(0);
    expect(await page.getByText('Badrul Dealer').count()).toBe(0);

    await page.getByTestId('tree-search').fill('Badrul');
    await page.getByTestId('tree-search-results').getByText('No agent found.').waitFor();
    await context.close();
  });

  it('an agent without downline sees the "No downline detected" message', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, agent(4));
    await page.goto(`${baseUrl()}/agent-family-tree`);
    await node(page, 'Devi Agent').waitFor();
    await page.getByText('No downline detected').waitFor();
    await context.close();
  });

  // Last in the file: it moves Chong Agent for good.
  it('HQ picks a date and sees the tree as it stood then, before a promotion moved Chong Agent', async () => {
    const ids = await ageNetworkTenDays();
    const { context, page } = await openPage(browser);
    const token = await loginAs(page, HQ);
    // Today Chong Agent becomes a Dealer directly under Aminah Stockist, taking Devi Agent along.
    await apiCall(token, '/promote-demote/store', {
      agentId: ids.chong,
      levelId: ids.dealer,
      uplineId: ids.aminah,
    });
    await page.goto(`${baseUrl()}/agent-family-tree`);
    await node(page, 'Chong Agent').waitFor();
    expect(await node(page, 'Chong Agent').getAttribute('aria-level')).toBe('2');

    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-GB', { timeZone: 'Asia/Kuala_Lumpur' });
    const asOfAnswer = page.waitForResponse(
      (r) => r.url().includes('/api/user/family-tree?') && r.url().includes('asOf='),
    );
    await page.getByTestId('tree-as-of').fill(yesterday);
    await page.getByTestId('tree-as-of').press('Tab');
    expect((await asOfAnswer).status()).toBe(200);
    await page.getByTestId('tree-as-of-note').waitFor();
    expect(page.url()).toContain('asOf=');
    // Yesterday Chong Agent was an Agent under Badrul Dealer (level 3).
    await row(page, 'Badrul Dealer').click();
    await node(page, 'Chong Agent').waitFor();
    expect(await node(page, 'Chong Agent').getAttribute('aria-level')).toBe('3');
    expect(await node(page, 'Chong Agent').textContent()).not.toContain('Dealer');
    expect(await node(page, 'Aminah Stockist').textContent()).toMatch(/Sales that month RM \d/);
    await expect.poll(() => page.getByTestId('tree-search').isVisible()).toBe(false);
    const asOfUrl = page.url();
    for (const [size, scheme] of SHOT_PAIRS) {
      const shot = await shotPage(browser, size, scheme, token);
      await shot.page.goto(asOfUrl);
      await node(shot.page, 'Badrul Dealer').waitFor();
      await shoot(shot.page, `family-tree-as-of-${size}-${scheme}`);
      await shot.context.close();
    }

    await page.getByRole('button', { name: 'Back to today' }).click();
    await page.getByTestId('tree-as-of-note').waitFor({ state: 'detached' });
    await node(page, 'Chong Agent').waitFor();
    await expect.poll(() => node(page, 'Chong Agent').getAttribute('aria-level')).toBe('2');
    await context.close();
  });
});

/** The demo network has stood for ten days (its placement history moved back), so yesterday's tree is the seed's. */
async function ageNetworkTenDays() {
  const client = new pg.Client({ connectionString: testServer().databaseUrl });
  await client.connect();
  try {
    await client.query(
      `UPDATE network_placements SET valid_from = valid_from - interval '10 days' WHERE company_id = 'demo'`,
    );
    const people = await client.query<{ email: string; id: string }>(
      `SELECT email, id FROM users WHERE company_id = 'demo' AND email IN ('agent1@demo.niaga.test', 'agent3@demo.niaga.test')`,
    );
    const dealer = await client.query<{ id: string }>(
      `SELECT id FROM levels WHERE company_id = 'demo' ORDER BY rank_number OFFSET 1 LIMIT 1`,
    );
    const idOf = (email: string) => people.rows.find((row) => row.email === email)!.id;
    return {
      aminah: idOf('agent1@demo.niaga.test'),
      chong: idOf('agent3@demo.niaga.test'),
      dealer: dealer.rows[0]!.id,
    };
  } finally {
    await client.end();
  }
}
