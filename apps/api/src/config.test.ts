import { describe, expect, it } from 'vitest';
import { loadConfig, PUBLISHED_SANDBOX_SECRET } from './config.js';

const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/niaga' } as const;
const strong = `${'f'.repeat(16)}0123456789abcdef0123`;

describe('the payment sandbox setting', () => {
  it('is off unless switched on, and then has no secret at all', () => {
    expect(loadConfig(production)).toMatchObject({ PAYMENT_SANDBOX: false, PAYMENT_SANDBOX_SECRET: null });
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_SANDBOX_SECRET).toBeNull();
  });

  it('refuses to start in production with no secret, a short one or the published one', () => {
    for (const secret of [undefined, '', 'short-secret-16ch', PUBLISHED_SANDBOX_SECRET]) {
      const env = {
        ...production,
        PAYMENT_SANDBOX: 'true',
        ...(secret === undefined ? {} : { PAYMENT_SANDBOX_SECRET: secret }),
      };
      expect(() => loadConfig(env)).toThrow(/PAYMENT_SANDBOX_SECRET/);
    }
    expect(loadConfig({ ...production, PAYMENT_SANDBOX: 'true', PAYMENT_SANDBOX_SECRET: strong })).toMatchObject({
      PAYMENT_SANDBOX: true,
      PAYMENT_SANDBOX_SECRET: strong,
    });
  });

  it('outside production, no secret becomes a random one per process; the published one is refused', () => {
    const first = loadConfig({ NODE_ENV: 'development', PAYMENT_SANDBOX: 'true' }).PAYMENT_SANDBOX_SECRET;
    const second = loadConfig({ NODE_ENV: 'development', PAYMENT_SANDBOX: 'true' }).PAYMENT_SANDBOX_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', PAYMENT_SANDBOX: 'true', PAYMENT_SANDBOX_SECRET: PUBLISHED_SANDBOX_SECRET }),
    ).toThrow(/published/);
  });
});

describe('fake provider addresses', () => {
  it('are taken outside production and refused in production', () => {
    const fake = { BILLPLZ_BASE_URL: 'http://127.0.0.1:9999' };
    expect(loadConfig({ NODE_ENV: 'test', ...fake }).BILLPLZ_BASE_URL).toBe(fake.BILLPLZ_BASE_URL);
    expect(() => loadConfig({ ...production, ...fake })).toThrow(/BILLPLZ_BASE_URL/);
    expect(() => loadConfig({ ...production, EASYPARCEL_BASE_URL: 'http://127.0.0.1:9999' })).toThrow(
      /EASYPARCEL_BASE_URL/,
    );
  });
});

describe('the drain before an instance closes', () => {
  it('is 1.5 s in production (behind a balancer), none elsewhere, and shorter than the grace', () => {
    expect(loadConfig(production).SHUTDOWN_DRAIN_MS).toBe(1500);
    expect(loadConfig({ NODE_ENV: 'development' }).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '0' }).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(() => loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '30000' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
