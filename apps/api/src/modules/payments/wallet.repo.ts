import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { newId } from '../../platform/ids.js';
import { walletEntries, wallets } from './payments.tables.js';

export type WalletChange = {
  companyId: string;
  userId: string;
  amount: number;
  kind: 'topup' | 'payment' | 'refund' | 'adjustment';
  description: string;
  orderId?: string | null;
  paymentId?: string | null;
};

/** Thrown inside a transaction when a debit is larger than the balance. */
export class InsufficientBalance extends Error {
  constructor(readonly balance: number) {
    super('insufficient wallet balance');
  }
}

async function append(tx: Tx, change: WalletChange, signed: number, balanceAfter: number) {
  const [entry] = await tx
    .insert(walletEntries)
    .values({
      companyId: change.companyId,
      id: newId(),
      userId: change.userId,
      kind: change.kind,
      amount: signed,
      balanceAfter,
      orderId: change.orderId ?? null,
      paymentId: change.paymentId ?? null,
      description: change.description,
    })
    .returning();
  return entry!;
}

/** Adds to the balance (created on the first credit) and appends the ledger row, in the caller's transaction. */
export async function creditWallet(tx: Tx, change: WalletChange) {
  const [row] = await tx
    .insert(wallets)
    .values({ companyId: change.companyId, userId: change.userId, balance: change.amount })
    .onConflictDoUpdate({
      target: [wallets.companyId, wallets.userId],
      set: { balance: sql`${wallets.balance} + ${change.amount}`, updatedAt: sql`now()` },
    })
    .returning({ balance: wallets.balance });
  return append(tx, change, change.amount, row!.balance);
}

/**
 * Takes from the balance in one conditional UPDATE, so two racing payments can never take it below zero:
 * the second finds too little and throws `InsufficientBalance`.
 */
export async function debitWallet(tx: Tx, change: WalletChange) {
  const [row] = await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} - ${change.amount}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(wallets.companyId, change.companyId),
        eq(wallets.userId, change.userId),
        sql`${wallets.balance} >= ${change.amount}`,
      ),
    )
    .returning({ balance: wallets.balance });
  if (!row) {
    const [current] = await tx
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.companyId, change.companyId), eq(wallets.userId, change.userId)));
    throw new InsufficientBalance(current?.balance ?? 0);
  }
  return append(tx, change, -change.amount, row.balance);
}
