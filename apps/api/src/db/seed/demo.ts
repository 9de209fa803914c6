import { and, asc, eq } from 'drizzle-orm';
import { companies } from '../../modules/company/company.tables.js';
import { levels, users } from '../../modules/users/users.tables.js';
import type { Db, Tx } from '../client.js';
import { seedDemoCatalog } from './catalog.js';
import { seedDemoCheckout } from './checkout.js';
import { seedDemoCommission } from './commission.js';
import { addOverdueInvoice, createCompany, createLevels, createUser } from './companies.js';
import { DEMO_OPERATOR_EMAIL, seedDemoPlatform } from './platform.js';
import { seedDemoStores } from './stores.js';

export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_COMPANY_ID = 'demo';
export const LOCKED_COMPANY_ID = 'locked';

/** Who can sign in to the demo (README "Demo logins"), printed at the end of `npm start`. */
export const DEMO_LOGINS = [
  { who: 'HQ (company admin)', email: 'hq@demo.niaga.test', type: 'HQ' },
  { who: 'Stockist (sells to its downline)', email: 'agent1@demo.niaga.test', type: 'Agent' },
  { who: 'Dealer under agent1', email: 'agent2@demo.niaga.test', type: 'Agent' },
  { who: 'Agent under agent2', email: 'agent3@demo.niaga.test', type: 'Agent' },
  { who: 'Agent under agent3', email: 'agent4@demo.niaga.test', type: 'Agent' },
  { who: 'Dealer under agent1', email: 'agent5@demo.niaga.test', type: 'Agent' },
  { who: 'HQ, overdue subscription (http://locked.localhost)', email: 'hq@locked.niaga.test', type: 'HQ' },
  { who: 'Platform operator (http://operator.localhost/operator)', email: DEMO_OPERATOR_EMAIL, type: 'Operator' },
] as const;

/** The demo logins as a small block of text: who, e-mail, login type, and the one password. */
export function demoLoginsText(url: string): string {
  const width = Math.max(...DEMO_LOGINS.map((login) => login.email.length));
  const rows = DEMO_LOGINS.map((login) => `  ${login.email.padEnd(width)}  ${login.type.padEnd(8)}  ${login.who}`);
  return [`Demo logins at ${url} (password for all: ${DEMO_PASSWORD})`, ...rows].join('\n');
}

/**
 * The demo company (host localhost): HQ, three levels and a five-agent tree. Also a second company on
 * locked.localhost whose subscription is overdue. Runs once; a second run changes nothing.
 */
export async function seedDemo(db: Db, options: { catalog?: boolean } = {}) {
  const [existing] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, DEMO_COMPANY_ID));
  if (existing) return false;

  await db.transaction(async (tx) => {
    const companyId = await createCompany(tx, {
      id: DEMO_COMPANY_ID,
      name: 'Niaga Demo Sdn Bhd',
      hosts: ['localhost', '127.0.0.1'],
      webDescription: 'Healthy drinks sold through our agent network.',
      features: {
        // Its commission ranks are in RM, and the MOQ setting names what rank thresholds count (issue 24).
        moq: 'amount',
        firstOrderPackage: true,
        goAffiliateStatus: true,
        ejenstoreStatus: true,
        eKoopStatus: true,
      },
    });
    const [stockist, dealer, agent] = await createLevels(tx, companyId, ['Stockist', 'Dealer', 'Agent']);
    const common = { companyId, password: DEMO_PASSWORD } as const;
    await createUser(tx, { ...common, email: 'hq@demo.niaga.test', name: 'Hana HQ', role: 'hq' });
    const agent1 = await createUser(tx, {
      ...common,
      email: 'agent1@demo.niaga.test',
      name: 'Aminah Stockist',
      role: 'agent',
      levelId: stockist,
    });
    const agent2 = await createUser(tx, {
      ...common,
      email: 'agent2@demo.niaga.test',
      name: 'Badrul Dealer',
      role: 'agent',
      levelId: dealer,
      uplineId: agent1,
    });
    const agent3 = await createUser(tx, {
      ...common,
      email: 'agent3@demo.niaga.test',
      name: 'Chong Agent',
      role: 'agent',
      levelId: agent,
      uplineId: agent2,
    });
    await createUser(tx, {
      ...common,
      email: 'agent4@demo.niaga.test',
      name: 'Devi Agent',
      role: 'agent',
      levelId: agent,
      uplineId: agent3,
    });
    await createUser(tx, {
      ...common,
      email: 'agent5@demo.niaga.test',
      name: 'Elena Dealer',
      role: 'agent',
      levelId: dealer,
      uplineId: agent1,
    });

    if (options.catalog) await addDemoCatalog(tx, companyId);

    const lockedId = await createCompany(tx, {
      id: LOCKED_COMPANY_ID,
      name: 'Locked Trading Sdn Bhd',
      hosts: ['locked.localhost'],
    });
    await createUser(tx, {
      companyId: lockedId,
      password: DEMO_PASSWORD,
      email: 'hq@locked.niaga.test',
      name: 'Lim HQ',
      role: 'hq',
    });
    await addOverdueInvoice(tx, lockedId, 'SUB-0001');
    await seedDemoPlatform(tx, DEMO_PASSWORD, { [companyId]: 'growth', [lockedId]: 'starter' });
  });
  return true;
}

/**
 * The demo catalogue, checkout settings and commission history (SEED_DEMO_CATALOG) for the demo company's levels
 * (Stockist, Dealer, Agent) and agents (agent1…agent5).
 */
export async function addDemoCatalog(tx: Tx, companyId: string) {
  const levelIds = (
    await tx
      .select({ id: levels.id })
      .from(levels)
      .where(eq(levels.companyId, companyId))
      .orderBy(asc(levels.rankNumber))
  ).map((level) => level.id);
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId)));
  const agent = (n: number) => people.find((person) => person.email === `agent${n}@demo.niaga.test`)!.id;
  const [agent1, agent2, agent3, agent4, agent5] = [1, 2, 3, 4, 5].map(agent) as [
    string,
    string,
    string,
    string,
    string,
  ];
  await seedDemoCatalog(tx, companyId, levelIds, agent1);
  await seedDemoCheckout(tx, companyId, [agent1, agent2, agent3, agent4, agent5]);
  await seedDemoCommission(tx, companyId, { agent1, agent2, agent3, agent4, agent5 }, levelIds[0]!);
  await seedDemoStores(tx, companyId, agent1);
}
