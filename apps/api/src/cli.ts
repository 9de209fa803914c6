// Platform operator's command line: companies and their subscription invoices (domain-rules "Tenancy").
// Usage: npm run cli -- <command> [--option value …]; DATABASE_URL / DATA_DIR choose the database.
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createCompany, createLevels, createUser } from './db/seed/companies.js';
import { companies, companyHosts } from './modules/company/company.tables.js';
import { subscriptionInvoices } from './modules/subscription/subscription.tables.js';
import { newId } from './platform/ids.js';

const USAGE = `Commands:
  company:create  --name NAME --host HOST --hq-email EMAIL --hq-password PASSWORD [--currency MYR|IDR]
  company:list
  invoice:issue   --company ID --number NO --total SEN --due YYYY-MM-DD [--grace-days 7]
  invoice:pay     --company ID --number NO
  invoice:list    --company ID`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    host: { type: 'string', multiple: true },
    'hq-email': { type: 'string' },
    'hq-password': { type: 'string' },
    currency: { type: 'string', default: 'MYR' },
    company: { type: 'string' },
    number: { type: 'string' },
    total: { type: 'string' },
    due: { type: 'string' },
    'grace-days': { type: 'string', default: '7' },
  },
});

function required(name: keyof typeof values): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new Error(`--${name} is required\n\n${USAGE}`);
  return value;
}

const config = loadConfig();
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const { db } = database;

try {
  switch (positionals[0]) {
    case 'company:create': {
      const hosts = values.host ?? [];
      if (hosts.length === 0) throw new Error(`--host is required\n\n${USAGE}`);
      const id = await db.transaction(async (tx) => {
        const companyId = await createCompany(tx, {
          name: required('name'),
          hosts,
          currency: values.currency === 'IDR' ? 'IDR' : 'MYR',
        });
        await createLevels(tx, companyId, ['Level 1']);
        await createUser(tx, {
          companyId,
          email: required('hq-email'),
          password: required('hq-password'),
          name: 'HQ',
          role: 'hq',
          profileCompleted: false,
        });
        return companyId;
      });
      console.log(`company ${id} created for ${hosts.join(', ')}`);
      break;
    }
    case 'company:list': {
      const rows = await db
        .select({ id: companies.id, name: companies.name, host: companyHosts.host })
        .from(companies)
        .leftJoin(companyHosts, eq(companyHosts.companyId, companies.id));
      console.table(rows);
      break;
    }
    case 'invoice:issue': {
      const due = new Date(`${required('due')}T00:00:00Z`);
      if (Number.isNaN(due.getTime())) throw new Error('--due must be YYYY-MM-DD');
      const lockOn = new Date(due.getTime() + Number(values['grace-days']) * 86_400_000);
      const total = Number(required('total'));
      if (!Number.isInteger(total) || total <= 0) throw new Error('--total must be a positive number of sen');
      await db.insert(subscriptionInvoices).values({
        companyId: required('company'),
        id: newId(),
        number: required('number'),
        issuedOn: new Date().toISOString().slice(0, 10),
        dueOn: required('due'),
        systemDueOn: lockOn.toISOString().slice(0, 10),
        total,
      });
      console.log(`invoice ${values.number} issued; the account locks after ${lockOn.toISOString().slice(0, 10)}`);
      break;
    }
    case 'invoice:pay': {
      const where = and(
        eq(subscriptionInvoices.companyId, required('company')),
        eq(subscriptionInvoices.number, required('number')),
      );
      const paid = await db
        .update(subscriptionInvoices)
        .set({ status: 'paid', paid: sql`${subscriptionInvoices.total}` })
        .where(where)
        .returning({ id: subscriptionInvoices.id });
      if (paid.length === 0) throw new Error('no such invoice');
      console.log(`invoice ${values.number} paid`);
      break;
    }
    case 'invoice:list': {
      console.table(
        await db
          .select()
          .from(subscriptionInvoices)
          .where(eq(subscriptionInvoices.companyId, required('company'))),
      );
      break;
    }
    default:
      console.log(USAGE);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
