// Platform operator's command line: companies and their subscription invoices (domain-rules "Tenancy").
// Usage: npm run cli -- <command> [--option value …]; DATABASE_URL / DATA_DIR choose the database.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { calendarDay, translate } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createCompany, createLevels, createUser } from './db/seed/companies.js';
import { companies, companyHosts } from './modules/company/company.tables.js';
import { setSubscription } from './modules/operator/companies.service.js';
import { createOperator } from './modules/operator/operators.repo.js';
import { createPlan } from './modules/operator/plans.service.js';
import { applyPayment, balanceOf, issueInvoice } from './modules/subscription/billing.js';
import { subscriptionInvoices } from './modules/subscription/subscription.tables.js';
import { BackupError, createBackup, restoreBackup } from './platform/backup.js';
import { AppError } from './platform/errors.js';

const USAGE = `Commands:
  company:create  --name NAME --host HOST --hq-email EMAIL --hq-password PASSWORD [--currency MYR|IDR]
  company:list
  company:plan    --company ID --plan ID [--billing-day 1..28]
  invoice:issue   --company ID --total SEN --due YYYY-MM-DD [--grace-days 7] [--description TEXT]
  invoice:pay     --company ID --number NO [--amount SEN] [--reference TEXT]   (a bank transfer; default: the balance)
  invoice:list    --company ID
  operator:create --email EMAIL --name NAME --password PASSWORD
  plan:create     --name NAME --price SEN [--currency MYR|IDR] [--agents N] [--staff N] [--due-days 14] [--grace-days 7]
  backup          FILE-OR-FOLDER            (the database and the uploaded files in one .tar.gz; docs/running.md)
  restore         FILE [--force]            (into an empty database and upload folder; --force replaces them)`;

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
    description: { type: 'string' },
    amount: { type: 'string' },
    reference: { type: 'string' },
    plan: { type: 'string' },
    'billing-day': { type: 'string', default: '1' },
    email: { type: 'string' },
    password: { type: 'string' },
    price: { type: 'string' },
    agents: { type: 'string' },
    staff: { type: 'string' },
    'due-days': { type: 'string', default: '14' },
    force: { type: 'boolean', default: false },
  },
});

/** A whole number option (`min` and up); `undefined` when left out and optional. */
function wholeNumber(name: keyof typeof values, min = 0): number {
  const value = Number(required(name));
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number of at least ${min}`);
  return value;
}
const optionalWholeNumber = (name: keyof typeof values) => (values[name] === undefined ? undefined : wholeNumber(name));

function required(name: keyof typeof values): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new Error(`--${name} is required\n\n${USAGE}`);
  return value;
}

const config = loadConfig();
if (positionals[0] === 'backup' || positionals[0] === 'restore') await backupCommand(positionals[0], positionals[1]);
else await companyCommand();

/** Backup and restore run before any migration: a restore's target must stay as it is until the backup is in. */
async function backupCommand(command: 'backup' | 'restore', file: string | undefined) {
  try {
    if (!file)
      throw new BackupError(`${command} needs a file${command === 'backup' ? ' or a folder' : ''}\n\n${USAGE}`);
    // `npm run cli` runs in the repository's folder: a relative path is the caller's (INIT_CWD).
    const target = path.resolve(process.env.INIT_CWD ?? '.', file);
    if (command === 'backup') await createBackup(config, target, console.log);
    else await restoreBackup(config, target, { force: values.force ?? false }, console.log);
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    process.exitCode = 1;
  }
}

async function companyCommand() {
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
      case 'company:plan': {
        const company = await setSubscription(
          db,
          required('company'),
          { planId: required('plan'), billingDay: wholeNumber('billing-day', 1) },
          new Date(),
        );
        console.log(`${company.name}: plan ${company.planName}, next period from ${company.nextPeriodStart}`);
        break;
      }
      case 'invoice:issue': {
        const dueOn = required('due');
        if (!/^\d{4}-\d{2}-\d{2}$/.test(dueOn) || Number.isNaN(Date.parse(dueOn)))
          throw new Error('--due must be YYYY-MM-DD');
        const total = wholeNumber('total', 1);
        const invoice = await db.transaction((tx) =>
          issueInvoice(
            tx,
            {
              companyId: required('company'),
              total,
              issuedOn: calendarDay(),
              dueOn,
              graceDays: wholeNumber('grace-days'),
              description: values.description ?? 'Subscription',
            },
            new Date(),
          ),
        );
        console.log(
          `invoice ${invoice.number} issued (${invoice.status}); the account locks after ${invoice.systemDueOn}`,
        );
        break;
      }
      case 'invoice:pay': {
        const companyId = required('company');
        const [invoice] = await db
          .select()
          .from(subscriptionInvoices)
          .where(
            and(eq(subscriptionInvoices.companyId, companyId), eq(subscriptionInvoices.number, required('number'))),
          );
        if (!invoice) throw new Error('no such invoice');
        const { invoice: paid, receipt } = await db.transaction((tx) =>
          applyPayment(tx, {
            companyId,
            invoiceId: invoice.id,
            amount: optionalWholeNumber('amount') ?? balanceOf(invoice),
            method: 'bank_transfer',
            reference: values.reference ?? null,
            recordedBy: 'cli',
            at: new Date(),
          }),
        );
        console.log(
          `invoice ${paid.number} ${paid.status}: receipt ${receipt.receiptNo}, balance ${balanceOf(paid)} sen`,
        );
        break;
      }
      case 'operator:create': {
        const id = await createOperator(db, {
          email: required('email'),
          name: required('name'),
          password: required('password'),
        });
        console.log(`operator ${id} created: sign in on the operator host (${config.OPERATOR_HOST})`);
        break;
      }
      case 'plan:create': {
        const plan = await createPlan(db, {
          name: required('name'),
          monthlyPrice: wholeNumber('price'),
          currency: values.currency === 'IDR' ? 'IDR' : 'MYR',
          limits: { agents: optionalWholeNumber('agents') ?? null, staff: optionalWholeNumber('staff') ?? null },
          dueDays: wholeNumber('due-days'),
          graceDays: wholeNumber('grace-days'),
        });
        console.log(`plan ${plan.id} (${plan.name}) created`);
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
    // A billing rule's refusal is a message key: print its English text.
    console.error(
      error instanceof AppError ? translate('en', error.messageKey) : error instanceof Error ? error.message : error,
    );
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
