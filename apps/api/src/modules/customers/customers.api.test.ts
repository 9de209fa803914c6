import { canAccess } from '@niaga/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/companies.js';
import { addressBody } from '../../testing/address-fixtures.js';
import { createSecondCompany, type SecondCompany } from '../../testing/second-company.js';
import { useTestApp } from '../../testing/test-app.js';
import { insertStore, insertStoreOrder } from './customer-fixtures.js';

const t = useTestApp();
const PASSWORD = 'Shopper#2026';
const codeIn = (body: string) => body.match(/\b(\d{6})\b/)?.[1] ?? '';
let ip = 0;
const nextIp = () => `10.77.0.${++ip}`;

const signUp = (email: string, patch: Record<string, unknown> = {}, slug = 'kedai-a', host = 'localhost') =>
  t.call('POST', `/api/storefront/${slug}/customer/sign-up`, {
    host,
    ip: nextIp(),
    body: {
      name: 'Siti Shopper',
      email,
      phoneCode: '+60',
      phoneNumber: '123456789',
      password: PASSWORD,
      acceptTerms: true,
      ...patch,
    },
  });
const login = (email: string, password = PASSWORD, host = 'localhost') =>
  t.call('POST', '/api/storefront/kedai-a/customer/login', { host, ip: nextIp(), body: { email, password } });
const verify = async (email: string, host = 'localhost') => {
  const code = codeIn((await t.lastMail(email))!.body);
  return t.call('POST', '/api/verification', { host, ip: nextIp(), body: { email, code } });
};
/** Signs a new customer up, verifies and logs it in; answers its token and id. */
async function newCustomer(email: string) {
  expect((await signUp(email)).status).toBe(200);
  expect((await verify(email)).status).toBe(200);
  const signedIn = await login(email);
  expect(signedIn.status).toBe(200);
  return { token: signedIn.data.token as string, id: signedIn.data.user.id as string };
}

let storeA: string;
let storeB: string;
let agent1: string;
let second: SecondCompany;

beforeAll(async () => {
  agent1 = await t.userId('agent1@demo.niaga.test');
  storeA = await insertStore(t, { ownerId: agent1, slug: 'kedai-a', name: 'Kedai A' });
  storeB = await insertStore(t, {
    ownerId: await t.userId('agent2@demo.niaga.test'),
    slug: 'kedai-b',
    name: 'Kedai B',
  });
  second = await createSecondCompany(t);
  await insertStore(t, { companyId: second.id, ownerId: second.agentId, slug: 'kedai-a', name: 'Second Kedai' });
});

