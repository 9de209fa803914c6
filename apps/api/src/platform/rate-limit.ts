import { Redis } from 'ioredis';
import { AppError } from './errors.js';

/** Fixed-window counters: in Redis when configured (shared by every API instance), else in memory. */
export type RateLimitStore = { hit(key: string, windowSeconds: number): Promise<{ count: number; ttl: number }> };

export function memoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowSeconds) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size > 100_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        window = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, ttl: Math.ceil((window.resetAt - now) / 1000) };
    },
  };
}

export function redisStore(url: string): RateLimitStore & { close(): Promise<void> } {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    async hit(key, windowSeconds) {
      const results = await redis.multi().incr(key).expire(key, windowSeconds, 'NX').ttl(key).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowSeconds);
      return { count, ttl: ttl > 0 ? ttl : windowSeconds };
    },
    // Redis may already be gone (stopped before this instance): closing must not fail the shutdown.
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export type RateRule = { max: number; windowSeconds: number };

/** Limits per 5 minutes (spec §8: the 429 popup advises to retry in 5 minutes). */
export function rateRules(ipMax = 50) {
  return {
    loginAccount: { max: 10, windowSeconds: 300 },
    loginIp: { max: ipMax, windowSeconds: 300 },
    codeAccount: { max: 10, windowSeconds: 300 },
    codeIp: { max: ipMax, windowSeconds: 300 },
    resetAccount: { max: 5, windowSeconds: 300 },
    resetIp: { max: ipMax, windowSeconds: 300 },
    /** Test e-mails a signed-in user sends itself (the welcoming e-mail's "send me a test"). */
    testMail: { max: 3, windowSeconds: 300 },
  } satisfies Record<string, RateRule>;
}
export type RateRules = ReturnType<typeof rateRules>;

export type RateLimiter = (checks: Array<{ rule: RateRule; key: string }>) => Promise<void>;

/** Counts a hit on every key and refuses with 429 and Retry-After when any is over its limit. */
export function createRateLimiter(store: RateLimitStore): RateLimiter {
  return async (checks) => {
    let retryAfter = 0;
    for (const { rule, key } of checks) {
      const { count, ttl } = await store.hit(`rl:${key}`, rule.windowSeconds);
      if (count > rule.max) retryAfter = Math.max(retryAfter, ttl);
    }
    if (retryAfter > 0) throw new AppError(429, 'errors.tooManyRequests', 'RATE_LIMITED', undefined, retryAfter);
  };
}
