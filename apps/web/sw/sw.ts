/// <reference lib="webworker" />
/**
 * The service worker, built by vite-plugin-pwa (injectManifest): the build writes the list of its scripts, styles and
 * index.html, each with a revision, into `self.__WB_MANIFEST`. Caching per kind of request (docs/decisions.md, "PWA"):
 * - scripts, styles, the app shell: precached, revisioned, served from the cache;
 * - /api/*: network only, never cached;
 * - images (uploads, icons): stale-while-revalidate, a bounded cache;
 * - page navigations: the network first; offline, the app shell for a page visited before, else /offline.
 * A new version waits until the app's "Update available — Reload" prompt sends SKIP_WAITING.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const SHELL = 'index.html';
const OFFLINE_PATH = '/offline';
/** The pages opened online: offline, only these get the app shell (it shows them from the data it can reach). */
const VISITED = 'niaga-visited-pages';
/** The hand-written worker's caches (before vite-plugin-pwa). */
const LEGACY_PREFIX = 'niaga-v1';

// No directory index: `/` is a navigation like any other (network first), so the server's redirects (the operator's
// host) and headers apply to it too; the precached shell is the offline fallback only.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'), new NetworkOnly());

registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: 'niaga-images',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

const visitKey = (url: URL) => `${url.origin}${url.pathname}`;

async function offlinePage(url: URL): Promise<Response> {
  const visited = await (await caches.open(VISITED)).match(visitKey(url));
  const shell = await matchPrecache(SHELL);
  if (shell && (visited || url.pathname === OFFLINE_PATH)) return shell;
  if (shell) return Response.redirect(OFFLINE_PATH, 302);
  return Response.error();
}

registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, url }) => {
    try {
      const response = await fetch(request);
      if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
        await (await caches.open(VISITED)).put(visitKey(url), new Response(''));
      }
      return response;
    } catch {
      return offlinePage(url);
    }
  },
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** The pages open when the worker first starts were loaded before it could see them: they count as visited too. */
async function rememberOpenPages() {
  const visited = await caches.open(VISITED);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(windows.map((client) => visited.put(visitKey(new URL(client.url)), new Response(''))));
}

async function dropLegacyCaches() {
  const keys = await caches.keys();
  await Promise.all(keys.filter((key) => key.startsWith(LEGACY_PREFIX)).map((key) => caches.delete(key)));
}

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([dropLegacyCaches(), rememberOpenPages()]).then(() => self.clients.claim()));
});
