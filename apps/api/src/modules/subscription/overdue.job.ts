import type { Db } from '../../db/client.js';
import { HOURLY_JOB_RETRY, type Job } from '../../platform/jobs.js';
import { firstTime } from '../notifications/daily-notices.job.js';
import { notify } from '../notifications/notify.js';
import { balanceOf, markOverdue } from './billing.js';

/**
 * The overdue job: every open invoice past its due date plus the grace days becomes `overdue` (billing.ts), and its
 * company's HQ is told once that the account is locked (the lock itself is computed from the open invoices, so it
 * holds from that day whether or not the job has run yet, and lifts as soon as the invoice is paid).
 */
export async function runSubscriptionOverdue(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const moved = await markOverdue(tx, now);
    for (const invoice of moved) {
      if (!(await firstTime(tx, invoice.companyId, `subscription_locked:${invoice.id}`))) continue;
      await notify(tx, invoice.companyId, 'subscription_locked', {
        params: { invoice: invoice.number, dueOn: invoice.dueOn, lockOn: invoice.systemDueOn },
        money: { amount: balanceOf(invoice) },
      });
    }
    return moved.length;
  });
}

export const subscriptionOverdueJob: Job = {
  name: 'subscription-overdue',
  cron: '25 * * * *',
  retry: HOURLY_JOB_RETRY,
  run: runSubscriptionOverdue,
};
