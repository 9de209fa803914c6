import {
  formatMoney,
  type MessageKey,
  type PayoutBalance,
  type PayoutDetail,
  type PayoutOutcome,
  type PayoutPage,
  type PayoutStatus,
  type PayoutView,
  type payoutListQuery,
  translate,
} from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, notFound } from '../../platform/errors.js';
import { publish } from '../../platform/events.js';
import { newId, sha256 } from '../../platform/ids.js';
import { featuresOf } from '../company/features.js';
import { notify } from '../notifications/notify.js';
import { refBanks } from '../reference/reference.tables.js';
import { users } from '../users/users.tables.js';
import { bankFileCsv } from './bank-file.js';
import { lastClosedMonth, payableBalance } from './ledger.repo.js';
import {
  agentIdentities,
  claimEntries,
  companyPrefix,
  countPayouts,
  insertPayout,
  listPayouts,
  lockAgent,
  lockPayout,
  markEntriesPaid,
  type PayoutRow,
  payoutEntries,
  releaseEntries,
  stampBankFile,
  updatePayout,
} from './payouts.repo.js';

const conflict = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(409, key, 'CONFLICT', undefined, undefined, params);

/** The payment reference of a payout: the company's prefix, "PO" and the first 8 characters of its id. */
export const payoutReference = (prefix: string, id: string) =>
  `${prefix}PO${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** An id made from the caller's Idempotency-Key: the same key of the same agent names the same payout. */
function idFromKey(companyId: string, agentId: string, key: string) {
  const hex = sha256(`payout:${companyId}:${agentId}:${key}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

async function minPayoutOf(executor: Executor, companyId: string) {
  return Math.max(0, (await featuresOf(executor, companyId)).minPayout);
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toView(row: PayoutRow, prefix: string): PayoutView {
  return {
    ...row,
    reference: payoutReference(prefix, row.id),
    requestedAt: row.requestedAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    paidAt: iso(row.paidAt),
    rejectedAt: iso(row.rejectedAt),
    bankFileAt: iso(row.bankFileAt),
  };
}

/** What the agent could request now (the page shows it beside the button). */
export async function balanceOf(deps: AppDeps, ctx: RequestContext): Promise<PayoutBalance> {
  const [agent] = await deps.db
    .select({ status: users.status, bank: users.bank })
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), eq(users.id, ctx.user.id)));
  return {
    payable: await payableBalance(deps.db, ctx.companyId, ctx.user.id),
    minPayout: await minPayoutOf(deps.db, ctx.companyId),
    hasBank: Boolean(agent?.bank?.accountNumber),
    suspended: agent?.status === 'suspended',
  };
}

/**
 * POST /api/commission/request-payout: claims every payable, unclaimed entry of the agent and records one payout of
 * their sum with a copy of the agent's bank details. The agent's row is locked first, so two requests at once run
 * one after the other: the second finds nothing left to claim.
 */
export async function requestPayout(
  deps: AppDeps,
  ctx: RequestContext,
  idempotencyKey: string | undefined,
): Promise<PayoutDetail> {
  const agentId = ctx.user.id;
  const id = idempotencyKey ? idFromKey(ctx.companyId, agentId, idempotencyKey) : newId();
  await deps.db.transaction(async (tx) => {
    const agent = await lockAgent(tx, ctx.companyId, agentId);
    if (!agent) throw notFound();
    if (idempotencyKey) {
      const again = await lockPayout(tx, ctx.companyId, id);
      if (again) return;
    }
    if (agent.status === 'suspended') throw conflict('payouts.suspended');
    const bank = agent.bank;
    if (!bank?.accountNumber || !bank.bankName || !bank.accountName) throw conflict('payouts.noBank');
    const lastClosed = await lastClosedMonth(tx, ctx.companyId);
    if (!lastClosed) throw conflict('payouts.nothingPayable');
    const claimed = await claimEntries(tx, ctx.companyId, agentId, lastClosed, id);
    const amount = claimed.reduce((sum, entry) => sum + entry.amount, 0);
    // A late refund's clawback may leave the balance below zero: it carries forward until commissions cover it.
    if (amount < 0)
      throw conflict('payouts.negativeBalance', { balance: formatMoney(amount, ctx.user.company.currency) });
    if (amount === 0) throw conflict('payouts.nothingPayable');
    const minimum = await minPayoutOf(tx, ctx.companyId);
    if (amount < minimum) {
      const currency = ctx.user.company.currency;
      throw conflict('payouts.belowMinimum', {
        balance: formatMoney(amount, currency),
        minimum: formatMoney(minimum, currency),
      });
    }
    await insertPayout(tx, { companyId: ctx.companyId, id, agentId, amount, bank, at: ctx.now });
    await notify(tx, ctx.companyId, 'payout_requested', { agentId, money: { amount } });
    await publish(tx, 'payout.moved', { companyId: ctx.companyId, payoutId: id, status: 'requested' });
  });
  return payoutDetail(deps, ctx, id);
}

