import { changedEntries, changedRanks, clawbacksOf, computeMonth, withOrderInputs } from '@niaga/shared';
import type { Tx } from '../../db/client.js';
import { type OrderCounting, subscribe } from '../../platform/events.js';
import { monthOf } from '../network/sales.repo.js';
import { companyCloseFacts, lockCompanyClose } from './close.repo.js';
import { insertClawbacks, orderRef, postedMonthly, updateRanks } from './late-refund.repo.js';
import { lastClosedMonth } from './ledger.repo.js';
import { loadMonthInputs, monthEndOf } from './month-inputs.repo.js';
import { nextMonth } from './periods.js';
import { planForMonth } from './plan-for-month.js';

/**
 * domain-rules "Late refunds": an order of a closed month is refunded. The network module has already taken its
 * sales out of that month (`order-counting.ts`, subscribed first), so the month's figures are those without it;
 * its close is computed again with and without the order (the same `computeMonth`, the same rules and the tree as it
 * stood at the month's end) and each
 * monthly entry that moved gets a clawback entry in the next open month, pending until that month closes, so it
 * reduces the agent's next payout (a balance may go below zero and carries forward). The month's ranks are
 * rewritten as recomputed. Runs in the refund's transaction, under the close lock (`lockCloseForLateRefund`), so
 * no close of the month runs meanwhile.
 */
export async function clawBackLateRefund(tx: Tx, event: OrderCounting) {
  if (!event.agentId || event.amount === 0) return;
  const facts = await companyCloseFacts(tx, event.companyId);
  const month = monthOf(facts.timeZone, event.countedAt ?? event.at);
  const lastClosed = await lastClosedMonth(tx, event.companyId);
  if (!lastClosed || month > lastClosed) return;

  // The month's own plan (its ranks, switches and rank basis) and its tree as it stood, as the close used them.
  const plan = await planForMonth(tx, event.companyId, month);
  const without = await loadMonthInputs(tx, event.companyId, month, await monthEndOf(tx, event.companyId, month));
  const before = computeMonth(withOrderInputs(without, event.agentId, event.amount, event.units), plan);
  const after = computeMonth(without, plan);
  // Only the entries the order moved are built, read back and clawed back (a refund costs two computes, not two
  // months of objects).
  const moved = changedEntries(before, after);
  const keys = [...new Set([...moved.before, ...moved.after].map((entry) => entry.key))];

  const order = { id: event.orderId, ref: await orderRef(tx, event.companyId, event.orderId) };
  const drafts = clawbacksOf(
    month,
    order,
    moved.before,
    moved.after,
    await postedMonthly(tx, event.companyId, month, keys),
  );
  await insertClawbacks(tx, event.companyId, nextMonth(lastClosed), drafts);
  await updateRanks(tx, event.companyId, month, changedRanks(before, after));
}

/**
 * A refund of an order of an earlier month takes the company's close lock before anything of the refund is written:
 * a close of that month waits for the refund (and then closes without the order) or the refund waits for the close
 * (and claws back). Taken first, because the close and the refund's writes both bump `score_versions`: a lock taken
 * after those writes could deadlock with a close. A refund in the order's own month needs none (it cannot be closed).
 */
async function lockCloseForLateRefund(tx: Tx, event: OrderCounting) {
  if (!event.countedAt) return;
  const { timeZone } = await companyCloseFacts(tx, event.companyId);
  if (monthOf(timeZone, event.countedAt) < monthOf(timeZone, event.at)) await lockCompanyClose(tx, event.companyId);
}

/** Before every other `order.refunded` subscriber (`app.ts`); the clawback itself is in `subscribeCommissions`. */
export function subscribeLateRefundLock() {
  subscribe('order.refunded', lockCloseForLateRefund);
}
