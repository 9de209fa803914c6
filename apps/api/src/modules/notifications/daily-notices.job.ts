import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { HOURLY_JOB_RETRY, type Job } from '../../platform/jobs.js';

import { notificationLog } from './notifications.tables.js';
import { notify } from './notify.js';
import { DEFAULT_LOW_STOCK_THRESHOLD, settingsOf } from './settings.js';

/** An invoice is "due" this many days before its due date. */
export const INVOICE_DUE_NOTICE_DAYS = 3;
const LOW_STOCK_LISTED = 50;

/** Once per key: false when the notice was already sent (a second tick, another instance). */
export async function firstTime(tx: Tx, companyId: string, key: string) {
  const written = await tx.insert(notificationLog).values({ companyId, key }).onConflictDoNothing().returning();
  return written.length > 0;
}

type InvoiceRow = {
  company_id: string;
  id: string;
  number: string;
  due_on: string;
  system_due_on: string;
  open: number;
  overdue: boolean;
};
type StockRow = { company_id: string; today: string; name: string; available: number };

/**
 * Subscription invoices: "due" once, within INVOICE_DUE_NOTICE_DAYS of the due date; "overdue" once, after it and
 * within the grace days (with the day the account locks). Past the grace days the overdue job tells HQ the account is
 * locked instead (subscription/overdue.job.ts).
 * Low stock: once a day per company, the products at HQ's main branch whose available units (on hand less
 * reserved) are at or below the company's threshold (0: off). Dates are the company's own (its time zone).
 */
export async function sendDailyNotices(db: Db, now: Date) {
  await db.transaction(async (tx) => {
    const invoices = rowsOf<InvoiceRow>(
      await tx.execute(sql`
        select i.company_id, i.id, i.number, i.due_on::text, i.system_due_on::text, i.total - i.paid as open,
               i.due_on < (${now}::timestamptz at time zone c.time_zone)::date as overdue
        from subscription_invoices i join companies c on c.id = i.company_id
        where i.status in ('pending', 'partially_paid', 'overdue')
          and i.due_on <= (${now}::timestamptz at time zone c.time_zone)::date + ${INVOICE_DUE_NOTICE_DAYS}::int
          and i.system_due_on >= (${now}::timestamptz at time zone c.time_zone)::date`),
    );
    for (const invoice of invoices) {
      const event = invoice.overdue ? 'invoice_overdue' : 'invoice_due';
      if (!(await firstTime(tx, invoice.company_id, `${event}:${invoice.id}`))) continue;
      await notify(tx, invoice.company_id, event, {
        params: { invoice: invoice.number, dueOn: invoice.due_on, lockOn: invoice.system_due_on },
        money: { amount: Number(invoice.open) },
      });
    }
    const low = rowsOf<StockRow>(
      await tx.execute(sql`
        select s.company_id, ((${now}::timestamptz at time zone c.time_zone)::date)::text as today,
               p.name, s.on_hand - s.reserved as available
        from stock_levels s
        join companies c on c.id = s.company_id
        join branches b on b.company_id = s.company_id and b.id = s.store_id and b.is_main
        join products p on p.company_id = s.company_id and p.id = s.product_id
        where p.deleted_at is null and p.status = 'published'
          and s.on_hand - s.reserved <= coalesce(
            (select n.low_stock_threshold from notification_settings n where n.company_id = s.company_id), ${DEFAULT_LOW_STOCK_THRESHOLD}::int)
        order by s.company_id, available, p.name`),
    );
    const byCompany = new Map<string, StockRow[]>();
    for (const row of low) byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row]);
    for (const [companyId, rows] of byCompany) {
      const { lowStockThreshold } = await settingsOf(tx, companyId);
      if (lowStockThreshold === 0 || !(await firstTime(tx, companyId, `low_stock:${rows[0]!.today}`))) continue;
      const items = rows.slice(0, LOW_STOCK_LISTED).map((row) => `- ${row.name}: ${row.available}`);
      await notify(tx, companyId, 'low_stock', {
        params: { items: items.join('\n'), threshold: String(lowStockThreshold) },
      });
    }
  });
}

export const dailyNoticesJob: Job = {
  name: 'daily-notices',
  cron: '20 * * * *',
  retry: HOURLY_JOB_RETRY,
  run: sendDailyNotices,
};
