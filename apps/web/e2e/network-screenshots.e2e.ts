import { beforeAll, describe, it } from 'vitest';
import { agentIdByEmail, tokenFor } from './network-helpers';
import { baseUrl, HQ, screenshotDir } from './support/browser';
import { quiet } from './support/quiet';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

// One test per size and scheme: each stays well inside the time-out on a loaded machine.
describe('network screenshots (phone 375x812, desktop 1280x800, light and dark)', () => {
  let token = '';
  let devi = '';
  beforeAll(async () => {
    token = await tokenFor(browser, HQ);
    devi = await agentIdByEmail(token, 'agent4@demo.niaga.test');
  });
  for (const [viewport, scheme] of SHOT_PAIRS) {
    it(`agent database, details, family tree and promote/demote (${viewport}, ${scheme})`, async () => {
      const { context, page } = await shotPage(browser, viewport, scheme, token);
      const list = viewport === 'phone' ? 'agent-cards' : 'agent-table';
      await page.goto(`${baseUrl()}/agent-database`);
      await page.getByTestId(list).locator('[data-agent="Devi Agent"]').waitFor();
      await shoot(page, `network-database-${viewport}-${scheme}`);

      await page.goto(`${baseUrl()}/agent-details?id=${devi}`);
      await page.getByTestId('agent-name').waitFor();
      await shoot(page, `network-details-${viewport}-${scheme}`);

      await page.goto(`${baseUrl()}/agent-family-tree`);
      await page.getByTestId('tree-search').fill('Devi');
      await page.getByTestId('tree-search-results').locator('[data-result="Devi Agent"]').click();
      await page.locator('[role="treeitem"][data-name="Devi Agent"]').waitFor();
      await quiet(page, { loaders: false });
      await shoot(page, `network-tree-${viewport}-${scheme}`);

      await page.goto(`${baseUrl()}/promote-demote`);
      await page.getByTestId(list).locator('[data-agent="Devi Agent"]').waitFor();
      await shoot(page, `network-promote-${viewport}-${scheme}`);
      await page.getByTestId(list).locator('[data-agent="Devi Agent"]').getByTestId('action-change-level').click();
      await page.getByTestId('change-level-select').click();
      await page.getByRole('option', { name: 'Dealer (rank 2)' }).click();
      await page.getByTestId('upline-needed').waitFor();
      await quiet(page, { loaders: false });
      await page.screenshot({
        path: `${screenshotDir}network-change-level-${viewport}-${scheme}.png`,
      });
      await context.close();
    });
  }
});
