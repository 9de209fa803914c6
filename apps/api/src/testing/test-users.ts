import { randomUUID } from 'node:crypto';
import { createCompany, createLevels, createUser, type NewUser } from '../db/seed/companies.js';
import { DEMO_PASSWORD, type TestApp } from './test-app.js';

type UserInput = Omit<NewUser, 'companyId' | 'password'> & { companyId?: string };
type Permissions = NonNullable<NewUser['permissions']>;

/** Adds a user with the demo password, in the demo company unless `companyId` says otherwise; returns its id. */
export function addUser(t: TestApp, user: UserInput) {
  return createUser(t.db, { companyId: 'demo', password: DEMO_PASSWORD, ...user });
}

/**
 * A demo-company agent at `levelId`, under `uplineId` when given, with a unique e-mail and no password (tests that
 * need its session make one); returns its id.
 */
export function addAgent(t: TestApp, name: string, levelId: string, uplineId?: string | null) {
  return createUser(t.db, {
    companyId: 'demo',
    email: `agent-${randomUUID().slice(0, 12)}@demo.niaga.test`,
    name,
    role: 'agent',
    levelId,
    ...(uplineId ? { uplineId } : {}),
  });
}

/** A demo-company staff member holding `permissions`; returns its id. */
export function addStaff(t: TestApp, email: string, name: string, permissions: Permissions) {
  return addUser(t, { email, name, role: 'staff', permissions });
}

/** A demo-company staff member holding `permissions`, signed in; returns the session token. */
export async function signInNewStaff(t: TestApp, email: string, name: string, permissions: Permissions) {
  await addStaff(t, email, name, permissions);
  return t.login(email, 'hq');
}

type OtherCompany = { id?: string; name?: string; host?: string; email?: string; hqName?: string };

/** Another company's settings: id `other`, host `<id>.localhost`, its HQ `hq@<id>.test`, unless given. */
function otherCompany({ id = 'other', name = 'Other', host, email, hqName = 'Other HQ' }: OtherCompany) {
  return { id, name, host: host ?? `${id}.localhost`, email: email ?? `hq@${id}.test`, hqName };
}

/** Another company on its own host with one HQ user; returns the company's id. */
export async function addOtherCompanyWithHq(t: TestApp, options: OtherCompany = {}) {
  const { id, name, host, email, hqName } = otherCompany(options);
  const companyId = await createCompany(t.db, { id, name, hosts: [host] });
  await addUser(t, { companyId, email, name: hqName, role: 'hq' });
  return companyId;
}

/** Another company (see `addOtherCompanyWithHq`) with one level and one agent in it; returns the agent's id. */
export async function addOtherCompanyAgent(t: TestApp, company: OtherCompany, agent: { email: string; name: string }) {
  const { id, name, host } = otherCompany(company);
  const companyId = await createCompany(t.db, { id, name, hosts: [host] });
  const [levelId] = await createLevels(t.db, companyId, ['Gold']);
  return addUser(t, { ...agent, companyId, role: 'agent', levelId });
}

/**
 * Another company's HQ (see `addOtherCompanyWithHq`), signed in on its host; returns its session token. Tenancy
 * checks call the demo company's ids with it.
 */
export async function signInOtherCompanyHq(t: TestApp, options: OtherCompany = {}) {
  await addOtherCompanyWithHq(t, options);
  const { host, email } = otherCompany(options);
  return t.login(email, 'hq', DEMO_PASSWORD, host);
}

/** Two demo staff members, each named by its e-mail: orders@ (manage_orders) and products@ (create_product). */
export async function addOrdersAndProductsStaff(t: TestApp) {
  for (const [email, permissions] of [
    ['orders@demo.niaga.test', ['manage_orders']],
    ['products@demo.niaga.test', ['create_product']],
  ] as const) {
    await addStaff(t, email, email, [...permissions]);
  }
}
