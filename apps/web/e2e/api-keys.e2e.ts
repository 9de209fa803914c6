import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, signedInPage } from './recruitment-support';
import { baseUrl, HQ } from './support/browser';
import { SHOT_PAIRS, shoot, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

let token: string;
beforeAll(async () => {
  token = await apiToken(HQ.email, 'hq');
});

/** A call made as a machine client would, with the key as the bearer token. */
async function statusWithKey(secret: string) {
  const response = await fetch(`${baseUrl()}/api/orders`, { headers: { Authorization: `Bearer ${secret}` } });
  return response.status;
}

describe('API keys', () => {
  it('HQ creates a key, sees its secret once, and revokes it', async () => {
    const { page, close } = await signedInPage(browser, token);
    await page.goto(`${baseUrl()}/company/api-keys`);
    await page.getByText('No API keys yet').waitFor();
    await page.getByTestId('api-key-add').click();

    // No area chosen: refused beside the scopes, nothing made.
    await page.getByTestId('api-key-name').fill('Warehouse sync');
    await page.getByTestId('api-key-save').click();
    await page.getByText('Choose at least one area the key may read or write.').waitFor();
    await page.getByTestId('api-key-scope-orders').getByText('Read', { exact: true }).click();
    await page.getByTestId('api-key-save').click();

    const secretBox = page.getByTestId('api-key-secret-value');
    await secretBox.waitFor();
    const secret = ((await secretBox.textContent()) ?? '').trim();
    expect(secret).toMatch(/^nk_live_[0-9A-Za-z]{40}$/);
    expect(await statusWithKey(secret)).toBe(200);
    await page.getByTestId('api-key-secret-done').click();
    await secretBox.waitFor({ state: 'detached' });

    const row = page.getByTestId('api-keys-table').locator('tr[data-api-key="Warehouse sync"]');
    await row.waitFor();
    expect(await row.textContent()).toContain(secret.slice(0, 16));
    // Shown once: the list holds the prefix only.
    expect(await page.content()).not.toContain(secret);

    await row.getByTestId('api-key-revoke').click();
    const confirm = page.getByTestId('api-key-confirm');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByTestId('api-keys-table')
      .locator('tr[data-api-key="Warehouse sync"][data-status="revoked"]')
      .waitFor();
    expect(await statusWithKey(secret)).toBe(401);
    await close();

    for (const [size, scheme] of SHOT_PAIRS) {
      const shot = await signedInPage(browser, token, { viewport: VIEWPORTS[size], scheme });
      await shot.page.goto(`${baseUrl()}/company/api-keys`);
      await shot.page.locator('[data-api-key="Warehouse sync"]:visible').first().waitFor();
      await shoot(shot.page, `api-keys-${size}-${scheme}`);
      await shot.page.getByTestId('api-key-add').click();
      await shot.page.getByTestId('api-key-scope-reports').waitFor();
      await shoot(shot.page, `api-keys-form-${size}-${scheme}`);
      await shot.close();
    }
  });
});
