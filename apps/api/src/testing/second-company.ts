import { PERMISSIONS } from '@niaga/shared';
import { createCompany, createLevels } from '../db/seed/companies.js';
import { DEMO_PASSWORD, type TestApp } from './test-app.js';
import { addUser } from './test-users.js';

export type SecondCompany = {
  id: string;
  host: string;
  hqId: string;
  agentId: string;
  /** Session tokens of B's HQ, of one of its agents, and of a staff member holding every permission. */
  tokens: { hq: string; agent: string; staff: string };
};

/**
 * Company B on its own host, with one level, an HQ user, an agent and a staff member with every permission, all
 * signed in. Tenancy tests call
 * company A's ("demo", host localhost) ids with these tokens.
 */
export async function createSecondCompany(
  t: TestApp,
  { id = 'second', host = 'second.localhost' }: { id?: string; host?: string } = {},
): Promise<SecondCompany> {
  await createCompany(t.db, { id, name: 'Second Sdn Bhd', hosts: [host], features: { firstOrderPackage: false } });
  const [levelId] = await createLevels(t.db, id, ['Agent']);
  const hqId = await addUser(t, { companyId: id, email: `hq@${host}`, name: 'Second HQ', role: 'hq' });
  const agentId = await addUser(t, {
    companyId: id,
    email: `agent@${host}`,
    name: 'Second Agent',
    role: 'agent',
    levelId,
  });
  const permissions = [...PERMISSIONS];
  await addUser(t, { companyId: id, email: `staff@${host}`, name: 'Second Staff', role: 'staff', permissions });
  const hq = await t.login(`hq@${host}`, 'hq', DEMO_PASSWORD, host);
  const agent = await t.login(`agent@${host}`, 'agent', DEMO_PASSWORD, host);
  const staff = await t.login(`staff@${host}`, 'hq', DEMO_PASSWORD, host);
  return { id, host, hqId, agentId, tokens: { hq, agent, staff } };
}
