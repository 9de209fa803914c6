import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoLevels, hqToken, uploadInto } from './catalog-support';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl } from './support/browser';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

const questions = (page: Page) =>
  page.getByTestId('faq-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-question')));
const topics = (page: Page) =>
  page.getByTestId('faq-group').evaluateAll((groups) => groups.map((group) => group.getAttribute('data-topic')));

/** Adds a question through the form; `level` is the "Shown to" choice (All levels when left out). */
async function addQuestion(page: Page, question: string, answer: string, topic: string, level?: string) {
  await page.getByTestId('faq-add').click();
  await page.getByTestId('faq-question').fill(question);
  await page.getByTestId('faq-answer').fill(answer);
  await page.getByTestId('faq-topic').fill(topic);
  if (level) {
    await page.getByTestId('faq-level').click();
    await page.getByRole('option', { name: level, exact: true }).click();
  }
  await page.getByTestId('faq-save').click();
  await page.getByTestId('faq-form').waitFor({ state: 'hidden' });
  await page.locator(`[data-question="${question}"]`).waitFor();
}

describe('FAQ and game plan', () => {
  it('HQ adds questions for one level and for all and orders them; an agent of that level reads and searches', async () => {
    const hq = await hqToken();
    const stockist = (await demoLevels(hq)).find((level) => level.levelName === 'Stockist')?.id;
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/faqs`);
    await page.getByText('No questions yet').waitFor();
    await page.getByTestId('faq-add').click();
    await page.getByTestId('faq-save').click();
    await page.getByTestId('faq-form').getByText('This field is required.').first().waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await addQuestion(page, 'How do I place an order?', 'Open the shop, add to cart\nand pay by transfer.', 'Orders');
    await addQuestion(page, 'When is commission paid?', 'On the 10th of each month.', 'Commission', 'Agent');
    await addQuestion(page, 'Can I cancel an order?', 'Yes, before HQ approves it.', 'Orders');
    await call('POST', '/api/setup/faq/store', hq, { question: 'Stockist minimum?', answer: 'Ten.', tierId: stockist });
    await page.reload();
    await page.locator('[data-question="Stockist minimum?"]').getByTestId('faq-for').getByText('Stockist').waitFor();
    expect(await topics(page)).toEqual(['Orders', 'Commission', '']);

    // Up within its topic: the cancel question goes before the ordering one.
    await page.locator('[data-question="Can I cancel an order?"]').getByTestId('faq-up').click();
    await page.getByText('Order of the questions saved.').first().waitFor();
    expect(await questions(page)).toEqual([
      'Can I cancel an order?',
      'How do I place an order?',
      'When is commission paid?',
      'Stockist minimum?',
    ]);
    await close();

    const reader = await signedInPage(browser, await apiToken(agent(3).email, 'agent')); // level "Agent"
    await reader.page.goto(`${baseUrl()}/faqs`);
    await reader.page.getByTestId('faq-list').waitFor();
    expect(await questions(reader.page)).toEqual([
      'Can I cancel an order?',
      'How do I place an order?',
      'When is commission paid?',
    ]);
    expect(await reader.page.getByTestId('faq-add').count()).toBe(0);
    expect(await reader.page.getByTestId('faq-edit').count()).toBe(0);
    await reader.page.getByTestId('faq-search').fill('10th month');
    await reader.page.waitForFunction(() => document.querySelectorAll('[data-testid="faq-item"]').length === 1);
    expect(await questions(reader.page)).toEqual(['When is commission paid?']);
    await reader.page.getByRole('button', { name: 'When is commission paid?' }).click();
    await reader.page.getByText('On the 10th of each month.').waitFor({ state: 'visible' });
    await reader.page.getByTestId('faq-search').fill('refund policy');
    await reader.page.getByText('No question matches').waitFor();
    await reader.close();
  });

  it('HQ writes the game plan with formatting and a picture; an agent reads it', async () => {
    const hq = await hqToken();
    const viewer = await apiToken(agent(3).email, 'agent');
    const empty = await signedInPage(browser, viewer);
    await empty.page.goto(`${baseUrl()}/gameplan`);
    await empty.page.getByText('No game plan yet').waitFor();
    await empty.close();

    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/gameplan`);
    await page.getByTestId('game-plan-write').click();
    const content = page.getByTestId('game-plan-editor-content').locator('.ProseMirror');
    await content.click();
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    await page.keyboard.type('Grow together');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Sell ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('ten cartons');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' a month.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Recruit two agents');
    await uploadInto(page, 'game-plan-editor');
    await content.locator('img[src^="/uploads/"]').waitFor();
    await page.getByTestId('game-plan-save').click();
    await page.getByText('Game plan saved.').first().waitFor();
    await page.getByTestId('game-plan-content').waitFor();
    await close();

    const reader = await signedInPage(browser, viewer);
    await reader.page.goto(`${baseUrl()}/gameplan`);
    const shown = reader.page.getByTestId('game-plan-content');
    await shown.locator('h2', { hasText: 'Grow together' }).waitFor();
    expect(await shown.locator('strong').textContent()).toBe('ten cartons');
    expect(await shown.locator('ul li').textContent()).toBe('Recruit two agents');
    expect(await shown.locator('img').getAttribute('src')).toMatch(/^\/uploads\/demo\/.+-l\.png$/);
    expect(await reader.page.getByTestId('game-plan-edit').count()).toBe(0);
    await reader.close();
  });

  it('looks right on a phone and a desktop, light and dark', async () => {
    const hq = await hqToken();
    const viewer = await apiToken(agent(3).email, 'agent');
    for (const [size, scheme] of SHOT_PAIRS)
      for (const [who, token] of [
        ['agent', viewer],
        ['hq', hq],
      ] as const) {
        const { page, context } = await shotPage(browser, size, scheme, token);
        await page.goto(`${baseUrl()}/faqs`);
        await page.getByTestId('faq-list').waitFor();
        await page.getByTestId('faq-item').first().getByRole('button').first().click();
        await shoot(page, `faq-${who}-${size}-${scheme}`);
        await page.goto(`${baseUrl()}/gameplan`);
        await page.getByTestId('game-plan-content').waitFor();
        await shoot(page, `game-plan-${who}-${size}-${scheme}`);
        if (who === 'hq') {
          await page.getByTestId('game-plan-edit').click();
          await page.getByTestId('game-plan-editor-content').waitFor();
          await shoot(page, `game-plan-editor-${size}-${scheme}`);
        }
        await context.close();
      }
  });
});
