import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.js';
import { users } from '../users/users.tables.js';
import { operatorCall, operatorToken } from './operator-testing.js';

const t = useTestApp();

const profile = (email: string) => ({
  firstName: 'Nur',
  lastName: 'Iman',
  email,
  phoneCode: '+60',
  phoneNumber: '0123456789',
  identityNo: '900101-14-5566',
  state: 'Selangor',
  postcode: '43000',
  bank: { bankName: 'Maybank', accountNumber: '114412345678', accountName: 'Nur Iman' },
});

async function countOf(role: 'agent' | 'staff') {
  const [row] = await t.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, 'demo'), eq(users.role, role)));
  return row!.n;
}

/** Puts the demo company on a new plan with exactly its agents and staff as the limits. */
async function planAtTheLimit() {
  const operator = await operatorToken(t);
  const plan = await operatorCall(t, operator, 'POST', '/api/operator/plans', {
    body: {
      name: 'Full',
      monthlyPrice: 1_000,
      limits: { agents: await countOf('agent'), staff: await countOf('staff') },
    },
  });
  await operatorCall(t, operator, 'POST', '/api/operator/companies/demo/subscription', {
    body: { planId: plan.data.id, billingDay: 1 },
  });
  return (planId: string) =>
    operatorCall(t, operator, 'POST', '/api/operator/companies/demo/subscription', { body: { planId, billingDay: 1 } });
}

function linkOf(url: string) {
  const parts = new URL(url).pathname.split('/').slice(2).map(decodeURIComponent);
  const names = ['username', 'leaderName', 'leaderTier', 'leaderId', 'tierName', 'tierId', 'companyId'];
  return Object.fromEntries(names.map((name, index) => [name, parts[index] ?? '']));
}

describe('plan limits', () => {
  it('refuses another agent (HQ registration, invite link) and another staff at the limit; a bigger plan lets them in', async () => {
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    const [level] = (await t.call('GET', '/api/setup/tier', { token: hq })).data.items;
    const [link] = (await t.call('GET', '/api/user/invite-links', { token: hq })).data.items;
    const setPlan = await planAtTheLimit();
    const agentsBefore = await countOf('agent');

    const register = (email: string, language?: string) =>
      t.call('POST', '/api/agent-registration', {
        token: hq,
        ...(language ? { language } : {}),
        body: { ...profile(email), levelId: level.id },
      });
    const signUp = (email: string, language?: string) =>
      t.call('POST', '/api/user/self-register', {
        ...(language ? { language } : {}),
        body: { link: linkOf(link.url), ...profile(email), password: 'Join#Us2026', acceptTerms: true },
      });
    const invite = (email: string, language?: string) =>
      t.call('POST', '/api/setup/staff', {
        token: hq,
        ...(language ? { language } : {}),
        body: { email, name: 'New Staff', permissions: ['add_user'] },
      });

    const byHq = await register('over@demo.niaga.test', 'ms');
    expect(byHq.status).toBe(409);
    expect(byHq.meta?.message).toBe(
      `Pelan anda membenarkan ${agentsBefore} ejen. Minta platform menaik taraf pelan anda untuk menambah ejen.`,
    );
    expect((await register('over@demo.niaga.test')).meta?.message).toBe(
      `Your plan allows ${agentsBefore} agents. Ask the platform to upgrade your plan to add more.`,
    );
    const bySignUp = await signUp('self@demo.niaga.test', 'id');
    expect(bySignUp.status).toBe(409);
    expect(bySignUp.meta?.message).toBe('Perusahaan ini belum dapat menerima agen baru. Silakan hubungi perusahaan.');
    const staff = await invite('staff-over@demo.niaga.test');
    expect(staff.status).toBe(409);
    expect(staff.meta?.message).toMatch(/^Your plan allows \d+ staff\./);
    expect(await countOf('agent')).toBe(agentsBefore);

    await setPlan('enterprise');
    expect((await register('room@demo.niaga.test')).status).toBe(200);
    expect((await signUp('self@demo.niaga.test')).status).toBe(200);
    expect((await invite('staff-room@demo.niaga.test')).status).toBe(200);
    expect(await countOf('agent')).toBe(agentsBefore + 2);
  });
});
