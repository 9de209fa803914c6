import { LIMITS } from '@niaga/shared';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';

const ATTEMPTS = 3;

/** A route's chunk that did not arrive: too slow (spec §9's time-out) or gone (a deploy replaced the build). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Spec §9's 120 s; browser tests shorten it by setting `window.niagaChunkTimeoutMs` before the app starts. */
function chunkTimeoutMs(): number {
  const configured = (window as { niagaChunkTimeoutMs?: unknown }).niagaChunkTimeoutMs;
  return typeof configured === 'number' ? configured : LIMITS.chunkLoadTimeoutSeconds * 1000;
}

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('Chunk load timed out')), milliseconds);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Loads a route chunk, retrying on failure, giving up after the chunk time-out (the route's error page shows Retry). */
async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + chunkTimeoutMs();
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) break;
    try {
      return await withTimeout(load(), remaining);
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => window.setTimeout(resolve, 1000 * attempt));
    }
  }
  throw new ChunkLoadError('Chunk load failed', { cause: lastError });
}

type Preloadable = { preload?: () => Promise<unknown> };

/**
 * React.lazy for a named export: lazyPage(() => import('./x-page'), (m) => m.XPage). `preload()` starts the
 * download before React asks for it (see `preloadRoute`).
 */
export function lazyPage<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= loadWithRetry(() => Promise.all([load(), import('./full-styles')]).then(([module]) => module)).catch(
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: pick(await preload()) })),
    { preload } satisfies Preloadable,
  );
}

/**
 * Starts loading the lazy chunks of the routes an address shows (the signed-in shell and the page) at once,
 * instead of one after the other as React reaches each (and only after the guard's user check).
 */
export function preloadRoute(matches: { route: { element?: ReactNode } }[] | null) {
  for (const { route } of matches ?? []) {
    const type = (route.element as { type?: Preloadable } | null | undefined)?.type;
    void type?.preload?.().catch(() => undefined);
  }
}

/** Each key names the module's export that is the page, so the key is checked against the module. */
type PageLoaders<L> = { [K in keyof L]: () => Promise<{ [E in K]: ComponentType<never> }> };
type LazyPages<L> = {
  [K in keyof L]: L[K] extends () => Promise<Record<K, ComponentType<infer P>>>
    ? LazyExoticComponent<ComponentType<P>>
    : never;
};

/**
 * `lazyPage` for several pages at once, each named by its export:
 * `const { XPage, YPage } = lazyPages({ XPage: () => import('./x-page'), YPage: () => import('./y-page') })`.
 */
export function lazyPages<L extends PageLoaders<L>>(loaders: L): LazyPages<L> {
  const pages = Object.entries(loaders).map(([name, load]) => [
    name,
    lazyPage(load as () => Promise<Record<string, ComponentType<object>>>, (module) => module[name] as ComponentType),
  ]);
  return Object.fromEntries(pages) as LazyPages<L>;
}
