import { describe, expect, it } from 'vitest';
import { agentIdByEmail, loginAs, tokenFor } from './network-helpers';
import { agent, baseUrl, HQ, openPage } from './support/browser';
import { setServerEnv } from './support/per-file';
import { browser } from './support/shared-browser';

// The export is written by the queue's worker, which the browser tests' API runs only when asked.
setServerEnv({ RUN_JOBS: 'true' });

describe('agent database and details', () => {
  it('HQ filters by level, finds Devi Agent under Chong Agent, exports and opens the details', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    const menu = page.getByTestId('main-menu');
    await menu.getByText('Agents', { exact: true }).waitFor();
    await menu.getByText('Agent database').click();
    await page.waitForURL(`${baseUrl()}/agent-database`);
    await expect.poll(() => page.title()).toBe('Agent database | Niaga Demo Sdn Bhd');

    const table = page.getByTestId('agent-table');
    await table.locator('tr[data-agent="Aminah Stockist"]').waitFor();
    await page.getByTestId('filter-level').click();
    await page.getByRole('option', { name: 'Agent', exact: true }).click();
    await page.waitForURL(/levelId=/);
    await table.locator('tr[data-agent="Aminah Stockist"]').waitFor({ state: 'detached' });
    const devi = table.locator('tr[data-agent="Devi Agent"]');
    await devi.waitFor();
    expect(await devi.locator('[data-col="upline"]').textContent()).toBe('Chong Agent');
    expect(await table.locator('tr[data-agent="Badrul Dealer"]').count()).toBe(0);

    // Sorting by name, descending: Devi before Chong.
    await table.locator('[data-sort="name"]').click();
    await page.waitForURL(/sort=name/);
    await table.locator('[data-sort="name"]').click();
    await page.waitForURL(/sort=-name/);
    await expect
      .poll(async () => (await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.dataset.agent)))[0])
      .toBe('Devi Agent');

    await page.getByTestId('list-export').click();
    await page.getByTestId('export-xlsx').click();
    const download = page.waitForEvent('download');
    await page.getByTestId('export-download').click();
    expect((await download).suggestedFilename()).toMatch(/^agents-\d{4}-\d{2}-\d{2}\.xlsx$/);

    await devi.click();
    await page.waitForURL(/\/agent-details\?id=/);
    await expect.poll(() => page.getByTestId('agent-name').textContent()).toBe('Devi Agent');
    expect(await page.getByTestId('agent-upline').textContent()).toContain('Chong Agent');
    expect(await page.getByTestId('agent-level').textContent()).toBe('Agent');
    await page.getByTestId('agent-history').waitFor();
    expect(await page.getByTestId('agent-sales').textContent()).toContain('RM 0.00');

    // The upline is a link to its own details; "back" returns to the filtered list.
    await page.getByTestId('agent-upline').getByRole('link', { name: 'Chong Agent' }).click();
    await expect.poll(() => page.getByTestId('agent-name').textContent()).toBe('Chong Agent');
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/\/agent-database\?.*levelId=/);
    await devi.waitFor();
    await context.close();
  });

  it('shows a friendly not-found state for an unknown agent, and /agent-info is the same page', async () => {
    const { context, page } = await openPage(browser);
    const token = await loginAs(page, HQ);
    await page.goto(`${baseUrl()}/agent-details?id=does-not-exist`);
    await page.getByTestId('agent-not-found').getByText('Agent not found').waitFor();
    const id = await agentIdByEmail(token, 'agent2@demo.niaga.test');
    await page.goto(`${baseUrl()}/agent-info?id=${id}`);
    await expect.poll(() => page.getByTestId('agent-name').textContent()).toBe('Badrul Dealer');
    await context.close();
  });

  it('an agent sees only its downline, without the level filter or the promote screen', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, agent(2));
    await page.getByTestId('main-menu').getByText('Agent database').click();
    await page.waitForURL(`${baseUrl()}/agent-database`);
    const table = page.getByTestId('agent-table');
    await table.locator('tr[data-agent="Chong Agent"]').waitFor();
    await table.locator('tr[data-agent="Devi Agent"]').waitFor();
    expect(await table.locator('tr[data-agent="Aminah Stockist"]').count()).toBe(0);
    expect(await table.locator('tr[data-agent="Elena Dealer"]').count()).toBe(0);
    await page.getByTestId('filter-status').waitFor();
    expect(await page.getByTestId('filter-level').count()).toBe(0);
    expect(await page.getByTestId('main-menu').getByText('Promote / demote').count()).toBe(0);

    // Outside its downline: not found (its own upline), and no access to promote/demote.
    const aminah = await agentIdByEmail(await tokenFor(browser, HQ), 'agent1@demo.niaga.test');
    await page.goto(`${baseUrl()}/agent-details?id=${aminah}`);
    await page.getByTestId('agent-not-found').waitFor();
    await page.goto(`${baseUrl()}/promote-demote`);
    await page.waitForURL(`${baseUrl()}/no-access`);
    await context.close();
  });
});
