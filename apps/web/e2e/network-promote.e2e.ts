import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentIdByEmail, apiCall, loginAs, registerAgent, tokenFor } from './network-helpers';
import { agent, baseUrl, DEMO_PASSWORD, HQ, loginWithForm, openPage } from './support/browser';
import { browser } from './support/shared-browser';

let hqToken: string;
beforeAll(async () => {
  hqToken = await tokenFor(browser, HQ);
});

async function openPromoteRow(page: Page, name: string) {
  await page.goto(`${baseUrl()}/promote-demote`);
  await page.getByTestId('promote-summary').waitFor();
  await page.getByTestId('agent-search').fill(name);
  const row = page.getByTestId('agent-table').locator(`tr[data-agent="${name}"]`);
  await row.waitFor();
  await expect.poll(() => page.getByTestId('agent-table').locator('tbody tr').count()).toBe(1);
  return row;
}

describe('promote / demote / suspend', () => {
  it('HQ promotes an Agent under Badrul Dealer to Dealer: the UI asks for a new upline, HQ picks Aminah Stockist', async () => {
    // A new agent in Chong Agent's place (Agent under Badrul Dealer), so the demo tree stays as it is.
    const badrul = await agentIdByEmail(hqToken, 'agent2@demo.niaga.test');
    const farid = await registerAgent(hqToken, {
      firstName: 'Farid',
      lastName: 'Agent',
      level: 'Agent',
      uplineId: badrul,
    });

    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.getByTestId('main-menu').getByText('Promote / demote').click();
    await page.waitForURL(`${baseUrl()}/promote-demote`);
    await expect.poll(() => page.title()).toBe('Promote / demote | Niaga Demo Sdn Bhd');
    const summary = page.getByTestId('promote-summary');
    await summary.locator('[data-level="Dealer"]').waitFor();

    const row = await openPromoteRow(page, farid.name);
    expect(await row.locator('[data-col="upline"]').textContent()).toBe('Badrul Dealer');
    await row.getByTestId('action-change-level').click();
    const form = page.getByTestId('change-level-form');
    await form.getByTestId('change-level-select').click();
    await page.getByRole('option', { name: 'Dealer (rank 2)' }).click();
    // Dealer equals the upline's level: the upline picker appears before saving.
    await form.getByTestId('upline-needed').waitFor();
    await form.getByTestId('change-level-save').click();
    await form.getByText('The new level equals or is above the upline’s level').waitFor();
    await form.getByTestId('upline-select').click();
    await form.getByTestId('upline-select').fill('Aminah');
    await page.getByRole('option', { name: /^Aminah Stockist/ }).click();
    await form.getByTestId('change-level-reason').fill('Great first quarter');
    await form.getByTestId('change-level-save').click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('The level has been changed.').waitFor();
    await expect.poll(() => row.locator('[data-col="upline"]').textContent()).toBe('Aminah Stockist');

    await row.locator('a').first().click();
    await page.waitForURL(/\/agent-details\?id=/);
    await expect.poll(() => page.getByTestId('agent-name').textContent()).toBe(farid.name);
    expect(await page.getByTestId('agent-level').textContent()).toBe('Dealer');
    expect(await page.getByTestId('agent-upline').textContent()).toContain('Aminah Stockist');
    expect(await page.getByTestId('agent-helper').textContent()).toContain('Badrul Dealer');
    const promoted = page.locator('[data-testid="history-entry"][data-action="promote"]');
    await promoted.waitFor();
    const text = await promoted.textContent();
    expect(text).toContain('Level: Agent → Dealer');
    expect(text).toContain('Upline: Badrul Dealer → Aminah Stockist');
    expect(text).toContain('Reason: Great first quarter');
    expect(text).toContain('by Hana HQ');
    await context.close();
  });

  it('promoting to the top level asks for an upline too: HQ (top of the network) is one of the choices', async () => {
    // Gina is an Agent under Elena Dealer; Stockist is above Dealer, so a new upline (here HQ) is needed.
    const elena = await agentIdByEmail(hqToken, 'agent5@demo.niaga.test');
    const gina = await registerAgent(hqToken, {
      firstName: 'Gina',
      lastName: 'Agent',
      level: 'Agent',
      uplineId: elena,
    });
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.goto(`${baseUrl()}/agent-details?id=${gina.id}`);
    await page.getByTestId('details-change-level').click();
    const form = page.getByTestId('change-level-form');
    await form.getByTestId('change-level-select').click();
    await page.getByRole('option', { name: 'Stockist (rank 1)' }).click();
    await form.getByTestId('upline-needed').waitFor();
    await form.getByTestId('upline-select').click();
    await page.getByRole('option', { name: 'HQ (top of the network)' }).click();
    await form.getByTestId('change-level-save').click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('agent-level').textContent()).toBe('Stockist');
    expect(await page.getByTestId('agent-upline').textContent()).toBe('UplineHQ');
    expect(await page.getByTestId('agent-helper').textContent()).toContain('Elena Dealer');
    await context.close();
  });

  it('HQ suspends Elena Dealer (agent5) with a reason; her login is refused until she is unsuspended', async () => {
    const elena = await agentIdByEmail(hqToken, 'agent5@demo.niaga.test');
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    try {
      const row = await openPromoteRow(page, 'Elena Dealer');
      await row.getByTestId('action-suspend').click();
      const form = page.getByTestId('suspend-form');
      await form.getByTestId('suspend-submit').click();
      await form.getByText('This field is required.').waitFor();
      await form.getByTestId('suspend-reason').fill('Unpaid stock');
      await form.getByTestId('suspend-submit').click();
      const confirm = form.getByTestId('suspend-confirm');
      expect(await confirm.textContent()).toContain('ended sessions cannot be restored');
      await form.getByRole('button', { name: 'Yes, suspend' }).click();
      await form.waitFor({ state: 'detached' });
      await page.getByText('The agent has been suspended.').waitFor();
      await expect.poll(() => row.locator('[data-status]').getAttribute('data-status')).toBe('suspended');

      const other = await openPage(browser);
      await other.page.goto(`${baseUrl()}/login`);
      await loginWithForm(other.page, agent(5), DEMO_PASSWORD);
      await expect
        .poll(() => other.page.getByTestId('login-error').textContent())
        .toBe('Your account is suspended. Please contact HQ.');
      await other.context.close();

      // Unsuspend from the details page (restores the demo agent for the other tests).
      await page.goto(`${baseUrl()}/agent-details?id=${elena}`);
      await expect.poll(() => page.getByTestId('agent-status').getAttribute('data-status')).toBe('suspended');
      const suspended = page.locator('[data-testid="history-entry"][data-action="suspend"]');
      expect(await suspended.textContent()).toContain('Reason: Unpaid stock');
      await page.getByTestId('details-suspend').click();
      await form.getByTestId('suspend-reason').fill('Paid in full');
      await form.getByTestId('suspend-submit').click();
      await form.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('agent-status').getAttribute('data-status')).not.toBe('suspended');
    } finally {
      const detail = await apiCall<{ status: string }>(hqToken, `/agents/${elena}`);
      if (detail.status === 'suspended') {
        await apiCall(hqToken, '/promote-demote/suspend', { agentId: elena, suspend: false, reason: 'test clean-up' });
      }
      await context.close();
    }
  });
});
