import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, call, signedInPage } from './recruitment-support';
import { baseUrl, HQ, openPage } from './support/browser';
import { SHOT_PAIRS, shoot, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

let token: string;
beforeAll(async () => {
  token = await apiToken(HQ.email, 'hq');
});
// Other browser tests share the demo company: its theme goes back to the default.
afterAll(async () => {
  await call('POST', '/api/setup/company-theme/store', token, { colorPrimary: '#019aff' });
  await call('POST', '/api/setup/company-theme/remove-logo', token, { slot: 'light' });
});

const PURPLE = '#6a1b9a';

describe('company theme', () => {
  it('HQ changes the colour and the logo; the login page shows them at once', async () => {
    const { page, close } = await signedInPage(browser, token);
    await page.goto(`${baseUrl()}/company/theme`);
    await page.getByTestId('theme-form').waitFor();
    const color = page.getByTestId('theme-colorPrimary');
    await color.fill('#ffcc00');
    await page.getByTestId('theme-colorPrimary-warning').waitFor();
    await color.fill(PURPLE);
    await page.getByTestId('theme-colorPrimary-warning').waitFor({ state: 'detached' });
    await page.getByTestId('theme-save').click();
    await page.getByText('Theme saved.').first().waitFor();

    const logo = await new Jimp({ width: 300, height: 100, color: 0x6a1b9aff }).getBuffer('image/png');
    await page
      .getByTestId('theme-upload-light')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByText('Image saved.').first().waitFor();
    const theme = await call<{ logoLight: string; icon192: string }>('GET', '/api/setup/company-theme', token);
    expect(theme.logoLight).toMatch(/^\/uploads\/demo\/.+\.png$/);
    await page.getByTestId('theme-app-icons').locator(`img[src="${theme.icon192}"]`).waitFor();
    await close();

    const visitor = await openPage(browser);
    await visitor.page.goto(`${baseUrl()}/login`);
    await visitor.page.locator(`[data-testid="brand-logo"][src="${theme.logoLight}"]`).waitFor();
    const submit = visitor.page.locator('button[type="submit"]');
    await expect
      .poll(() => submit.evaluate((button) => getComputedStyle(button).backgroundColor))
      .toBe('rgb(106, 27, 154)');
    expect(await visitor.page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(PURPLE);
    expect(await visitor.page.locator('link[rel="icon"]').getAttribute('href')).toBe(theme.logoLight);
    await visitor.context.close();
  });

  it('takes screenshots of the theme screen (phone light, desktop dark)', async () => {
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const { page, close } = await signedInPage(browser, token, { viewport: VIEWPORTS[viewport], scheme });
      await page.goto(`${baseUrl()}/company/theme`);
      await page.getByTestId('theme-form').waitFor();
      await shoot(page, `theme-settings-${viewport}-${scheme}`);
      await close();
    }
  });
});
