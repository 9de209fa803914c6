import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const builtWeb = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * A copy of the built app for one test file's server (WEB_DIST), so that a test can publish "a new version" of the
 * service worker without touching the build other files serve.
 */
export function copyOfBuiltWeb() {
  const folder = mkdtempSync(path.join(tmpdir(), 'niaga-pwa-web-'));
  cpSync(builtWeb, folder, { recursive: true });
  const sw = path.join(folder, 'sw.js');
  const original = readFileSync(sw, 'utf8');
  const dropCompressedCopies = () => {
    for (const copy of [`${sw}.br`, `${sw}.gz`]) rmSync(copy, { force: true });
  };
  return {
    folder,
    /** Another byte of sw.js is a new version to the browser (its compressed copies go, so the server sends it). */
    publishNewServiceWorker(): void {
      dropCompressedCopies();
      writeFileSync(sw, `${original}\n// next version ${Date.now()}\n`);
    },
    restoreServiceWorker(): void {
      writeFileSync(sw, original);
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** Waits until the page's service worker is active and controls it (its precache is then complete). */
export async function waitForControllingWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Width and height from a PNG's header (IHDR). */
export function pngSize(bytes: Buffer): string {
  expectPng(bytes);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

function expectPng(bytes: Buffer) {
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG');
}
