import { LIMITS } from '@niaga/shared';
import { type ComponentType, lazy } from 'react';

const ATTEMPTS = 3;

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

/** Loads a route chunk, retrying on failure, giving up after the spec's 120-second chunk time-out. */
async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + LIMITS.chunkLoadTimeoutSeconds * 1000;
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
  throw lastError;
}

/** React.lazy for a named export: lazyPage(() => import('./x-page'), (m) => m.XPage). */
export function lazyPage<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await loadWithRetry(load)) }));
}
