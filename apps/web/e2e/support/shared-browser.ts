import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch } from './browser';

/**
 * One Chromium for the test file that imports this module: launched before its tests (after the file's
 * server, see per-file.ts) and closed after them. A live binding: read it inside tests and hooks only.
 */
export let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});
