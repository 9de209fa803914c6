import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/ids.js';
import { DEMO_PASSWORD, useTestApp } from '../../testing/test-app.js';
import { operatorSessions } from '../subscription/subscription.tables.js';
import { OPERATOR_HOST, operatorCall, operatorToken } from './operator-testing.js';

const t = useTestApp();
let operator: string;
let hq: string;
let agent: string;

beforeAll(async () => {
  operator = await operatorToken(t);
  hq = await t.login('hq@demo.niaga.test', 'hq');
  agent = await t.login('agent1@demo.niaga.test');
});

describe('operator sign-in', () => {
  it('answers an op. token whose SHA-256 alone is stored, with an expiry', async () => {
    expect(operator).toMatch(/^op\.[A-Za-z0-9_-]{40,}$/);
    const [session] = await t.db
      .select()
      .from(operatorSessions)
      .where(eq(operatorSessions.tokenHash, sha256(operator)));
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const me = await operatorCall(t, operator, 'GET', '/api/operator/me');
    expect(me.data).toMatchObject({ email: 'operator@niaga.test', name: 'Olivia Operator' });
  });

  it('refuses a wrong password, and a company HQ password, with one message', async () => {
    for (const body of [
      { email: 'operator@niaga.test', password: 'Wrong#2026' },
      { email: 'hq@demo.niaga.test', password: DEMO_PASSWORD },
    ]) {
      const response = await t.call('POST', '/api/operator/login', { host: OPERATOR_HOST, body, language: 'id' });
      expect(response.status).toBe(401);
      expect(response.meta?.message).toBe('Email atau kata sandi salah.');
    }
  });

  it('limits attempts per account like the company login', async () => {
    const attempt = (ip: string) =>
      t.call('POST', '/api/operator/login', {
        host: OPERATOR_HOST,
        ip,
        body: { email: 'limited@niaga.test', password: 'Wrong#2026' },
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt(`10.0.0.${i + 1}`)).status).toBe(401);
    expect((await attempt('10.0.0.99')).status).toBe(429);
  });

  it('logs out: the token no longer opens anything', async () => {
    const token = await operatorToken(t);
    expect((await operatorCall(t, token, 'POST', '/api/operator/logout')).status).toBe(200);
    expect((await operatorCall(t, token, 'GET', '/api/operator/me')).status).toBe(401);
  });
});

describe('operator isolation', () => {
  it("answers a company user's token on an operator route 401, on the operator's host", async () => {
    for (const token of [hq, agent]) {
      const response = await t.call('GET', '/api/operator/companies', { host: OPERATOR_HOST, token });
      expect(response.status).toBe(401);
    }
    expect((await t.call('GET', '/api/operator/companies', { host: OPERATOR_HOST })).status).toBe(401);
  });

  it('answers an operator token on a company route 401, on any host', async () => {
    for (const host of ['localhost', OPERATOR_HOST]) {
      for (const url of ['/api/user/detail', '/api/setup/staff', '/api/agent-database']) {
        const response = await t.call('GET', url, { host, token: operator });
        expect(response.status, `${host} ${url}`).toBe(401);
      }
    }
  });

  it("answers operator routes 404 off the operator's host, even with an operator token", async () => {
    for (const host of ['localhost', 'locked.localhost', 'unknown.example']) {
      expect((await t.call('GET', '/api/operator/companies', { host, token: operator })).status).toBe(404);
      const login = await t.call('POST', '/api/operator/login', {
        host,
        body: { email: 'operator@niaga.test', password: DEMO_PASSWORD },
      });
      expect(login.status).toBe(404);
    }
  });

  it("shows a company's billing only, none of its business data", async () => {
    const detail = await operatorCall(t, operator, 'GET', '/api/operator/companies/demo');
    expect(detail.status).toBe(200);
    expect(Object.keys(detail.data).sort()).toEqual(['company', 'invoices', 'receipts']);
    expect(Object.keys(detail.data.company).sort()).toEqual(
      [
        'billingDay',
        'credit',
        'currency',
        'hosts',
        'id',
        'locked',
        'name',
        'nextPeriodStart',
        'openBalance',
        'overdue',
        'planId',
        'planName',
      ].sort(),
    );
    expect(detail.data.company).toMatchObject({ planId: 'growth', hosts: ['127.0.0.1', 'localhost'] });
    const list = await operatorCall(t, operator, 'GET', '/api/operator/companies');
    for (const body of [detail.body, list.body]) {
      expect(body).not.toMatch(/agent1@demo|Aminah|Stockist|hq@demo/);
    }
    const locked = list.data.items.find((company: { id: string }) => company.id === 'locked');
    expect(locked).toMatchObject({ locked: true, overdue: true, openBalance: 29_900, planName: 'Starter' });
  });

  it('lists who is overdue: the locked company with its balance and days late', async () => {
    const overdue = await operatorCall(t, operator, 'GET', '/api/operator/overdue');
    expect(overdue.data.items).toEqual([
      expect.objectContaining({
        companyId: 'locked',
        invoiceNumber: 'SUB-0001',
        balance: 29_900,
        state: 'locked',
        days: 31,
      }),
    ]);
  });
});