describe('customer sign-up and login', () => {
  it('signs up, must verify the e-mail, then logs in at the storefront (not at the dashboard)', async () => {
    const email = 'siti@example.test';
    const signed = await signUp(email);
    expect(signed.status).toBe(200);
    expect(signed.data).toEqual({ email, claimed: false });
    const early = await login(email);
    expect(early.status).toBe(403);
    expect(early.meta?.reason).toBe('EMAIL_NOT_VERIFIED');
    expect((await t.lastMail(email))?.subject).toBe('Niaga Demo Sdn Bhd: your verification code');

    expect((await verify(email)).status).toBe(200);
    const signedIn = await login(email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.data.user).toMatchObject({ email, role: 'customer', name: 'Siti Shopper', emailVerified: true });
    const me = await t.call('GET', '/api/user/detail', { token: signedIn.data.token });
    expect(me.data.role).toBe('customer');

    const dashboard = await t.call('POST', '/api/login', { body: { email, password: PASSWORD, type: 'agent' } });
    expect(dashboard.status).toBe(401);
    expect((await signUp(email)).meta?.errors?.email).toBe(
      'An account with this email address already exists. Please log in or reset your password.',
    );
  });

  it('refuses an e-mail of the team, and a team member at the storefront login', async () => {
    const refused = await signUp('agent1@demo.niaga.test');
    expect(refused.status).toBe(409);
    expect(refused.meta?.errors?.email).toMatch(/belongs to a team account of this company/);
    const teamLogin = await login('agent1@demo.niaga.test', 'Demo#2026');
    expect(teamLogin.status).toBe(401);
    expect(teamLogin.meta?.message).toMatch(/This is a team account/);
  });

  it('refuses bad input and an unknown store', async () => {
    const weak = await signUp('weak@example.test', { password: 'short', acceptTerms: false });
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.meta?.errors ?? {}).sort()).toEqual(['acceptTerms', 'password']);
    expect((await signUp('nostore@example.test', {}, 'no-such-store')).status).toBe(404);
  });

  it('claims a guest checkout: the password counts only once the e-mail is verified, and the orders join', async () => {
    const email = 'guest@example.test';
    const guestId = await createUser(t.db, {
      companyId: 'demo',
      email,
      name: 'Guest Buyer',
      role: 'customer',
      status: 'new',
      verified: false,
      profileCompleted: false,
    });
    await insertStoreOrder(t, {
      storeId: storeA,
      sellerId: agent1,
      buyerId: guestId,
      referenceNo: 'GUEST-1',
      unitPrice: 3_000,
      listPrice: 2_000,
    });

    const claimed = await signUp(email);
    expect(claimed.data).toEqual({ email, claimed: true });
    expect((await login(email)).status).toBe(401);
    expect((await verify(email)).status).toBe(200);
    const signedIn = await login(email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.data.user.id).toBe(guestId);
    const history = await t.call('GET', '/api/customer/orders', { token: signedIn.data.token });
    expect(history.data.items.map((order: { referenceNo: string }) => order.referenceNo)).toEqual(['GUEST-1']);
  });

  it('resets a forgotten password through the store page link', async () => {
    const email = 'forgetful@example.test';
    await newCustomer(email);
    const asked = await t.call('POST', '/api/storefront/kedai-a/customer/forgot-password', {
      ip: nextIp(),
      body: { email },
    });
    expect(asked.status).toBe(200);
    const link = (await t.lastMail(email))!.body.match(
      /https?:\/\/\S+\/s\/kedai-a\/account\/reset-password\?token=(\S+)/,
    );
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    expect((await t.call('POST', '/api/create-password', { body: { token, password: 'Renewed#2026' } })).status).toBe(
      200,
    );
    expect((await login(email, 'Renewed#2026')).status).toBe(200);
  });
});

describe('what a customer may reach', () => {
  it('the rule: a customer reaches only routes that name its role', () => {
    const customer = { role: 'customer', permissions: [] } as const;
    expect(canAccess(customer, {})).toBe(false);
    expect(canAccess(customer, { roles: ['hq', 'staff', 'agent'] })).toBe(false);
    expect(canAccess(customer, { roles: ['customer'] })).toBe(true);
    expect(canAccess({ role: 'agent', permissions: [] }, {})).toBe(true);
  });

  it('every signed-in GET route refuses a customer, except its own account calls', async () => {
    const { token } = await newCustomer('curious@example.test');
    const doc = await t.call('GET', '/api/docs/json');
    const paths = Object.entries(doc.body ? JSON.parse(doc.body).paths : {})
      .filter(([path, methods]) => !path.includes('{') && 'get' in (methods as object))
      .map(([path]) => path);
    const allowed = ['/api/user/detail', '/api/users', '/api/customer/orders', '/api/sales/customer'];
    const answered: string[] = [];
    for (const path of paths) {
      const anonymous = await t.call('GET', path);
      if (anonymous.status !== 401) continue;
      const response = await t.call('GET', path, { token });
      // A 401 with a live session is a public route's own refusal (a bad signature), not the session check.
      if (response.status !== 403 && response.status !== 401) answered.push(`${path} ${response.status}`);
    }
    expect(paths.length).toBeGreaterThan(100);
    expect(answered.sort()).toEqual(allowed.map((path) => `${path} 200`).sort());
    for (const [method, path] of [
      ['POST', '/api/sales/checkout'],
      ['POST', '/api/user/account-detail'],
    ] as const) {
      expect((await t.call(method, path, { token, body: {} })).status).toBe(403);
    }
  });

  it('a team member is refused from the customer calls', async () => {
    const agent = await t.login('agent1@demo.niaga.test');
    expect((await t.call('GET', '/api/customer/orders', { token: agent })).status).toBe(403);
  });
});

