import { NiagaApiError, unwrap } from '@niaga/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../testing/catalog-fixtures.js';
import { createSecondCompany, type SecondCompany } from '../../testing/second-company.js';
import { createTestApp, createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { typedClient } from '../../testing/typed-client.js';
import { createApiKey } from './api-key-fixtures.js';
import { apiKeys } from './api-keys.tables.js';

let t: TestApp;
let hq: string;
let b: SecondCompany;
beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  b = await createSecondCompany(t);
});
afterAll(() => t.close());

describe('managing keys', () => {
  it('shows the secret once: the list and the database hold only its prefix and hash', async () => {
    const created = await t.call('POST', '/api/setup/api-keys', {
      token: hq,
      body: { name: 'ERP', scopes: { orders: 'read', products: 'write' } },
    });
    expect(created.status).toBe(200);
    expect(created.meta?.message).toBe('API key created. Copy the secret now: it is not shown again.');
    const { key, secret } = created.data;
    expect(secret).toMatch(/^nk_live_[0-9A-Za-z]{40}$/);
    expect(key).toMatchObject({
      name: 'ERP',
      prefix: secret.slice(0, 16),
      scopes: { orders: 'read', products: 'write' },
      createdBy: expect.any(String),
      lastUsedAt: null,
      expiresAt: null,
      status: 'active',
    });

    const list = await t.call('GET', '/api/setup/api-keys', { token: hq });
    expect(list.body).not.toContain(secret);
    expect(list.data.items.map((item: { id: string }) => item.id)).toContain(key.id);
    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('refuses a key without scopes, with an unknown level or an expiry in the past', async () => {
    const none = await t.call('POST', '/api/setup/api-keys', { token: hq, body: { name: 'x', scopes: {} } });
    expect(none.status).toBe(400);
    expect(none.meta?.errors?.scopes).toBe('Choose at least one area the key may read or write.');
    const level = await t.call('POST', '/api/setup/api-keys', {
      token: hq,
      body: { name: 'x', scopes: { orders: 'admin' } },
    });
    expect(level.status).toBe(400);
    const past = await t.call('POST', '/api/setup/api-keys', {
      token: hq,
      body: { name: 'x', scopes: { orders: 'read' }, expiresAt: '2020-01-01T00:00:00Z' },
    });
    expect(past.meta?.errors?.expiresAt).toBe('The expiry must be in the future.');
  });

  it('is for HQ only: an agent is refused', async () => {
    const agent = await t.login('agent1@demo.niaga.test');
    expect((await t.call('GET', '/api/setup/api-keys', { token: agent })).status).toBe(403);
  });
});

describe('calling with a key', () => {
  // Through the typed client of packages/client, over HTTP, as an integrator calls.
  it('reads orders with a read scope; a write is refused 403 naming the scope; other areas too', async () => {
    const { secret, id } = await createApiKey(t, hq, { orders: 'read' });
    const client = await typedClient(t, { apiKey: secret });
    const orders = await client.GET('/api/orders');
    expect(orders.response.status).toBe(200);
    expect(Array.isArray(orders.data?.data.items)).toBe(true);
    const write = await client.POST('/api/orders/{id}/remark', {
      params: { path: { id: 'missing-order' } },
      body: { remark: 'x' },
    });
    expect(write.response.status).toBe(403);
    expect(write.error?.meta).toMatchObject({
      reason: 'SCOPE_MISSING',
      message: 'This API key lacks the scope orders:write.',
    });
    const inMalay = await typedClient(t, { apiKey: secret, language: 'ms' });
    const error = await unwrap(inMalay.GET('/api/categories')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NiagaApiError);
    expect(error).toMatchObject({
      status: 403,
      reason: 'SCOPE_MISSING',
      message: 'Kunci API ini tiada skop products:read.',
    });

    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(stored?.lastUsedAt).toBeInstanceOf(Date);
    const listed = await t.call('GET', '/api/setup/api-keys', { token: hq });
    expect(listed.data.items.find((item: { id: string }) => item.id === id).lastUsedAt).not.toBeNull();
  });

  it('writes with a write scope (write implies read)', async () => {
    const { secret } = await createApiKey(t, hq, { products: 'write' });
    const client = await typedClient(t, { apiKey: secret });
    await unwrap(client.POST('/api/categories', { body: { name: 'Made by a key' } }));
    const listed = await unwrap(client.GET('/api/categories'));
    expect(JSON.stringify(listed)).toContain('Made by a key');
  });

  it('never reaches key management, sessions, agents-only, customers-only or operator routes', async () => {
    const { secret } = await createApiKey(t, hq, {
      orders: 'write',
      products: 'write',
      stock: 'write',
      agents: 'write',
      customers: 'write',
      commission: 'write',
      vouchers: 'write',
      reports: 'write',
    });
    const notForKeys = 'This route is not available to API keys. Sign in as a person to use it.';
    for (const [method, url, body] of [
      ['GET', '/api/setup/api-keys', undefined],
      ['POST', '/api/setup/api-keys', { name: 'escalate', scopes: { orders: 'write' } }],
      ['POST', '/api/logout', undefined],
      ['POST', '/api/user/change-password', { currentPassword: 'x', password: 'y', passwordConfirmation: 'y' }],
      ['GET', '/api/sales/my-orders', undefined],
    ] as const) {
      const answer = await t.call(method, url, { token: secret, ...(body ? { body } : {}) });
      expect([answer.status, answer.meta?.message], `${method} ${url}`).toEqual([403, notForKeys]);
    }
    const operator = await t.call('GET', '/api/operator/me', { token: secret, host: 'operator.localhost' });
    expect(operator.status).toBe(401);
  });

  it('answers 401 to a revoked key, with the reason in the caller language', async () => {
    const { secret, id } = await createApiKey(t, hq, { orders: 'read' });
    const revoked = await t.call('POST', `/api/setup/api-keys/${id}/revoke`, { token: hq });
    expect(revoked.data.status).toBe('revoked');
    const en = await t.call('GET', '/api/orders', { token: secret });
    expect([en.status, en.meta?.message]).toEqual([401, 'This API key has been revoked. Ask HQ for a new key.']);
    const id_ = await t.call('GET', '/api/orders', { token: secret, language: 'id' });
    expect(id_.meta?.message).toBe('Kunci API ini telah dicabut. Minta kunci baru kepada HQ.');
    expect((await t.call('POST', `/api/setup/api-keys/${id}/rotate`, { token: hq })).status).toBe(409);
    expect((await t.call('POST', `/api/setup/api-keys/${id}/revoke`, { token: hq })).status).toBe(409);
  });

  it('answers 401 to an expired key', async () => {
    const { secret, id } = await createApiKey(t, hq, { orders: 'read' });
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, id));
    const answer = await t.call('GET', '/api/orders', { token: secret, language: 'ms' });
    expect([answer.status, answer.meta?.message]).toEqual([
      401,
      'Kunci API ini telah luput. Minta kunci baharu daripada HQ.',
    ]);
    const listed = await t.call('GET', '/api/setup/api-keys', { token: hq });
    expect(listed.data.items.find((item: { id: string }) => item.id === id).status).toBe('expired');
  });

  it('rotates: the old secret answers 401, the new one works', async () => {
    const { secret: old, id } = await createApiKey(t, hq, { orders: 'read' });
    const rotated = await t.call('POST', `/api/setup/api-keys/${id}/rotate`, { token: hq });
    expect(rotated.status).toBe(200);
    const fresh = rotated.data.secret as string;
    expect(fresh).not.toBe(old);
    expect(rotated.data.key).toMatchObject({ id, prefix: fresh.slice(0, 16), rotatedAt: expect.any(String) });
    expect((await t.call('GET', '/api/orders', { token: old })).status).toBe(401);
    expect((await t.call('GET', '/api/orders', { token: fresh })).status).toBe(200);
  });

  it("is bound to its company: unknown on another company's host, and the other company's keys are 404", async () => {
    const { secret } = await createApiKey(t, b.tokens.hq, { orders: 'write' }, { host: b.host });
    const here = await t.call('GET', '/api/orders', { token: secret });
    expect([here.status, here.meta?.message]).toEqual([401, 'This API key is not valid for this company.']);
    expect((await t.call('GET', '/api/orders', { token: secret, host: b.host })).status).toBe(200);
    const mine = await createApiKey(t, hq, { orders: 'read' });
    for (const action of ['rotate', 'revoke']) {
      const answer = await t.call('POST', `/api/setup/api-keys/${mine.id}/${action}`, {
        token: b.tokens.hq,
        host: b.host,
      });
      expect(answer.status).toBe(404);
    }
    // B's key on B's host, naming A's product: not found, as for B's HQ.
    const aProduct = (await createProduct(t, hq, { name: 'Only in A' })).id;
    expect((await t.call('GET', `/api/products/${aProduct}`, { token: hq })).status).toBe(200);
    const bKey = await createApiKey(t, b.tokens.hq, { products: 'write' }, { host: b.host });
    expect((await t.call('GET', `/api/products/${aProduct}`, { token: bKey.secret, host: b.host })).status).toBe(404);
    const deleted = await t.call('DELETE', `/api/products/${aProduct}`, { token: bKey.secret, host: b.host });
    expect(deleted.status).toBe(404);
    expect((await t.call('GET', `/api/products/${aProduct}`, { token: hq })).status).toBe(200);
    const unknown = await t.call('GET', '/api/orders', { token: 'nk_live_0000000000000000000000000000000000000000' });
    expect(unknown.status).toBe(401);
  });
});

describe('rate limit per key', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ API_KEY_RATE_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After past the budget, per key', async () => {
    const owner = await limited.login('hq@demo.niaga.test', 'hq');
    const first = await createApiKey(limited, owner, { orders: 'read' });
    const second = await createApiKey(limited, owner, { orders: 'read' });
    for (let i = 0; i < 3; i++)
      expect((await limited.call('GET', '/api/orders', { token: first.secret })).status).toBe(200);
    const over = await limited.call('GET', '/api/orders', { token: first.secret });
    expect(over.status).toBe(429);
    expect(over.meta?.reason).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await limited.call('GET', '/api/orders', { token: second.secret })).status).toBe(200);
    // The person signed in is not counted against any key.
    expect((await limited.call('GET', '/api/orders', { token: owner })).status).toBe(200);
  });
});
