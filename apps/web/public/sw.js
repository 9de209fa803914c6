/* Niaga service worker (registered in production builds only).
 * - /assets/* (hashed file names): cache-first.
 * - page navigations: network-first; offline, they go to the cached /offline page shell.
 * - /api/*: never touched, never cached.
 */
const VERSION = 'niaga-v1';
const ASSETS = `${VERSION}-assets`;
const PAGES = `${VERSION}-pages`;
const OFFLINE_URL = '/offline';

/** Caches the page shell and the entry assets it names, so the offline page can start without a network. */
async function cacheShell() {
  const response = await fetch(OFFLINE_URL, { cache: 'no-store' });
  if (!response.ok) return;
  const html = await response.clone().text();
  const assets = [...new Set(html.match(/\/assets\/[^"'\s>]+/g) ?? [])];
  await (await caches.open(PAGES)).put(OFFLINE_URL, response);
  await (await caches.open(ASSETS)).addAll([...assets, '/icon.svg']);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !key.startsWith(VERSION)).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(ASSETS)).put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  const url = new URL(request.url);
  try {
    const response = await fetch(request);
    // Every page answers with the same app shell: keep the newest one as the offline fallback.
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
      await (await caches.open(PAGES)).put(OFFLINE_URL, response.clone());
    }
    return response;
  } catch {
    const shell = await caches.match(OFFLINE_URL);
    if (!shell) return Response.error();
    return url.pathname === OFFLINE_URL ? shell : Response.redirect(OFFLINE_URL, 302);
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
  } else if (url.pathname.startsWith('/assets/') || url.pathname === '/icon.svg') {
    event.respondWith(cacheFirst(request));
  }
});
