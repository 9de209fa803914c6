import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { apiToken, call, freshAgent, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ, screenshotDir } from './support/browser';
import { quiet } from './support/quiet';
import { SHOT_PAIRS, shoot, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

async function eachView(token: string | undefined, run: (page: Page, suffix: string) => Promise<void>) {
  for (const [viewport, scheme] of SHOT_PAIRS) {
    const { page, close } = await signedInPage(browser, token, { viewport: VIEWPORTS[viewport], scheme });
    await run(page, `${viewport}-${scheme}`);
    await close();
  }
}

describe('recruitment screenshots (phone 375x812, desktop 1280x800, light and dark)', () => {
  it('registration by invite link, valid and tampered', async () => {
    const token = await apiToken(agent(2).email, 'agent');
    const links = await call<{ items: { levelName: string; url: string }[] }>('GET', '/api/user/invite-links', token);
    const url = links.items.find((item) => item.levelName === 'Agent')?.url ?? '';
    const path = new URL(url).pathname;
    const tampered = path.split('/');
    tampered[7] = 'tampered';
    await eachView(undefined, async (page, suffix) => {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByTestId('register-form').waitFor();
      await shoot(page, `recruitment-register-${suffix}`);
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByText('You must accept the agreement.').waitFor();
      await shoot(page, `recruitment-register-errors-${suffix}`);
      await page.goto(`${baseUrl()}${tampered.join('/')}`);
      await page.getByTestId('invite-invalid').waitFor();
      await shoot(page, `recruitment-register-invalid-${suffix}`);
    });
  });

  it('recruit links (agent) and profile extensions', async () => {
    const token = await apiToken(agent(2).email, 'agent');
    const fresh = await freshAgent('shots');
    const freshToken = await apiToken(fresh.email, 'agent', fresh.password);
    await eachView(token, async (page, suffix) => {
      await page.goto(`${baseUrl()}/recruit`);
      await page.getByTestId('invite-link').first().waitFor();
      await shoot(page, `recruitment-recruit-${suffix}`);
    });
    await eachView(freshToken, async (page, suffix) => {
      await page.goto(`${baseUrl()}/profile`);
      await page.getByTestId('social-form').waitFor();
      await shoot(page, `recruitment-profile-${suffix}`);
    });
  });

  it('HQ set-up: levels (list and modal), commission ranks, agreements, agent registration', async () => {
    const token = await apiToken(HQ.email, 'hq');
    await eachView(token, async (page, suffix) => {
      await page.goto(`${baseUrl()}/company/levels`);
      await page.locator('[data-level="Agent"]:visible').first().waitFor();
      await shoot(page, `recruitment-levels-${suffix}`);
      await page.getByTestId('level-create').click();
      await page.getByTestId('level-form').waitFor();
      await quiet(page, { loaders: false });
      await page.screenshot({ path: `${screenshotDir}recruitment-level-modal-${suffix}.png` });
      await page.keyboard.press('Escape');

      await page.goto(`${baseUrl()}/company/commission-ranks`);
      await page.getByTestId('rank-add').waitFor();
      if ((await page.getByTestId('rank-row').count()) === 0) {
        await shoot(page, `recruitment-ranks-empty-${suffix}`);
        await page.getByTestId('rank-add').click();
        await page.getByTestId('rank-add').click();
        await page.locator('input[name="ranks.0.commission_name"]').fill('Gold');
        await page.locator('input[name="ranks.1.commission_name"]').fill('gold');
        await page.getByTestId('ranks-save').click();
        await page.getByText('This value is used twice.').waitFor();
      }
      await shoot(page, `recruitment-ranks-${suffix}`);

      await page.goto(`${baseUrl()}/company/agreements`);
      await page.getByTestId('agreement').first().waitFor();
      await shoot(page, `recruitment-agreements-${suffix}`);

      await page.goto(`${baseUrl()}/agent-registration`);
      await page.getByTestId('agent-registration-form').waitFor();
      await shoot(page, `recruitment-agent-registration-${suffix}`);
    });
  });
});
