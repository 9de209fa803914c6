import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../testing/test-app.js';

/**
 * Brute-force limits (security audit issue 14) not already proven elsewhere: the per-IP limits across different
 * e-mails, with 429 and Retry-After, and which address counts. The verification code's 5 tries, then refusal,
 * and the per-account limits are proven in modules/auth/verification.api.test.ts and login.api.test.ts.
 * A small RATE_LIMIT_IP_MAX keeps these fast; the rule is the same at the default 50.
 */
const IP_MAX = 5;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const wrongLogin = (app: TestApp, i: number, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  app.call('POST', '/api/login', {
    ...options,
    body: { email: `nobody${i}@demo.niaga.test`, password: 'Wrong#2026', type: 'agent' },
  });

function expectLimited(response: { status: number; meta?: { reason?: string }; headers: Record<string, unknown> }) {
  expect(response.status).toBe(429);
  expect(response.meta?.reason).toBe('RATE_LIMITED');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(300);
}

describe('login per IP address', () => {
  it('refuses the IP after the limit across different e-mails with 429 and Retry-After; other IPs go on', async () => {
    t = await createTestApp({ RATE_LIMIT_IP_MAX: String(IP_MAX) });
    for (let i = 0; i < IP_MAX; i++) expect((await wrongLogin(t, i, { ip: '198.51.100.7' })).status).toBe(401);
    expectLimited(await wrongLogin(t, 99, { ip: '198.51.100.7' }));
    // Even a right password waits from that address…
    const right = await t.call('POST', '/api/login', {
      ip: '198.51.100.7',
      body: { email: 'agent2@demo.niaga.test', password: DEMO_PASSWORD, type: 'agent' },
    });
    expectLimited(right);
    // …while another address is answered as usual.
    expect((await wrongLogin(t, 100, { ip: '198.51.100.8' })).status).toBe(401);
  });

  it('does not trust X-Forwarded-For unless TRUST_PROXY: a new header per try does not escape the limit', async () => {
    t = await createTestApp({ RATE_LIMIT_IP_MAX: String(IP_MAX) });
    const statuses: number[] = [];
    for (let i = 0; i <= IP_MAX; i++) {
      const response = await wrongLogin(t!, i, {
        ip: '198.51.100.9',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(IP_MAX).fill(401), 429]);
  });

  it('behind a trusted proxy (TRUST_PROXY) counts the client address X-Forwarded-For names', async () => {
    t = await createTestApp({ RATE_LIMIT_IP_MAX: String(IP_MAX), TRUST_PROXY: 'true' });
    const viaProxy = (i: number, client: string) =>
      wrongLogin(t!, i, { ip: '10.0.0.1', headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < IP_MAX; i++) expect((await viaProxy(i, '203.0.113.50')).status).toBe(401);
    expectLimited(await viaProxy(99, '203.0.113.50'));
    // Another client behind the same proxy has its own count.
    expect((await viaProxy(100, '203.0.113.51')).status).toBe(401);
  });
});

describe('verification codes per IP address', () => {
  it('refuses the IP after the limit across different e-mails with 429 and Retry-After', async () => {
    t = await createTestApp({ RATE_LIMIT_IP_MAX: String(IP_MAX) });
    const guess = (i: number, ip: string) =>
      t!.call('POST', '/api/verification', { ip, body: { email: `guess${i}@demo.niaga.test`, code: '123456' } });
    for (let i = 0; i < IP_MAX; i++) expect((await guess(i, '198.51.100.20')).status).not.toBe(429);
    expectLimited(await guess(99, '198.51.100.20'));
    expect((await guess(100, '198.51.100.21')).status).not.toBe(429);
  });

  it('answers the per-account limit with Retry-After too', async () => {
    t = await createTestApp();
    let last: Awaited<ReturnType<TestApp['call']>> | undefined;
    for (let i = 0; i < 11; i++) {
      last = await t.call('POST', '/api/verification', {
        ip: `10.8.1.${i}`,
        body: { email: 'agent1@demo.niaga.test', code: '123456' },
      });
    }
    expectLimited(last!);
  });
});