export async function listPayoutsFor(
  deps: AppDeps,
  ctx: RequestContext,
  query: z.output<typeof payoutListQuery>,
): Promise<PayoutPage> {
  const { page, limit } = query;
  const filter = {
    agentId: ctx.user.role === 'hq' ? undefined : ctx.user.id,
    q: query.q || undefined,
    status: query.status,
  };
  const rows = await listPayouts(deps.db, ctx.companyId, filter, { limit, offset: (page - 1) * limit });
  const counted = await countPayouts(deps.db, ctx.companyId, filter);
  const prefix = await companyPrefix(deps.db, ctx.companyId);
  const balance = ctx.user.role === 'hq' ? null : await balanceOf(deps, ctx);
  const counts: Record<string, number> = { requested: 0, approved: 0, paid: 0, rejected: 0 };
  for (const row of counted) counts[row.status] = row.count;
  const total = query.status
    ? (counts[query.status] ?? 0)
    : Object.values(counts).reduce((sum, value) => sum + value, 0);
  return { items: rows.map((row) => toView(row, prefix)), total, page, limit, counts, balance };
}

/** One payout with its entries; an agent sees only its own (another's answers 404, as another company's does). */
export async function payoutDetail(deps: AppDeps, ctx: RequestContext, id: string): Promise<PayoutDetail> {
  const filter = { ids: [id], agentId: ctx.user.role === 'hq' ? undefined : ctx.user.id };
  const [row] = await listPayouts(deps.db, ctx.companyId, filter, null);
  if (!row) throw notFound();
  const lastClosed = await lastClosedMonth(deps.db, ctx.companyId);
  const [entries, prefix] = await Promise.all([
    payoutEntries(deps.db, ctx.companyId, id, lastClosed),
    companyPrefix(deps.db, ctx.companyId),
  ]);
  return {
    ...toView(row, prefix),
    entries: entries.map(({ reversesId, ...entry }) => ({ ...entry, reversal: reversesId !== null })),
  };
}

type Move = 'approve' | 'pay';
type Outcome = PayoutOutcome['results'][number]['outcome'];

/** Why a payout in `status` cannot make `move`; null when it can. */
function refusal(move: Move, status: PayoutStatus): Outcome | null {
  if (move === 'approve')
    return status === 'requested'
      ? null
      : status === 'approved'
        ? 'alreadyApproved'
        : status === 'paid'
          ? 'alreadyPaid'
          : 'rejected';
  return status === 'approved'
    ? null
    : status === 'paid'
      ? 'alreadyPaid'
      : status === 'rejected'
        ? 'rejected'
        : 'notApproved';
}

const OUTCOME_MESSAGES: Record<Outcome, MessageKey | null> = {
  approved: null,
  paid: null,
  alreadyApproved: 'payouts.alreadyApproved',
  alreadyPaid: 'payouts.alreadyPaid',
  rejected: 'payouts.alreadyRejected',
  notApproved: 'payouts.notApproved',
  notFound: 'payouts.notFound',
};

/**
 * Bulk approve / mark paid: each payout in its own short transaction with its row locked, so two HQ users moving
 * the same payout at once cannot both move it: the second waits, then reads the new status and is told so.
 * When nothing could be moved the answer is 409 with the first refusal; otherwise each id's outcome.
 */
