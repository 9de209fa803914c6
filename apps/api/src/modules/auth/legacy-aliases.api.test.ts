import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { addOtherCompanyWithHq } from '../../testing/test-users.js';
import { users } from '../users/users.tables.js';

// Spec §7 "legacy helper": POST /users/authenticate, POST /users/register and GET /users answer exactly as
// POST /login, POST /user/self-register and GET /user/detail (same handlers, validation, access, tenancy).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addOtherCompanyWithHq(t, { name: 'Other Bhd' });
});
afterAll(() => t.close());

const linkOf = (url: string) => {
  const [username, leaderName, leaderTier, leaderId, tierName, tierId, companyId] = new URL(url).pathname
    .split('/')
    .slice(2)
    .map(decodeURIComponent);
  return { username, leaderName, leaderTier, leaderId, tierName, tierId, companyId };
};

describe('POST /api/users/authenticate', () => {
  it('signs in like POST /api/login and refuses what it refuses', async () => {
    const body = { email: 'agent2@demo.niaga.test', password: DEMO_PASSWORD, type: 'agent' };
    const legacy = await t.call('POST', '/api/users/authenticate', { body });
    expect(legacy.status).toBe(200);
    expect(legacy.data.user).toMatchObject({ email: 'agent2@demo.niaga.test', role: 'agent' });
    const me = await t.call('GET', '/api/user/detail', { token: legacy.data.token });
    expect(me.data.email).toBe('agent2@demo.niaga.test');

    const wrong = await t.call('POST', '/api/users/authenticate', { body: { ...body, password: 'Wrong#2026' } });
    const wrongCurrent = await t.call('POST', '/api/login', { body: { ...body, password: 'Wrong#2026' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toBe(wrongCurrent.body);
    const bad = await t.call('POST', '/api/users/authenticate', { body: { email: 'not-an-email', type: 'agent' } });
    expect(bad.status).toBe(400);
    expect(bad.meta?.errors).toEqual(
      (await t.call('POST', '/api/login', { body: { email: 'not-an-email', type: 'agent' } })).meta?.errors,
    );
  });

  it("is the Host's company: another company's host does not know the demo agent", async () => {
    const foreign = await t.call('POST', '/api/users/authenticate', {
      host: 'other.localhost',
      body: { email: 'agent2@demo.niaga.test', password: DEMO_PASSWORD, type: 'agent' },
    });
    expect(foreign.status).toBe(401);
  });
});

describe('GET /api/users', () => {
  it('answers the signed-in user like GET /api/user/detail, and 401 without a token', async () => {
    const token = await t.login('agent1@demo.niaga.test');
    const legacy = await t.call('GET', '/api/users', { token });
    const current = await t.call('GET', '/api/user/detail', { token });
    expect(legacy.status).toBe(200);
    expect(legacy.data).toEqual(current.data);
    expect((await t.call('GET', '/api/users')).status).toBe(401);
  });

  it("answers another company's user as missing (404), like GET /api/user/detail", async () => {
    const [agent] = await t.db.select().from(users).where(eq(users.email, 'agent3@demo.niaga.test'));
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    expect((await t.call('GET', `/api/users?id=${agent!.id}`, { token: hq })).data.email).toBe(
      'agent3@demo.niaga.test',
    );
    const other = await t.login('hq@other.test', 'hq', DEMO_PASSWORD, 'other.localhost');
    const foreign = await t.call('GET', `/api/users?id=${agent!.id}`, { token: other });
    const missing = await t.call('GET', '/api/users?id=does-not-exist', { token: other });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toBe(missing.body);
  });
});

describe('POST /api/users/register', () => {
  it('registers by invite link like POST /api/user/self-register, with the same validation', async () => {
    const token = await t.login('agent2@demo.niaga.test');
    const [, agentLink] = (await t.call('GET', '/api/user/invite-links', { token })).data.items;
    const profile = {
      link: linkOf(agentLink.url),
      firstName: 'Legacy',
      lastName: 'Joiner',
      email: 'legacy@demo.niaga.test',
      phoneCode: '+60',
      phoneNumber: '0123456789',
      identityNo: '900101-14-5566',
      country: 'MY',
      password: 'Join#Us2026',
      acceptTerms: true,
    };
    const noTerms = await t.call('POST', '/api/users/register', { body: { ...profile, acceptTerms: false } });
    expect(noTerms.status).toBe(400);
    expect(noTerms.meta?.errors?.acceptTerms).toBe('You must accept the agreement.');
    expect(await t.lastMail('legacy@demo.niaga.test')).toBeUndefined();

    const registered = await t.call('POST', '/api/users/register', { body: profile });
    expect(registered.status).toBe(200);
    expect(registered.meta?.message).toBe('Registration successful. We have sent a 6-digit code to your email.');
    expect(await t.lastMail('legacy@demo.niaga.test')).toBeDefined();
    const duplicate = await t.call('POST', '/api/users/register', { body: profile });
    expect(duplicate.status).toBe(409);
  });
});