describe('address book', () => {
  it('adds, lists, updates, makes primary and deletes its own addresses only', async () => {
    const { token } = await newCustomer('addresses@example.test');
    const other = await newCustomer('neighbour@example.test');
    expect((await t.call('GET', '/api/sales/customer', { token })).data.items).toEqual([]);
    const first = await t.call('POST', '/api/sales/customer/store', { token, body: addressBody() });
    expect(first.status).toBe(200);
    expect(first.data.primary).toBe(true);
    const second = await t.call('POST', '/api/sales/customer/store', {
      token,
      body: addressBody({ firstName: 'Office' }),
    });
    const updated = await t.call('POST', '/api/sales/customer/store', {
      token,
      body: addressBody({ id: second.data.id, firstName: 'Work' }),
    });
    expect(updated.data.firstName).toBe('Work');
    const primary = await t.call('POST', '/api/sales/customer/set-primary', {
      token,
      body: { id: second.data.id },
    });
    expect(primary.data.primary).toBe(true);
    const list = await t.call('GET', '/api/sales/customer', { token });
    expect(list.data.items.map((a: { firstName: string }) => a.firstName)).toEqual(['Work', 'Aminah']);

    expect((await t.call('DELETE', `/api/sales/customer/delete/${first.data.id}`, { token: other.token })).status).toBe(
      404,
    );
    expect((await t.call('DELETE', `/api/sales/customer/delete/${first.data.id}`, { token })).status).toBe(200);
    expect((await t.call('GET', '/api/sales/customer', { token })).data.items).toHaveLength(1);
  });
});

describe('order history', () => {
  it('lists only its own orders across the stores, newest first; never another customer’s or another company’s', async () => {
    const mine = await newCustomer('history@example.test');
    const other = await newCustomer('other-buyer@example.test');
    const older = await insertStoreOrder(t, {
      storeId: storeA,
      sellerId: agent1,
      buyerId: mine.id,
      referenceNo: 'ST-OLD',
      unitPrice: 4_500,
      listPrice: 3_100,
      status: 'completed',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    await insertStoreOrder(t, {
      storeId: storeB,
      sellerId: agent1,
      buyerId: mine.id,
      referenceNo: 'ST-NEW',
      unitPrice: 4_500,
      listPrice: 3_100,
    });
    const othersOrder = await insertStoreOrder(t, {
      storeId: storeB,
      sellerId: agent1,
      buyerId: other.id,
      referenceNo: 'ST-OTHER',
      unitPrice: 9_000,
      listPrice: 7_000,
    });

    const list = await t.call('GET', '/api/customer/orders', { token: mine.token });
    expect(list.data.total).toBe(2);
    expect(
      list.data.items.map((o: { referenceNo: string; store: { name: string } }) => [o.referenceNo, o.store.name]),
    ).toEqual([
      ['ST-NEW', 'Kedai B'],
      ['ST-OLD', 'Kedai A'],
    ]);

    const detail = await t.call('GET', `/api/customer/orders/${older}`, { token: mine.token });
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({
      referenceNo: 'ST-OLD',
      status: 'completed',
      grandTotal: 9_000,
      delivery: 'pickup',
      pickupLocation: 'At the store',
      lines: [{ name: 'Serum', quantity: 2, unitPrice: 4_500, lineTotal: 9_000 }],
      timeline: [{ status: 'unpaid' }, { status: 'completed' }],
    });
    // The agent's own (level) price and the seller's name never leave the API.
    expect(detail.body).not.toContain('3100');
    expect(detail.body).not.toContain('Seller Agent');

    expect((await t.call('GET', `/api/customer/orders/${othersOrder}`, { token: mine.token })).status).toBe(404);
    expect((await t.call('GET', '/api/customer/orders/no-such-order', { token: mine.token })).status).toBe(404);

    // Company B's customer, signed up at B's host: nothing of A's.
    const email = 'history@example.test';
    expect((await signUp(email, {}, 'kedai-a', second.host)).data?.claimed).toBe(false);
    expect((await verify(email, second.host)).status).toBe(200);
    const inB = await login(email, PASSWORD, second.host);
    expect(inB.data.user.id).not.toBe(mine.id);
    expect((await t.call('GET', '/api/customer/orders', { token: inB.data.token })).data.items).toEqual([]);
    expect((await t.call('GET', `/api/customer/orders/${older}`, { token: inB.data.token })).status).toBe(404);
    expect(
      (await t.call('GET', `/api/customer/orders/${older}`, { token: mine.token, host: second.host })).status,
    ).toBe(200);
  });
});
