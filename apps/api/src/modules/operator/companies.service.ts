import type {
  OperatorCompanyCreate,
  OperatorCompanyDetail,
  OperatorCompanyQuery,
  OperatorCompanyView,
} from '@niaga/shared';
import { asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { createCompany, createLevels, createUser } from '../../db/seed/companies.js';
import { AppError } from '../../platform/errors.js';
import { containsPattern } from '../../platform/like.js';
import { companies, companyHosts } from '../company/company.tables.js';
import { forgetHostCache } from '../company/host-company.js';
import {
  companySubscriptions,
  subscriptionInvoices,
  subscriptionPayments,
  subscriptionPlans,
} from '../subscription/subscription.tables.js';
import { todayIn } from '../users/users.repo.js';
import { billingDateFrom } from './billing-dates.js';
import { companyInvoices } from './invoices.service.js';
import { companyNotFound } from './operator-errors.js';
import { findPlan, planNotFound } from './plans.service.js';

const OPEN = sql`si.status in ('pending', 'partially_paid', 'overdue')`;
const today = sql`(now() at time zone ${companies.timeZone})::date`;

/** Billing facts only: hosts, plan, billing day, credit, open balance, overdue and locked. */
const companyColumns = {
  id: companies.id,
  name: companies.name,
  currency: companies.currency,
  hosts: sql<
    string[]
  >`coalesce((select array_agg(h.host order by h.host) from ${companyHosts} h where h.company_id = ${companies.id}), '{}')`,
  planId: companySubscriptions.planId,
  planName: subscriptionPlans.name,
  billingDay: companySubscriptions.billingDay,
  nextPeriodStart: companySubscriptions.nextPeriodStart,
  credit: sql<number>`coalesce(${companySubscriptions.credit}, 0)`,
  openBalance: sql<number>`(select coalesce(sum(si.total - si.paid), 0)::int from ${subscriptionInvoices} si where si.company_id = ${companies.id} and ${OPEN})`,
  overdue: sql<boolean>`exists (select 1 from ${subscriptionInvoices} si where si.company_id = ${companies.id} and ${OPEN} and si.due_on < ${today})`,
  locked: sql<boolean>`exists (select 1 from ${subscriptionInvoices} si where si.company_id = ${companies.id} and ${OPEN} and si.system_due_on < ${today})`,
};

function companyQuery(db: Executor) {
  return db
    .select(companyColumns)
    .from(companies)
    .leftJoin(companySubscriptions, eq(companySubscriptions.companyId, companies.id))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, companySubscriptions.planId));
}

/** By name or host, in name order, a page at a time. */
function companySearch(q: string | undefined) {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(companies.name, pattern),
    inArray(companies.id, sql`(select h.company_id from ${companyHosts} h where h.host ilike ${pattern})`),
  );
}

/** GET /api/operator/companies */
export async function listCompanies(db: Executor, query: OperatorCompanyQuery) {
  const where = companySearch(query.q);
  const [items, [counted]] = await Promise.all([
    companyQuery(db)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { items, total: counted?.total ?? 0, page: query.page, limit: query.limit };
}

async function findCompanyView(db: Executor, id: string) {
  const [row] = await companyQuery(db).where(eq(companies.id, id));
  if (!row) throw companyNotFound();
  return row;
}

export async function companyDetail(db: Executor, id: string): Promise<OperatorCompanyDetail> {
  const company = await findCompanyView(db, id);
  const invoices = await companyInvoices(db, id);
  const receipts = await db
    .select({
      id: subscriptionPayments.id,
      invoiceNumber: subscriptionInvoices.number,
      receiptNo: subscriptionPayments.receiptNo,
      amount: subscriptionPayments.amount,
      received: subscriptionPayments.received,
      method: subscriptionPayments.method,
      reference: subscriptionPayments.reference,
      paidAt: sql<string>`to_char(${subscriptionPayments.paidAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(subscriptionPayments)
    .innerJoin(
      subscriptionInvoices,
      sql`${subscriptionInvoices.companyId} = ${subscriptionPayments.companyId} and ${subscriptionInvoices.id} = ${subscriptionPayments.invoiceId}`,
    )
    .where(eq(subscriptionPayments.companyId, id))
    .orderBy(sql`${subscriptionPayments.paidAt} desc`);
  return { company, invoices, receipts };
}

async function timeZoneOf(db: Executor, companyId: string) {
  const [row] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw companyNotFound();
  return row.timeZone;
}

/**
 * Sets a company's plan and billing day. The first monthly invoice is for the period starting on the next billing
 * day (today included); a new billing day moves the next period to its first such day, never back over a period
 * already invoiced. No prorating (docs/decisions.md "Operator console").
 */
export async function setSubscription(
  db: Db,
  companyId: string,
  input: { planId: string | null; billingDay: number },
  now: Date,
): Promise<OperatorCompanyView> {
  await db.transaction(async (tx) => {
    const timeZone = await timeZoneOf(tx, companyId);
    if (input.planId) {
      const plan = await findPlan(tx, input.planId);
      if (!plan) throw planNotFound();
      if (!plan.active)
        throw new AppError(400, 'operator.planInactive', 'VALIDATION', { planId: 'operator.planInactive' });
    }
    const [current] = await tx
      .select()
      .from(companySubscriptions)
      .where(eq(companySubscriptions.companyId, companyId))
      .for('update');
    const today = todayIn(timeZone, now);
    const from = current?.planId && current.nextPeriodStart > today ? current.nextPeriodStart : today;
    const nextPeriodStart =
      current?.planId && current.billingDay === input.billingDay
        ? current.nextPeriodStart
        : billingDateFrom(from, input.billingDay);
    await tx
      .insert(companySubscriptions)
      .values({ companyId, planId: input.planId, billingDay: input.billingDay, nextPeriodStart })
      .onConflictDoUpdate({
        target: companySubscriptions.companyId,
        set: { planId: input.planId, billingDay: input.billingDay, nextPeriodStart, updatedAt: now },
      });
  });
  return findCompanyView(db, companyId);
}

/** A company on its host with a first level and its HQ user (as `cli company:create`), subscribed when a plan is given. */
export async function createOperatorCompany(
  db: Db,
  input: Omit<OperatorCompanyCreate, 'planId' | 'billingDay' | 'currency'> & {
    currency: 'MYR' | 'IDR';
    planId?: string | null;
    billingDay: number;
  },
  now: Date,
  /** The operator's own host (`OPERATOR_HOST`): never a company's. */
  operatorHost: string,
): Promise<OperatorCompanyView> {
  const id = await db.transaction(async (tx) => {
    const [taken] = await tx.select().from(companyHosts).where(eq(companyHosts.host, input.host));
    if (taken || input.host === operatorHost)
      throw new AppError(409, 'operator.hostTaken', 'CONFLICT', { host: 'operator.hostTaken' });
    const companyId = await createCompany(tx, { name: input.name, hosts: [input.host], currency: input.currency });
    await createLevels(tx, companyId, ['Level 1']);
    await createUser(tx, {
      companyId,
      email: input.hqEmail,
      password: input.hqPassword,
      name: 'HQ',
      role: 'hq',
      profileCompleted: false,
    });
    return companyId;
  });
  forgetHostCache(db);
  if (input.planId) return setSubscription(db, id, { planId: input.planId, billingDay: input.billingDay }, now);
  return findCompanyView(db, id);
}
