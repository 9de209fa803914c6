import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uploadInto } from './catalog-support';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ, screenshotDir } from './support/browser';
import { SHOT_PAIRS, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

const PINNED = 'Launch of the new range';
const subjects = (page: Page) =>
  page.getByTestId('news-post').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-subject')));

describe('news feed', () => {
  it('HQ posts news with an image and a video and pins it; an agent sees it first, not posts for other levels', async () => {
    const hq = await apiToken(HQ.email, 'hq');
    const viewer = await apiToken(agent(3).email, 'agent'); // level "Agent"
    const tiers = await call<{ items: { id: string; levelName: string }[] }>('GET', '/api/setup/tier', hq);
    const levels = tiers.items;
    const stockist = levels.find((level) => level.levelName === 'Stockist')?.id;

    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/newsfeed`);
    await page.getByText('No news yet').waitFor();
    await page.getByTestId('news-add').click();
    await page.getByTestId('news-save').click();
    await page.getByTestId('news-form').getByText('This field is required.', { exact: false }).first().waitFor();
    await page.getByTestId('news-subject').fill(PINNED);
    await page.getByTestId('news-content').fill('Three new flavours.\nOrder from Monday.');
    await uploadInto(page, 'news-image');
    await page.getByTestId('news-image').locator('img').waitFor();
    await page.getByTestId('news-video-link').fill('https://example.com/video');
    await page.getByTestId('news-save').click();
    await page.getByText('Enter a YouTube or Vimeo link (or video id).').waitFor();
    await page.getByTestId('news-video-link').fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByTestId('news-pin').check();
    await page.getByTestId('news-save').click();
    await page.getByText('News post saved.').first().waitFor();
    await page.locator(`[data-subject="${PINNED}"]`).getByTestId('news-pinned').waitFor();
    await close();

    // Newer posts: one for every level, one for stockists only.
    await call('POST', '/api/setup/news-feed/store', hq, { subject: 'Weekly update', content: 'Stock is in.' });
    await call('POST', '/api/setup/news-feed/store', hq, { subject: 'Stockists only', levelIds: [stockist] });

    const reader = await signedInPage(browser, viewer);
    await reader.page.goto(`${baseUrl()}/newsfeed`);
    await reader.page.getByTestId('news-end').waitFor();
    expect(await subjects(reader.page)).toEqual([PINNED, 'Weekly update']);
    expect(await reader.page.getByTestId('news-add').count()).toBe(0);
    expect(await reader.page.getByTestId('news-edit').count()).toBe(0);
    const pinned = reader.page.locator(`[data-subject="${PINNED}"]`);
    expect(await pinned.locator('img').getAttribute('src')).toMatch(/^\/uploads\/demo\/.+-l\.png$/);
    // The player loads only when asked, from the privacy-friendly host.
    expect(await reader.page.locator('iframe').count()).toBe(0);
    await pinned.getByTestId('news-video-play').click();
    const frame = pinned.locator('iframe');
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(await frame.getAttribute('title')).toBe(`Video: ${PINNED}`);
    // The dashboard's news: the same order and visibility, each opening the feed.
    await reader.page.goto(`${baseUrl()}/`);
    const latest = reader.page.getByTestId('dashboard-news-post');
    await latest.nth(1).waitFor();
    expect(await latest.allTextContents()).toEqual([
      expect.stringContaining(PINNED),
      expect.stringContaining('Weekly update'),
    ]);
    await latest.first().getByRole('link').click();
    await reader.page.waitForURL(`${baseUrl()}/newsfeed`);
    await reader.close();

    // HQ sees every post, with who it is for, and unpins.
    const again = await signedInPage(browser, hq);
    await again.page.goto(`${baseUrl()}/newsfeed`);
    await again.page.locator('[data-subject="Stockists only"]').getByText('For: Stockist').waitFor();
    await again.page.locator(`[data-subject="${PINNED}"]`).getByTestId('news-pin-toggle').click();
    await again.page.getByText('News post unpinned.').first().waitFor();
    await again.page.waitForFunction(
      (subject) => document.querySelector('[data-testid="news-post"]')?.getAttribute('data-subject') !== subject,
      PINNED,
    );
    expect((await subjects(again.page))[0]).toBe('Stockists only');
    await again.page.locator(`[data-subject="${PINNED}"]`).getByTestId('news-pin-toggle').click();
    await again.page.getByText('News post pinned.').first().waitFor();
    await again.close();
  });

  it('looks right on a phone and a desktop, light and dark', async () => {
    const viewer = await apiToken(agent(3).email, 'agent');
    const hq = await apiToken(HQ.email, 'hq');
    for (const [size, scheme] of SHOT_PAIRS) {
      for (const [who, token] of [
        ['agent', viewer],
        ['hq', hq],
      ] as const) {
        const { page, close } = await signedInPage(browser, token, { viewport: VIEWPORTS[size], scheme });
        await page.goto(`${baseUrl()}/newsfeed`);
        await page.getByTestId('news-end').waitFor();
        await page.screenshot({ path: `${screenshotDir}news-feed-${who}-${size}-${scheme}.png`, fullPage: true });
        await close();
      }
    }
    const { page, close } = await signedInPage(browser, hq, { viewport: VIEWPORTS.phone, scheme: 'dark' });
    await page.goto(`${baseUrl()}/newsfeed`);
    await page.getByTestId('news-add').click();
    await page.getByTestId('news-form').waitFor();
    await page.screenshot({ path: `${screenshotDir}news-feed-form-phone-dark.png` });
    await close();
  });

  it('loads older posts as the reader scrolls to the end', async () => {
    const hq = await apiToken(HQ.email, 'hq');
    for (let n = 1; n <= 12; n++) await call('POST', '/api/setup/news-feed/store', hq, { subject: `Note ${n}` });
    const { page, close } = await signedInPage(browser, await apiToken(agent(3).email, 'agent'));
    await page.goto(`${baseUrl()}/newsfeed`);
    await page.locator('[data-subject="Note 12"]').waitFor();
    expect(await page.getByTestId('news-post').count()).toBe(10);
    await page.getByTestId('news-more').scrollIntoViewIfNeeded();
    await page.getByTestId('news-end').waitFor();
    expect(await subjects(page)).toHaveLength(14);
    await close();
  });
});
