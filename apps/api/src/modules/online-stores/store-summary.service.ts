import type { StoreKind, StoreSummary, storeSummaryQuery } from '@niaga/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/rows.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { countedStatus, withinPeriod } from '../reports/master-filters.js';
import { featuresWithKindOn, ownStoreOrNull } from './store-access.js';
import type { OnlineStore } from './storefront-lookup.js';

type Period = z.output<typeof storeSummaryQuery>;
const LATEST_ORDERS = 10;

/**
 * The orders of a store: placed in it, and for a go-affiliate store also the orders attributed to its owner
 * through its links on any storefront (the owner is an affiliate only through its go-affiliate store).
 */
const storeOrders = (store: OnlineStore) =>
  store.kind === 'go_affiliate' && store.ownerId
    ? sql`(o.online_store_id = ${store.id} or o.affiliate_id = ${store.ownerId})`
    : sql`o.online_store_id = ${store.id}`;

export async function storeSummary(
  deps: AppDeps,
  ctx: RequestContext,
  kind: StoreKind,
  period: Period,
): Promise<StoreSummary> {
  await featuresWithKindOn(deps.db, ctx, kind);
  const store = await ownStoreOrNull(deps.db, ctx, kind);
  if (!store) throw new AppError(404, 'stores.notRegistered', 'NOT_FOUND');
  const timeZone = ctx.user.company.timeZone;
  const inPeriod = (column: SQL) => withinPeriod(column, period, timeZone);
  const counted = sql`o.company_id = ${ctx.companyId} and ${storeOrders(store)} and ${countedStatus(sql`o.status`)}
    and ${inPeriod(sql`o.created_at`)}`;

  const [totals] = await queryRows<{ orders: number; sales: string; visits: string; clicks: number }>(
    deps.db,
    sql`select
      (select count(*)::int from orders o where ${counted}) as orders,
      (select coalesce(sum(o.grand_total), 0) from orders o where ${counted}) as sales,
      (select coalesce(sum(v.visits), 0) from store_visits v
        where v.company_id = ${ctx.companyId} and v.store_id = ${store.id}
          and v.day between ${period.from}::date and ${period.to}::date) as visits,
      (select count(*)::int from affiliate_clicks c
        where c.company_id = ${ctx.companyId} and c.store_id = ${store.id} and ${inPeriod(sql`c.clicked_at`)}) as clicks`,
  );
  // Read from the ledger by order, so every type the engine credits (affiliate, store_profit, …) is counted.
  const commission = await queryRows<{ type: string; amount: string }>(
    deps.db,
    sql`select e.type, sum(e.amount) as amount from commission_entries e
      join orders o on o.company_id = e.company_id and o.id = e.source_order_id
      where e.company_id = ${ctx.companyId} and e.beneficiary_id = ${ctx.user.id} and ${counted}
      group by e.type`,
  );
  const latest = await queryRows<{
    id: string;
    reference_no: string;
    created_at: Date;
    status: string;
    grand_total: string;
  }>(
    deps.db,
    sql`select o.id, o.reference_no, o.created_at, o.status, o.grand_total from orders o
      where o.company_id = ${ctx.companyId} and ${storeOrders(store)} and ${inPeriod(sql`o.created_at`)}
      order by o.created_at desc, o.id desc limit ${LATEST_ORDERS}`,
  );
  const commissionByType = Object.fromEntries(commission.map((row) => [row.type, Number(row.amount)]));
  return {
    visits: Number(totals?.visits ?? 0),
    orders: Number(totals?.orders ?? 0),
    sales: Number(totals?.sales ?? 0),
    commission: Object.values(commissionByType).reduce((sum, amount) => sum + amount, 0),
    commissionByType,
    clicks: kind === 'go_affiliate' ? Number(totals?.clicks ?? 0) : null,
    latestOrders: latest.map((row) => ({
      id: row.id,
      referenceNo: row.reference_no,
      createdAt: new Date(row.created_at).toISOString(),
      status: row.status,
      total: Number(row.grand_total),
    })),
  };
}
