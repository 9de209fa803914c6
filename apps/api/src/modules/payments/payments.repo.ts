import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { companies } from '../company/company.tables.js';
import { payments, walletEntries, wallets } from './payments.tables.js';

export type PaymentRow = typeof payments.$inferSelect;

export async function findPayment(db: Executor, companyId: string, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
  return row;
}

/** The payment under its row lock: callbacks of one payment queue here, so it is settled once. */
export async function lockPayment(tx: Tx, companyId: string, id: string): Promise<PaymentRow | undefined> {
  return lockPaymentWhere(tx, companyId, eq(payments.id, id));
}

export async function findPaymentByRef(db: Executor, companyId: string, provider: string, providerRef: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), byRef(provider, providerRef)));
  return row;
}

const byRef = (provider: string, providerRef: string) =>
  and(eq(payments.provider, provider), eq(payments.providerRef, providerRef));

/** The payment a gateway's reference names (a Billplz bill id), under its row lock. */
export function lockPaymentByRef(tx: Tx, companyId: string, provider: string, providerRef: string) {
  return lockPaymentWhere(tx, companyId, byRef(provider, providerRef));
}

async function lockPaymentWhere(tx: Tx, companyId: string, condition: SQL | undefined) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), condition))
    .for('update');
  return row;
}

/** Moves a pending payment to `paid` or `failed`; false when it was settled already. */
export async function settlePayment(
  tx: Tx,
  companyId: string,
  id: string,
  status: 'paid' | 'failed',
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status, completedAt: at })
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function walletBalance(db: Executor, companyId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.companyId, companyId), eq(wallets.userId, userId)));
  return row?.balance ?? 0;
}

export async function walletEntryPage(
  db: Executor,
  companyId: string,
  userId: string,
  { page, limit }: { page: number; limit: number },
) {
  const where = and(eq(walletEntries.companyId, companyId), eq(walletEntries.userId, userId));
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(walletEntries)
      .where(where)
      .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(walletEntries).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function companyForPayment(db: Executor, companyId: string) {
  const [row] = await db
    .select({ name: companies.name, currency: companies.currency, features: companies.features })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}
