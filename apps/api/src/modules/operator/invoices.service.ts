import type {
  OperatorBankTransfer,
  OperatorInvoiceQuery,
  OperatorInvoiceView,
  OverdueCompanyView,
  SubscriptionInvoiceStatus,
} from '@niaga/shared';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import type { AuthOperator } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { containsPattern } from '../../platform/like.js';
import { companies } from '../company/company.tables.js';
import {
  applyPayment,
  balanceOf,
  type InvoiceRow,
  invoiceNotFound,
  issueInvoice,
  voidInvoice,
} from '../subscription/billing.js';
import { OPEN_STATUSES, subscriptionInvoices } from '../subscription/subscription.tables.js';
import { todayIn } from '../users/users.repo.js';
import { companyNotFound } from './operator-errors.js';

const invoiceColumns = {
  invoice: subscriptionInvoices,
  companyName: companies.name,
  currency: companies.currency,
};

function toView(row: { invoice: InvoiceRow; companyName: string; currency: string }): OperatorInvoiceView {
  const { invoice } = row;
  return {
    id: invoice.id,
    companyId: invoice.companyId,
    companyName: row.companyName,
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    systemDueOn: invoice.systemDueOn,
    total: invoice.total,
    paid: invoice.paid,
    balance: invoice.status === 'void' ? 0 : balanceOf(invoice),
    currency: row.currency,
    status: invoice.status,
    description: invoice.description,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    voidReason: invoice.voidReason,
  };
}

type InvoiceFilter = { status?: SubscriptionInvoiceStatus; companyId?: string };
/** A search resolved: the number's pattern, and the companies whose name matches (looked up first). */
type InvoiceSearch = { pattern: string; companyIds: string[] };

/** Conditions on the invoice's own columns only: each has its index, and the count needs no join. */
function invoiceWhere(filter: InvoiceFilter, search?: InvoiceSearch) {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(subscriptionInvoices.status, filter.status));
  if (filter.companyId) where.push(eq(subscriptionInvoices.companyId, filter.companyId));
  if (search) {
    const byNumber = ilike(subscriptionInvoices.number, search.pattern);
    where.push(
      search.companyIds.length > 0
        ? or(byNumber, inArray(subscriptionInvoices.companyId, search.companyIds))!
        : byNumber,
    );
  }
  return and(...where);
}

const invoiceRows = (db: Executor, filter: InvoiceFilter, search?: InvoiceSearch) =>
  db
    .select(invoiceColumns)
    .from(subscriptionInvoices)
    .innerJoin(companies, eq(companies.id, subscriptionInvoices.companyId))
    .where(invoiceWhere(filter, search))
    .orderBy(desc(subscriptionInvoices.issuedOn), desc(subscriptionInvoices.number))
    .$dynamic();

/** One company's invoices, newest first (a company has one a month). */
export async function companyInvoices(db: Executor, companyId: string): Promise<OperatorInvoiceView[]> {
  return (await invoiceRows(db, { companyId })).map(toView);
}

/** At most this many companies named like a search take part in it (a search matching more is too broad). */
const SEARCH_COMPANIES = 200;

async function resolveSearch(db: Executor, q: string | undefined): Promise<InvoiceSearch | undefined> {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const named = await db
    .select({ id: companies.id })
    .from(companies)
    .where(ilike(companies.name, pattern))
    .limit(SEARCH_COMPANIES);
  return { pattern, companyIds: named.map((company) => company.id) };
}

/** GET /api/operator/invoices: every company's invoices by the filters, a page at a time. */
export async function listInvoices(db: Executor, query: OperatorInvoiceQuery) {
  const search = await resolveSearch(db, query.q);
  const [rows, [counted]] = await Promise.all([
    invoiceRows(db, query, search)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(subscriptionInvoices).where(invoiceWhere(query, search)),
  ]);
  return { items: rows.map(toView), total: counted?.total ?? 0, page: query.page, limit: query.limit };
}

/** The invoice by id alone: the operator works across companies, so the id names its company. */
async function invoiceCompany(db: Executor, invoiceId: string) {
  const [row] = await db
    .select({ companyId: subscriptionInvoices.companyId })
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.id, invoiceId));
  if (!row) throw invoiceNotFound();
  return row.companyId;
}

async function invoiceView(db: Executor, companyId: string, invoiceId: string) {
  const [row] = await db
    .select(invoiceColumns)
    .from(subscriptionInvoices)
    .innerJoin(companies, eq(companies.id, subscriptionInvoices.companyId))
    .where(and(eq(subscriptionInvoices.companyId, companyId), eq(subscriptionInvoices.id, invoiceId)));
  if (!row) throw invoiceNotFound();
  return toView(row);
}

