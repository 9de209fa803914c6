import { useSyncExternalStore } from 'react';

/** Set when a new service worker is installed and waiting: calling it activates that worker and reloads the page. */
let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function setApplyUpdate(update: () => Promise<void>) {
  applyUpdate = update;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The pending update's apply function, or null when the app is up to date (see UpdatePrompt). */
export const useWaitingUpdate = () => useSyncExternalStore(subscribe, () => applyUpdate);

// A warning, not an error: the app works without its worker (only not offline). Browser tests block workers.
const warn = (error: unknown) => console.warn('Service worker not registered', error);

/** Lets the waiting worker take over, then reloads the page so that it runs the new version's scripts. */
function activateAndReload(skipWaiting: () => Promise<void>) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  return skipWaiting();
}

/**
 * Registers the service worker that vite-plugin-pwa builds from sw/sw.ts (production builds only), after the page's
 * load so it never competes with the first paint; its register helper (workbox-window) is a chunk of its own.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    import('virtual:pwa-register')
      .then(({ registerSW }) => {
        const update = registerSW({
          onNeedRefresh: () => setApplyUpdate(() => activateAndReload(update)),
          // workbox-window reloads only a page that was controlled when it loaded; activateAndReload does it always.
          onNeedReload: () => undefined,
          onRegisterError: warn,
        });
      })
      .catch(warn);
  });
}
