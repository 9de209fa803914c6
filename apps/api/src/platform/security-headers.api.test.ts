import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.js';

const t = useTestApp();

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  // News feed videos: exactly the two privacy-friendly players.
  expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com;');
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
};

describe('security headers', () => {
  it('are on every answer: public, signed in, errors and unknown routes', async () => {
    const agent = await t.login('agent1@demo.niaga.test');
    for (const answer of [
      await t.call('GET', '/api/health'),
      await t.call('GET', '/api/user/detail', { token: agent }),
      await t.call('GET', '/api/user/detail'),
      await t.call('GET', '/api/no-such-route'),
      await t.call('POST', '/api/login', { body: { email: 'nobody@x.test', password: 'x', type: 'agent' } }),
    ]) {
      expectSecurityHeaders(answer.headers);
    }
  });

  it('answers to a signed-in caller are never stored by a cache; public ones keep their own rules', async () => {
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    for (const url of ['/api/user/detail', '/api/setup/staff', '/api/payments/get-admin-fee']) {
      const answer = await t.call('GET', url, { token: hq });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    const anonymous = await t.call('GET', '/api/health');
    expect(anonymous.headers['cache-control']).not.toBe('no-store');
  });
});
