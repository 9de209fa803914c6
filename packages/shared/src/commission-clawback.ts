import { type CommissionInputs, formulaMoney, type MonthlyCommissionType } from './commission.js';
import type { MonthlyAgent, MonthlyEntryDraft } from './commission-monthly.js';
import type { Language } from './constants.js';
import { translate } from './messages/index.js';
import type { Currency } from './money.js';

type MonthlyType = MonthlyCommissionType;
export type ClawbackInputs = Extract<CommissionInputs, { kind: 'clawback' }>;

/** A clawback entry to post in the next open month (its amount may be negative, or positive for an upline). */
export type ClawbackDraft = {
  beneficiaryId: string;
  type: MonthlyType;
  amount: number;
  /** `claw:<order>:<monthly entry key>`: a refund is clawed back once. */
  key: string;
  sourceAgentId: string;
  inputs: ClawbackInputs;
};

/**
 * The month's agents with one order's sales put back (the refunded order's amount and units on its sales agent's PS
 * and on the GS of each upline among them): the figures the month had before the refund took them out.
 */
export function withOrderSales(
  agents: readonly MonthlyAgent[],
  salesAgentId: string,
  amount: number,
  units = 0,
): MonthlyAgent[] {
  const copies = new Map(agents.map((agent) => [agent.id, { ...agent }]));
  const buyer = copies.get(salesAgentId);
  if (!buyer) return [...copies.values()];
  buyer.ps += amount;
  if (units) buyer.psUnits = (buyer.psUnits ?? 0) + units;
  const seen = new Set([buyer.id]);
  for (let upline = buyer.uplineId === null ? undefined : copies.get(buyer.uplineId); upline; ) {
    if (seen.has(upline.id)) break;
    seen.add(upline.id);
    upline.gs += amount;
    if (units) upline.gsUnits = (upline.gsUnits ?? 0) + units;
    upline = upline.uplineId === null ? undefined : copies.get(upline.uplineId);
  }
  return [...copies.values()];
}

/**
 * domain-rules "Late refunds": the clawbacks of one refund of an order of a closed month. `before` and `after` are
 * the month's close computed (with the same rules and tree) with and without the order; each monthly entry whose
 * amount moved gets one clawback of the difference (never taking an entry below zero). `posted` is what the month already carries per monthly entry
 * key (its close's entries plus earlier clawbacks), shown as "was"; so a second late refund of the same month
 * claws back only its own difference, and a rule changed since the close is not re-applied to the past.
 */
export function clawbacksOf(
  month: string,
  order: { id: string; ref: string },
  before: readonly MonthlyEntryDraft[],
  after: readonly MonthlyEntryDraft[],
  posted: ReadonlyMap<string, number>,
): ClawbackDraft[] {
  const amounts = new Map<string, { entry: MonthlyEntryDraft; before: number; after: number }>();
  for (const entry of before) amounts.set(entry.key, { entry, before: entry.amount, after: 0 });
  for (const entry of after) {
    const known = amounts.get(entry.key);
    if (known) known.after = entry.amount;
    else amounts.set(entry.key, { entry, before: 0, after: entry.amount });
  }
  const drafts: ClawbackDraft[] = [];
  for (const [entryKey, { entry, before: was0, after: now0 }] of [...amounts].sort(([x], [y]) => (x < y ? -1 : 1))) {
    const was = posted.get(entryKey) ?? 0;
    // A monthly entry is never below zero, whatever was posted (a month closed before its rules were changed).
    const now = Math.max(0, was + now0 - was0);
    if (now === was) continue;
    drafts.push({
      beneficiaryId: entry.beneficiaryId,
      type: entry.type,
      amount: now - was,
      key: `claw:${order.id}:${entryKey}`,
      sourceAgentId: entry.sourceAgentId,
      inputs: { kind: 'clawback', month, entryKey, orderId: order.id, orderRef: order.ref, was, now },
    });
  }
  return drafts;
}

/** "October 2026" in the reader's language (`month`: YYYY-MM-01). */
const monthName = (language: Language, month: string) =>
  new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month.slice(0, 7)}-01T00:00:00Z`),
  );

/**
 * The check calculation of a clawback, e.g. "October 2026 performance bonus recomputed after refund of order
 * ORD-1: was 185.99, now 172.00, difference −13.99".
 */
export function clawbackExplanation(
  language: Language,
  type: MonthlyType,
  inputs: ClawbackInputs,
  currency: Currency = 'MYR',
): string {
  const difference = inputs.now - inputs.was;
  return translate(language, 'commission.clawback.explanation', {
    month: monthName(language, inputs.month),
    type: translate(language, `commission.clawback.type.${type}`),
    order: inputs.orderRef,
    was: formulaMoney(inputs.was, currency),
    now: formulaMoney(inputs.now, currency),
    difference: `${difference > 0 ? '+' : ''}${formulaMoney(difference, currency)}`,
  });
}
