import { describe, expect, it } from 'vitest';
import { loginAs } from './network-helpers';
import { baseUrl, HQ, openPage } from './support/browser';
import { openMenuGroup } from './support/menu';
import { browser } from './support/shared-browser';

describe('language and display mode', () => {
  it('switches the menu to Malay and to Indonesian, and saves the choice', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    const menu = page.getByTestId('main-menu');
    await menu.getByText('Dashboard').waitFor();

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/attribute/language'));
    await page.getByTestId('language-switch').getByText('MS', { exact: true }).click();
    expect((await saved).status()).toBe(200);
    await menu.getByText('Papan pemuka').waitFor();
    await openMenuGroup(page, 'Tetapan');
    await menu.getByText('Pengguna & kebenaran').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ms');
    await expect.poll(() => page.title()).toBe('Papan pemuka | Niaga Demo Sdn Bhd');

    await page.getByTestId('language-switch').getByText('ID', { exact: true }).click();
    await menu.getByText('Dasbor').waitFor();
    await menu.getByText('Pengguna & izin').waitFor();

    // The choice survives a reload.
    await page.reload();
    await menu.getByText('Dasbor').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('niaga.lang'))).toBe('id');
    await context.close();
  });

  it('keeps dark mode across a reload', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl()}/login`);
    const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    await page.getByTestId('color-scheme-toggle').waitFor();
    expect(await scheme()).toBe('light');
    await page.getByTestId('color-scheme-toggle').click();
    await expect.poll(scheme).toBe('dark');
    await page.reload();
    await page.getByTestId('color-scheme-toggle').waitFor();
    expect(await scheme()).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('niaga.colorScheme'))).toBe('dark');
    await context.close();
  });
});
