import { beforeAll, describe, it } from 'vitest';
import { registerAgent, tokenFor } from './network-helpers';
import { agent, baseUrl, HQ } from './support/browser';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

// One test per size and scheme: each stays well inside the time-out on a loaded machine.
describe('network polish screenshots (phone 375x812, desktop 1280x800, light and dark)', () => {
  let hq = '';
  let dealer = '';
  let fresh = { id: '' };
  beforeAll(async () => {
    hq = await tokenFor(browser, HQ);
    dealer = await tokenFor(browser, agent(2));
    fresh = await registerAgent(hq, { firstName: 'Nora', lastName: 'Noaddress', level: 'Agent' });
  });
  for (const [viewport, scheme] of SHOT_PAIRS) {
    it(`family tree (list, chart, drawer), agent without address, recruit page (${viewport}, ${scheme})`, async () => {
      const suffix = `${viewport}-${scheme}`;
      const { context, page } = await shotPage(browser, viewport, scheme, hq);
      await page.goto(`${baseUrl()}/agent-family-tree`);
      await page.locator('[role="treeitem"][data-name="Badrul Dealer"]').waitFor();
      await shoot(page, `polish-tree-list-${suffix}`);
      await page.goto(`${baseUrl()}/agent-family-tree?view=chart`);
      await page.getByTestId('tree-chart').locator('[data-name="Badrul Dealer"]').waitFor();
      await page.getByTestId('tree-chart').locator('[data-name="Elena Dealer"]').waitFor();
      await shoot(page, `polish-tree-chart-${suffix}`);
      await page
        .getByTestId('tree-chart')
        .locator('[data-name="Badrul Dealer"]')
        .getByTestId('tree-node-name')
        .first()
        .click();
      await page.getByTestId('tree-panel-detail').waitFor();
      await shoot(page, `polish-tree-drawer-${suffix}`);
      await page.goto(`${baseUrl()}/agent-details?id=${encodeURIComponent(fresh.id)}`);
      await page.getByTestId('agent-address').waitFor();
      await shoot(page, `polish-details-${suffix}`);
      await context.close();

      const recruit = await shotPage(browser, viewport, scheme, dealer);
      await recruit.page.goto(`${baseUrl()}/recruit`);
      await recruit.page.getByTestId('invite-qr').first().waitFor();
      await shoot(recruit.page, `polish-recruit-${suffix}`);
      await recruit.context.close();
    });
  }
});