/** A real calendar day (the schema checks only the shape). */
function assertDay(day: string, field: string) {
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
    throw badRequest('errors.invalidInput', { [field]: 'validation.date' });
}

/** An invoice written by hand (no plan or period): issued today in the company's time zone unless given. */
export async function issueManualInvoice(
  db: Db,
  input: { companyId: string; total: number; description: string; issuedOn?: string; dueOn: string; graceDays: number },
  now: Date,
) {
  assertDay(input.dueOn, 'dueOn');
  if (input.issuedOn) assertDay(input.issuedOn, 'issuedOn');
  const invoice = await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ timeZone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, input.companyId));
    if (!company) throw companyNotFound();
    const issuedOn = input.issuedOn ?? todayIn(company.timeZone, now);
    if (input.dueOn < issuedOn) throw badRequest('errors.invalidInput', { dueOn: 'validation.dateOrder' });
    return issueInvoice(
      tx,
      {
        companyId: input.companyId,
        total: input.total,
        issuedOn,
        dueOn: input.dueOn,
        graceDays: input.graceDays,
        description: input.description,
      },
      now,
    );
  });
  return invoiceView(db, invoice.companyId, invoice.id);
}

export async function voidOperatorInvoice(db: Db, invoiceId: string, reason: string, now: Date) {
  const companyId = await invoiceCompany(db, invoiceId);
  await db.transaction((tx) => voidInvoice(tx, companyId, invoiceId, reason, now));
  return invoiceView(db, companyId, invoiceId);
}

/** A bank transfer the operator received: never past the balance, never on a void or paid invoice (billing.ts). */
export async function recordBankTransfer(
  db: Db,
  operator: AuthOperator,
  invoiceId: string,
  input: OperatorBankTransfer,
) {
  assertDay(input.paidOn, 'paidOn');
  const companyId = await invoiceCompany(db, invoiceId);
  const { receipt } = await db.transaction((tx) =>
    applyPayment(tx, {
      companyId,
      invoiceId,
      amount: input.amount,
      method: 'bank_transfer',
      reference: input.reference,
      recordedBy: operator.id,
      at: new Date(`${input.paidOn}T00:00:00Z`),
    }),
  );
  return { invoice: await invoiceView(db, companyId, invoiceId), receiptNo: receipt.receiptNo };
}

/** Days after which an open invoice counts as "soon to lock" on the overview. */
const SOON_DAYS = 7;

/**
 * Who is overdue: companies whose open invoice passed its system due date (locked: days past the due date), and
 * those whose open invoice is past due or within a week of its system due date (days left before the lock).
 */
export async function overdueCompanies(db: Executor, query: { page: number; limit: number }) {
  const today = sql`(now() at time zone ${companies.timeZone})::date`;
  const where = and(
    inArray(subscriptionInvoices.status, [...OPEN_STATUSES]),
    // The same bound on the server's day (a day wider for the time zones) lets the lock-day index find them.
    sql`${subscriptionInvoices.systemDueOn} < current_date + ${SOON_DAYS + 1}::int`,
    sql`${subscriptionInvoices.systemDueOn} < ${today} + ${SOON_DAYS}::int`,
  );
  const rows = db
    .select({
      ...invoiceColumns,
      locked: sql<boolean>`${subscriptionInvoices.systemDueOn} < ${today}`,
      daysLate: sql<number>`(${today} - ${subscriptionInvoices.dueOn})::int`,
      daysLeft: sql<number>`(${subscriptionInvoices.systemDueOn} - ${today})::int`,
    })
    .from(subscriptionInvoices)
    .innerJoin(companies, eq(companies.id, subscriptionInvoices.companyId))
    .where(where)
    .orderBy(subscriptionInvoices.systemDueOn, subscriptionInvoices.number)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const counted = db
    .select({ total: count() })
    .from(subscriptionInvoices)
    .innerJoin(companies, eq(companies.id, subscriptionInvoices.companyId))
    .where(where);
  const [page, [total]] = await Promise.all([rows, counted]);
  const items: OverdueCompanyView[] = page.map((row) => ({
    companyId: row.invoice.companyId,
    companyName: row.companyName,
    invoiceId: row.invoice.id,
    invoiceNumber: row.invoice.number,
    balance: balanceOf(row.invoice),
    currency: row.currency,
    dueOn: row.invoice.dueOn,
    systemDueOn: row.invoice.systemDueOn,
    days: row.locked ? row.daysLate : row.daysLeft,
    state: row.locked ? 'locked' : 'soonLocked',
  }));
  return { items, total: total?.total ?? 0, page: query.page, limit: query.limit };
}
