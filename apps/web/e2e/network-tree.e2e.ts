import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAs } from './network-helpers';
import { agent, baseUrl, HQ, openPage } from './support/browser';
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
});
