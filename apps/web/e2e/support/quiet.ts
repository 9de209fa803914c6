import type { Page, Request } from 'playwright-core';

/**
 * Waiting for a page to have its data without Playwright's `networkidle` (which always waits 500 ms after the last
 * response): the requests in flight are counted, and the wait ends when none is open and no loader shows.
 */
const LOADERS = '.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]';
/** How long one request may stay open before the wait fails (a failure, never a pause). */
const REQUEST_DEADLINE_MS = 20_000;

type Traffic = { requests: Set<Request>; onDone: Set<() => void> };
const traffic = new WeakMap<Page, Traffic>();

/**
 * Counts the page's requests in flight from now on (call once per page, before its first visit). `quiet` waits
 * for that count to reach zero instead of Playwright's `networkidle`, which always waits 500 ms more after the last
 * response.
 */
export function trackRequests(page: Page): void {
  if (traffic.has(page)) return;
  const entry: Traffic = { requests: new Set(), onDone: new Set() };
  traffic.set(page, entry);
  page.on('request', (request) => entry.requests.add(request));
  const done = (request: Request) => {
    entry.requests.delete(request);
    for (const wake of entry.onDone) wake();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

async function noRequestInFlight(page: Page): Promise<void> {
  const entry = traffic.get(page);
  if (!entry) {
    // A page not opened by openPage (a popup): its earlier requests were not counted.
    await page.waitForLoadState('networkidle');
    trackRequests(page);
    return;
  }
  const { requests, onDone } = entry;
  while (requests.size > 0) {
    // The next response (or failure) of any request, then count again; a request open too long fails the wait.
    await new Promise<void>((resolve, reject) => {
      const wake = () => {
        clearTimeout(timer);
        onDone.delete(wake);
        resolve();
      };
      const timer = setTimeout(() => {
        onDone.delete(wake);
        reject(new Error(`requests still open: ${[...requests].map((request) => request.url()).join(', ')}`));
      }, REQUEST_DEADLINE_MS);
      onDone.add(wake);
    });
  }
}

/**
 * Two frames and a task: React commits what the last response changed and runs its effects, which start the next
 * request (a lazy page's chunk, then its data) before we look again.
 */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
        ),
      ),
  );
}

/**
 * Waits until the page has its data: no request in flight and (unless `loaders: false`, for a screenshot of a
 * loading state) no loader or skeleton on screen, seen twice with frames between; then fonts loaded and the
 * finite animations (Mantine's menus, collapses, fades) ended, as they change colours and places while they run.
 */
export async function quiet(page: Page, { loaders = true } = {}): Promise<void> {
  const loading = async () => loaders && (await page.locator(LOADERS).count()) > 0;
  let calmLooks = 0;
  while (calmLooks < 2) {
    await noRequestInFlight(page);
    if (loaders) await page.waitForFunction((selector) => !document.querySelector(selector), LOADERS);
    await nextFrames(page);
    calmLooks = traffic.get(page)?.requests.size === 0 && !(await loading()) ? calmLooks + 1 : 0;
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished));
  });
}
