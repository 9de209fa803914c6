import { createCompany, createUser, type NewUser } from '../db/seed/companies.js';
import { DEMO_PASSWORD, type TestApp } from './test-app.js';

type UserInput = Omit<NewUser, 'companyId' | 'password'> & { companyId?: string };
type Permissions = NonNullable<NewUser['permissions']>;

/** Adds a user with the demo password, in the demo company unless `companyId` says otherwise; returns its id. */
export function addUser(t: TestApp, user: UserInput) {
  return createUser(t.db, { companyId: 'demo', password: DEMO_PASSWORD, ...user });
}

/** A demo-company staff member holding `permissions`, signed in; returns the session token. */
export async function signInNewStaff(t: TestApp, email: string, name: string, permissions: Permissions) {
  await addUser(t, { email, name, role: 'staff', permissions });
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
    await addUser(t, { email, name: email, role: 'staff', permissions: [...permissions] });
  }
}
