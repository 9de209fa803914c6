import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

describe('POST /api/login', () => {
  it('signs HQ in and answers a token and the user', async () => {
    const response = await t.call('POST', '/api/login', {
      body: { email: 'HQ@demo.niaga.test ', password: DEMO_PASSWORD, type: 'hq', remember: true },
    });
    expect(response.status).toBe(200);
    expect(response.data.token).toMatch(/^demo\.[\w-]{40,}$/);
    expect(response.data.user).toMatchObject({ email: 'hq@demo.niaga.test', role: 'hq', company: { id: 'demo' } });
    expect(response.data.user.subscription.disallow_login).toBe(false);
  });

  it('signs an agent in with its level', async () => {
    const response = await t.call('POST', '/api/login', {
      body: { email: 'agent2@demo.niaga.test', password: DEMO_PASSWORD, type: 'agent' },
    });
    expect(response.status).toBe(200);
    expect(response.data.user).toMatchObject({ role: 'agent', level: { name: 'Dealer', rankNumber: 2 } });
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const wrong = await t.call('POST', '/api/login', {
      body: { email: 'agent1@demo.niaga.test', password: 'Wrong#2026', type: 'agent' },
    });
    const unknown = await t.call('POST', '/api/login', {
      body: { email: 'nobody@demo.niaga.test', password: 'Wrong#2026', type: 'agent' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.meta?.message).toBe('The email or password is incorrect.');
    expect(unknown.meta?.message).toBe(wrong.meta?.message);
  });

  it('refuses an agent at the HQ login and HQ at the agent login', async () => {
    const agentAsHq = await t.call('POST', '/api/login', {
      body: { email: 'agent1@demo.niaga.test', password: DEMO_PASSWORD, type: 'hq' },
    });
    const hqAsAgent = await t.call('POST', '/api/login', {
      body: { email: 'hq@demo.niaga.test', password: DEMO_PASSWORD, type: 'agent' },
    });
    expect(agentAsHq.status).toBe(401);
    expect(hqAsAgent.status).toBe(401);
  });

  it('refuses a comId that is not the host company', async () => {
    const response = await t.call('POST', '/api/login', {
      body: { email: 'hq@demo.niaga.test', password: DEMO_PASSWORD, type: 'hq', comId: 'locked' },
    });
    expect(response.status).toBe(401);
  });

  it('names every invalid field, in the caller language', async () => {
    const response = await t.call('POST', '/api/login', {
      language: 'id',
      body: { email: 'not-an-email', password: '', type: 'boss' },
    });
    expect(response.status).toBe(400);
    expect(response.meta).toMatchObject({ reason: 'VALIDATION', message: 'Masukan tidak valid' });
    expect(response.meta?.errors).toEqual({
      email: 'Masukkan alamat email yang valid.',
      password: 'Kolom ini wajib diisi.',
      type: 'Nilai ini tidak valid.',
    });
  });

  it('answers 404 for a host that belongs to no company', async () => {
    const response = await t.call('POST', '/api/login', {
      host: 'unknown.example',
      body: { email: 'hq@demo.niaga.test', password: DEMO_PASSWORD, type: 'hq' },
    });
    expect(response.status).toBe(404);
    expect(response.meta?.message).toBe('This site is not registered. Please check the address.');
  });

  it('rate limits per account with 429 and Retry-After', async () => {
    const attempt = (ip: string) =>
      t.call('POST', '/api/login', {
        ip,
        body: { email: 'agent5@demo.niaga.test', password: 'Wrong#2026', type: 'agent' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt(`10.0.0.${i}`)).status).toBe(401);
    const limited = await attempt('10.0.1.1');
    expect(limited.status).toBe(429);
    expect(limited.meta?.reason).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits until the window ends.
    const right = await t.call('POST', '/api/login', {
      ip: '10.0.1.2',
      body: { email: 'agent5@demo.niaga.test', password: DEMO_PASSWORD, type: 'agent' },
    });
    expect(right.status).toBe(429);
  });

  it('rate limits per IP address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      const response = await t.call('POST', '/api/login', {
        ip: '192.0.2.7',
        body: { email: `someone${i}@demo.niaga.test`, password: 'Wrong#2026', type: 'agent' },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
  });
});

describe('sessions', () => {
  it('GET /api/user/detail needs a live token', async () => {
    expect((await t.call('GET', '/api/user/detail')).status).toBe(401);
    const forged = await t.call('GET', '/api/user/detail', { token: 'demo.forged-token' });
    expect(forged.status).toBe(401);
    expect(forged.meta?.reason).toBe('UNAUTHENTICATED');
  });

  it('logout revokes the token and only that token', async () => {
    const first = await t.login('agent3@demo.niaga.test');
    const second = await t.login('agent3@demo.niaga.test');
    expect((await t.call('GET', '/api/user/detail', { token: first })).status).toBe(200);
    expect((await t.call('POST', '/api/logout', { token: first })).status).toBe(200);
    expect((await t.call('GET', '/api/user/detail', { token: first })).status).toBe(401);
    expect((await t.call('GET', '/api/user/detail', { token: second })).status).toBe(200);
  });

  it('saves the language and answers in it', async () => {
    const token = await t.login('agent4@demo.niaga.test');
    const response = await t.call('POST', '/api/attribute/language', { token, body: { lang: 'ms' } });
    expect(response.status).toBe(200);
    expect(response.meta?.message).toBe('Bahasa disimpan.');
    expect((await t.call('GET', '/api/user/detail', { token })).data.language).toBe('ms');
  });
});
