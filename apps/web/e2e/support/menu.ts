import type { Page } from 'playwright-core';

/** Opens a group of the main menu (e.g. "Settings", closed by default) unless it is open already. */
export async function openMenuGroup(page: Page, name: string): Promise<void> {
  const heading = page.getByTestId('main-menu').getByRole('button', { name, exact: true });
  if ((await heading.getAttribute('aria-expanded')) === 'false') await heading.click();
  await page.getByTestId('main-menu').locator(`button[aria-expanded="true"]`, { hasText: name }).first().waitFor();
}
