import { type CommissionType, clawbacksOf, closeMonth, type MonthlyRankResult, withOrderSales } from '@niaga/shared';
import type { Tx } from '../../db/client.js';
import type { OrderCounting } from '../../platform/events.js';
import { monthOf } from '../network/sales.repo.js';
import { companyCloseFacts, lockCompanyClose, monthlyAgents, ranksOf } from './close.repo.js';
import { insertClawbacks, orderRef, postedMonthly, updateRanks } from './late-refund.repo.js';
import { lastClosedMonth } from './ledger.repo.js';
import { nextMonth } from './periods.js';

/**
 * domain-rules "Late refunds": an order of a closed month is refunded. The network module has already taken its
 * sales out of that month (`order-counting.ts`, subscribed first), so the month's figures are those without it;
 * its close is computed again with and without the order (the same `closeMonth`, the same rules and tree) and each
 * monthly entry that moved gets a clawback entry in the next open month, pending until that month closes, so it
 * reduces the agent's next payout (a balance may go below zero and carries forward). The month's ranks are
 * rewritten as recomputed. Runs in the refund's transaction, under the close lock, so no close runs meanwhile.
 */
export async function clawBackLateRefund(tx: Tx, event: OrderCounting) {
  if (!event.agentId || event.amount === 0) return;
  await lockCompanyClose(tx, event.companyId);
  const facts = await companyCloseFacts(tx, event.companyId);
  const month = monthOf(facts.timeZone, event.countedAt ?? event.at);
  const lastClosed = await lastClosedMonth(tx, event.companyId);
  if (!lastClosed || month > lastClosed) return;

  const ranks = await ranksOf(tx, event.companyId);
  const off = new Set(facts.off as CommissionType[]);
  const without = await monthlyAgents(tx, event.companyId, month);
  const before = closeMonth(month, withOrderSales(without, event.agentId, event.amount), ranks, off);
  const after = closeMonth(month, without, ranks, off);

  const order = { id: event.orderId, ref: await orderRef(tx, event.companyId, event.orderId) };
  const drafts = clawbacksOf(
    month,
    order,
    before.entries,
    after.entries,
    await postedMonthly(tx, event.companyId, month),
  );
  await insertClawbacks(tx, event.companyId, nextMonth(lastClosed), drafts);
  await updateRanks(tx, event.companyId, month, changedRanks(before.ranks, after.ranks));
}

function changedRanks(before: MonthlyRankResult[], after: MonthlyRankResult[]) {
  const was = new Map(before.map((rank) => [rank.agentId, rank]));
  return after.filter((rank) => {
    const old = was.get(rank.agentId);
    return (
      !old ||
      old.rankId !== rank.rankId ||
      old.ps !== rank.ps ||
      old.tpgs !== rank.tpgs ||
      old.sideGroupSales !== rank.sideGroupSales
    );
  });
}
