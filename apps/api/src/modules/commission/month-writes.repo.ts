import {
  entryAmount,
  entryInputsJson,
  entryKeyOf,
  type MonthComputed,
  monthlyEntrySlots,
  slotsInOrder,
} from '@niaga/shared';
import type { Tx } from '../../db/client.js';
import { type CopyValue, copyRows } from '../../db/copy.js';
import { ascendingIds } from '../../platform/ids.js';

/**
 * Writes the month's ranks, every agent's. A month is closed once (the close's lock and its "already closed"
 * check), so none of its ranks exist yet: a row that did would fail the COPY, and the close with it.
 */
export async function writeRanks(tx: Tx, companyId: string, period: string, computed: MonthComputed) {
  const { ids, ps } = computed.inputs;
  const rankIds = computed.rules.ranks.map((rank) => rank.id);
  function* rows(): Generator<CopyValue[]> {
    for (let slot = 0; slot < ids.length; slot++)
      yield [
        companyId,
        period,
        ids[slot] as string,
        rankIds[computed.rank[slot] as number] ?? null,
        ps[slot] as number,
        computed.tpgs[slot] as number,
        computed.sideGroupSales[slot] as number,
      ];
  }
  await copyRows(
    tx,
    'commission_agent_ranks',
    ['company_id', 'month', 'agent_id', 'rank_id', 'ps', 'tpgs', 'side_group_sales'],
    rows(),
  );
}

const ENTRY_COLUMNS = [
  'company_id',
  'id',
  'key',
  'beneficiary_id',
  'type',
  'amount',
  'period',
  'source_agent_id',
  'status',
  'inputs',
] as const;

/**
 * Writes the month's entries, payable at once (their month is the one closing); answers how many were written.
 * Streamed with COPY, built row by row from the typed arrays, by beneficiary in slot order. Their keys are the month's own and the month is closed
 * once, so none exists yet (a duplicate fails the close). Ascending ids and rows in beneficiary order: each index is
 * written in a few places, not on a random page per row (with a ledger far larger than the server's buffers, random
 * pages made the write 3× slower).
 */
export async function writeMonthlyEntries(
  tx: Tx,
  companyId: string,
  period: string,
  computed: MonthComputed,
): Promise<number> {
  const { ids, parent } = computed.inputs;
  const nextId = ascendingIds();
  function* rows(): Generator<CopyValue[]> {
    for (const [kind, slot] of monthlyEntrySlots(computed, slotsInOrder(ids.length)))
      yield [
        companyId,
        nextId(),
        entryKeyOf(computed, kind, slot),
        ids[kind === 'leadership' ? (parent[slot] as number) : slot] as string,
        kind,
        entryAmount(computed, kind, slot),
        period,
        ids[slot] as string,
        'pending',
        entryInputsJson(computed, kind, slot),
      ];
  }
  return copyRows(tx, 'commission_entries', ENTRY_COLUMNS, rows());
}
