import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addOverdueInvoice } from '../../db/seed/companies.js';
import { DEMO_PASSWORD, useTestApp } from '../../testing/test-app.js';
import { subscriptionInvoices } from './subscription.tables.js';

const t = useTestApp();

describe('overdue subscription', () => {
  it('lets only HQ of a locked company sign in, to pay: every other call answers SUBSCRIPTION_LOCKED', async () => {
    const login = await t.call('POST', '/api/login', {
      host: 'locked.localhost',
      body: { email: 'hq@locked.niaga.test', password: DEMO_PASSWORD, type: 'hq' },
    });
    expect(login.status).toBe(200);
    expect(login.data.user.subscription).toMatchObject({ disallow_login: true, pay_to_unlock: true });
    const staff = await t.call('GET', '/api/setup/staff', {
      host: 'locked.localhost',
      token: login.data.token,
      language: 'ms',
    });
    expect(staff.status).toBe(403);
    expect(staff.meta).toMatchObject({
      reason: 'SUBSCRIPTION_LOCKED',
      message: 'Akaun anda dikunci kerana langganan tertunggak.',
    });
  });

  it("refuses an agent's login at a locked company with SUBSCRIPTION_LOCKED", async () => {
    await addOverdueInvoice(t.db, 'demo', 'SUB-8');
    const response = await t.call('POST', '/api/login', {
      language: 'ms',
      body: { email: 'agent1@demo.niaga.test', password: DEMO_PASSWORD, type: 'agent' },
    });
    expect(response.status).toBe(403);
    expect(response.meta).toMatchObject({
      reason: 'SUBSCRIPTION_LOCKED',
      message: 'Akaun anda dikunci kerana langganan tertunggak.',
    });
    await t.db.update(subscriptionInvoices).set({ status: 'paid' }).where(eq(subscriptionInvoices.number, 'SUB-8'));
  });

  it('a live session of a company that becomes locked sees disallow_login and nothing else', async () => {
    const token = await t.login('hq@demo.niaga.test', 'hq');
    await addOverdueInvoice(t.db, 'demo', 'SUB-9');
    const detail = await t.call('GET', '/api/user/detail', { token });
    expect(detail.status).toBe(200);
    expect(detail.data.subscription).toMatchObject({ disallow_login: true, status: 'overdue' });
    const staff = await t.call('GET', '/api/setup/staff', { token });
    expect(staff.status).toBe(403);
    expect(staff.meta?.reason).toBe('SUBSCRIPTION_LOCKED');

    // Paying the invoice gives access back.
    await t.db.update(subscriptionInvoices).set({ status: 'paid' }).where(eq(subscriptionInvoices.number, 'SUB-9'));
    expect((await t.call('GET', '/api/setup/staff', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/user/detail', { token })).data.subscription.disallow_login).toBe(false);
  });
});
