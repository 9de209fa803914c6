import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/companies.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { addOtherCompanyWithHq } from '../../testing/test-users.js';
import { users } from './users.tables.js';

let t: TestApp;
let demoAgentId: string;
let otherStaffId: string;
beforeAll(async () => {
  t = await createTestApp();
  const otherId = await addOtherCompanyWithHq(t, { name: 'Other Bhd' });
  // The same e-mail may exist in two companies: they are different people.
  await createUser(t.db, {
    companyId: otherId,
    email: 'agent1@demo.niaga.test',
    password: 'Other#2026',
    name: 'Twin',
    role: 'agent',
  });
  otherStaffId = await createUser(t.db, {
    companyId: otherId,
    email: 'staff@other.test',
    password: DEMO_PASSWORD,
    name: 'Other Staff',
    role: 'staff',
  });
  const [agent] = await t.db.select().from(users).where(eq(users.email, 'agent3@demo.niaga.test'));
  demoAgentId = agent!.id;
});
afterAll(() => t.close());

describe('tenancy', () => {
  it('HQ reads a user of its own company by id', async () => {
    const token = await t.login('hq@demo.niaga.test', 'hq');
    const response = await t.call('GET', `/api/user/detail?id=${demoAgentId}`, { token });
    expect(response.status).toBe(200);
    expect(response.data.email).toBe('agent3@demo.niaga.test');
  });

  it("a second company's token sees none of the first company's users: 404, like a missing id", async () => {
    const token = await t.login('hq@other.test', 'hq', DEMO_PASSWORD, 'other.localhost');
    const foreign = await t.call('GET', `/api/user/detail?id=${demoAgentId}`, { token });
    const missing = await t.call('GET', '/api/user/detail?id=does-not-exist', { token });
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.body).toBe(missing.body);
  });

  it('the company comes from the token, not the host', async () => {
    const token = await t.login('hq@other.test', 'hq', DEMO_PASSWORD, 'other.localhost');
    const response = await t.call('GET', '/api/user/detail', { token, host: 'localhost' });
    expect(response.data.company.id).toBe('other');
    const staff = await t.call('GET', '/api/setup/staff', { token, host: 'localhost' });
    expect(staff.data.items.map((s: { email: string }) => s.email)).toEqual(['staff@other.test']);
  });

  it('the same e-mail logs in to the company of the host only', async () => {
    const demo = await t.call('POST', '/api/login', {
      body: { email: 'agent1@demo.niaga.test', password: 'Other#2026', type: 'agent' },
    });
    expect(demo.status).toBe(401);
    const other = await t.call('POST', '/api/login', {
      host: 'other.localhost',
      body: { email: 'agent1@demo.niaga.test', password: 'Other#2026', type: 'agent' },
    });
    expect(other.status).toBe(200);
    expect(other.data.user.company.id).toBe('other');
  });

  it("a company cannot change or remove another company's staff", async () => {
    const token = await t.login('hq@demo.niaga.test', 'hq');
    const update = await t.call('POST', `/api/setup/staff/${otherStaffId}`, {
      token,
      body: { permissions: ['add_user'] },
    });
    const remove = await t.call('DELETE', `/api/setup/staff/${otherStaffId}`, { token });
    expect(update.status).toBe(404);
    expect(remove.status).toBe(404);
    const [still] = await t.db.select().from(users).where(eq(users.id, otherStaffId));
    expect(still?.permissions).toEqual([]);
  });

  it('an agent cannot read another user', async () => {
    const token = await t.login('agent4@demo.niaga.test');
    const response = await t.call('GET', `/api/user/detail?id=${demoAgentId}`, { token });
    expect(response.status).toBe(404);
  });

  it('a token for one company is not accepted as another by editing its prefix', async () => {
    const token = await t.login('hq@demo.niaga.test', 'hq');
    const tampered = `other${token.slice('demo'.length)}`;
    expect((await t.call('GET', '/api/user/detail', { token: tampered })).status).toBe(401);
  });
});
