import { and, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { affiliateClicks, onlineStores } from './online-stores.tables.js';

const DAY_MS = 86_400_000;

/**
 * The go-affiliate agent an order is attributed to (domain-rules "Go-affiliate"): the store of the click the
 * attribution cookie names (the visitor's last counted click: each click replaces the cookie, so the last one
 * wins), when it was within the company's window and its store is still an active go-affiliate store.
 * The caller drops it when the affiliate is the buyer (an agent never earns on its own purchase).
 */
export async function affiliateOfClick(
  executor: Executor,
  companyId: string,
  clickId: string | undefined,
  now: Date,
  windowDays: number,
): Promise<{ storeId: string; agentId: string } | null> {
  if (!clickId) return null;
  const [row] = await executor
    .select({ storeId: onlineStores.id, agentId: onlineStores.ownerId })
    .from(affiliateClicks)
    .innerJoin(
      onlineStores,
      and(eq(onlineStores.companyId, affiliateClicks.companyId), eq(onlineStores.id, affiliateClicks.storeId)),
    )
    .where(
      and(
        eq(affiliateClicks.companyId, companyId),
        eq(affiliateClicks.id, clickId),
        gte(affiliateClicks.clickedAt, new Date(now.getTime() - windowDays * DAY_MS)),
        eq(onlineStores.kind, 'go_affiliate'),
        eq(onlineStores.status, 'active'),
      ),
    );
  return row?.agentId ? { storeId: row.storeId, agentId: row.agentId } : null;
}