async function moveMany(
  deps: AppDeps,
  ctx: RequestContext,
  move: Move,
  ids: string[],
  reference?: string,
): Promise<PayoutOutcome> {
  const prefix = await companyPrefix(deps.db, ctx.companyId);
  const results: PayoutOutcome['results'] = [];
  for (const id of [...new Set(ids)]) {
    const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
      const payout = await lockPayout(tx, ctx.companyId, id);
      if (!payout) return 'notFound';
      const refused = refusal(move, payout.status);
      if (refused) return refused;
      if (move === 'approve') {
        await updatePayout(tx, ctx.companyId, id, {
          status: 'approved',
          approvedAt: ctx.now,
          approvedByName: ctx.user.name,
        });
        await notify(tx, ctx.companyId, 'payout_approved', {
          agentId: payout.agentId,
          money: { amount: payout.amount },
        });
        return 'approved';
      }
      await updatePayout(tx, ctx.companyId, id, {
        status: 'paid',
        paidAt: ctx.now,
        paidByName: ctx.user.name,
        paymentReference: reference || null,
      });
      await markEntriesPaid(tx, ctx.companyId, id);
      await notify(tx, ctx.companyId, 'payout_paid', { agentId: payout.agentId, money: { amount: payout.amount } });
      await publish(tx, 'payout.moved', { companyId: ctx.companyId, payoutId: id, status: 'paid' });
      return 'paid';
    });
    const messageKey = OUTCOME_MESSAGES[outcome];
    results.push({
      id,
      reference: outcome === 'notFound' ? null : payoutReference(prefix, id),
      ok: messageKey === null,
      outcome,
      message: messageKey ? translate(ctx.language, messageKey) : null,
    });
  }
  const done = results.filter((result) => result.ok).length;
  const first = results[0];
  if (done === 0 && first) {
    const key = OUTCOME_MESSAGES[first.outcome] ?? 'payouts.notFound';
    throw first.outcome === 'notFound' ? new AppError(404, key, 'NOT_FOUND') : conflict(key);
  }
  return { results, done, refused: results.length - done };
}

export const approvePayouts = (deps: AppDeps, ctx: RequestContext, ids: string[]) =>
  moveMany(deps, ctx, 'approve', ids);

export const markPayoutsPaid = (deps: AppDeps, ctx: RequestContext, ids: string[], reference?: string) =>
  moveMany(deps, ctx, 'pay', ids, reference);

/** Requested or approved → rejected with a reason; the entries are released and payable again. */
export async function rejectPayout(
  deps: AppDeps,
  ctx: RequestContext,
  input: { id: string; reason: string },
): Promise<PayoutDetail> {
  await deps.db.transaction(async (tx) => {
    const payout = await lockPayout(tx, ctx.companyId, input.id);
    if (!payout) throw notFound();
    if (payout.status === 'paid') throw conflict('payouts.paidCannotReject');
    if (payout.status === 'rejected') throw conflict('payouts.alreadyRejected');
    await updatePayout(tx, ctx.companyId, input.id, {
      status: 'rejected',
      rejectedAt: ctx.now,
      rejectedByName: ctx.user.name,
      rejectReason: input.reason,
    });
    await releaseEntries(tx, ctx.companyId, input.id);
  });
  return payoutDetail(deps, ctx, input.id);
}

/**
 * The bank payment file of the approved payouts (all of them, or those of `ids` that are approved): one CSV row per
 * payout from the bank details copied at the request. Stamps `bank_file_at`; the status stays approved until HQ
 * marks the payouts paid.
 */
export async function bankFile(deps: AppDeps, ctx: RequestContext, ids: string[]) {
  const rows = await listPayouts(
    deps.db,
    ctx.companyId,
    { status: 'approved', ids: ids.length > 0 ? ids : undefined },
    null,
  );
  if (rows.length === 0) throw conflict('payouts.noneForBankFile');
  const [prefix, identities, banks] = await Promise.all([
    companyPrefix(deps.db, ctx.companyId),
    agentIdentities(
      deps.db,
      ctx.companyId,
      rows.map((row) => row.agentId),
    ),
    deps.db
      .select({
        country: refBanks.country,
        code: refBanks.code,
        name: refBanks.name,
        swiftCode: refBanks.swiftCode,
        aliases: refBanks.aliases,
      })
      .from(refBanks),
  ]);
  const oldestFirst = [...rows].reverse();
  const csv = bankFileCsv(
    oldestFirst.map((row) => ({
      reference: payoutReference(prefix, row.id),
      amount: row.amount,
      bank: row.bank,
      agentEmail: row.agentEmail,
      identityNo: identities.get(row.agentId) ?? null,
    })),
    banks,
  );
  await stampBankFile(
    deps.db,
    ctx.companyId,
    rows.map((row) => row.id),
    ctx.now,
  );
  return { csv, count: rows.length };
}

/** One payout as HQ's list shows it, read in `executor` (a webhook's payload); null when there is none. */
export async function payoutViewIn(executor: Executor, companyId: string, id: string): Promise<PayoutView | null> {
  const [row] = await listPayouts(executor, companyId, { ids: [id] }, null);
  return row ? toView(row, await companyPrefix(executor, companyId)) : null;
}
