import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { orderWaitingForApproval } from './navigation-support';
import { apiToken } from './recruitment-support';
import { agent, baseUrl, HQ, launch, openPage } from './support/browser';
import { SHOT_PAIRS } from './support/screens';

// Screenshots of the shell's navigation to look at (not compared): phone and desktop, light and dark, English and
// Malay, HQ and an agent. Written outside the repository.
const DIR = process.env.NAV_SHOTS ?? '/tmp/shots-nav';
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

let browser: Browser;
let hq: string;
let stockist: string;

async function shellPage(token: string, size: keyof typeof SIZES, scheme: 'light' | 'dark', lang: 'en' | 'ms') {
  const opened = await openPage(browser, { viewport: SIZES[size], deviceScaleFactor: 1 });
  await opened.context.addInitScript(
    (values) => {
      localStorage.setItem('niaga.colorScheme', values.scheme);
      localStorage.setItem('niaga.lang', values.lang);
      sessionStorage.setItem('niaga.token', values.token);
    },
    { scheme, lang, token },
  );
  return opened;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${DIR}/${name}.png` });

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  browser = await launch();
  hq = await apiToken(HQ.email, 'hq');
  stockist = await apiToken(agent(1).email, 'agent');
  await orderWaitingForApproval(hq);
});
afterAll(async () => {
  await browser?.close();
});

describe('navigation screenshots', () => {
  it('menu, palette and 404 in both sizes, schemes and languages', async () => {
    for (const [who, token] of [
      ['hq', hq],
      ['agent', stockist],
    ] as const) {
      for (const [size, scheme] of SHOT_PAIRS) {
        for (const lang of who === 'hq' ? (['en', 'ms'] as const) : (['en'] as const)) {
          const { context, page } = await shellPage(token, size, scheme, lang);
          await page.goto(`${baseUrl()}/`);
          await page.getByTestId('dashboard-greeting').waitFor();
          const name = `${who}-${size}-${scheme}-${lang}`;
          if (size === 'phone') await page.getByRole('button', { name: /menu/i }).first().click();
          await page.getByTestId('main-menu').waitFor();
          if (who === 'hq') await page.getByTestId('menu-badge-ordersToApprove').waitFor();
          await shot(page, `menu-${name}`);
          if (who === 'hq' && lang === 'en') {
            await page.goto(`${baseUrl()}/`);
            await page.getByTestId('dashboard-greeting').waitFor();
            await page.keyboard.press('Tab');
            await shot(page, `skip-${name}`);
            await page.keyboard.press('Control+k');
            await page.getByRole('textbox', { name: 'Search the menu' }).fill('co');
            await shot(page, `palette-${name}`);
            await page.keyboard.press('Escape');
            await page.goto(`${baseUrl()}/no/such/page`);
            await page.getByTestId('not-found-page').waitFor();
            await shot(page, `404-${name}`);
          }
          await context.close();
        }
      }
    }
  });
});
