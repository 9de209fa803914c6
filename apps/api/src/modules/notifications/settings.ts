import {
  HQ_ONLY_EVENTS,
  type hqAddressesInput,
  NOTIFICATION_EVENTS,
  type NotificationControl,
  type NotificationEvent,
  type NotificationSettings,
  type notificationControlInput,
} from '@niaga/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { notificationSettings } from './notifications.tables.js';
import { smtpView } from './smtp.service.js';

/** What a company gets before HQ chooses: HQ hears of what needs its action, the agent of what happens to it. */
const DEFAULTS: Record<NotificationEvent, Omit<NotificationControl, 'event'>> = {
  order_placed: { hq: true, agent: true, upline: false },
  receipt_uploaded: { hq: true, agent: false, upline: false },
  order_approved: { hq: false, agent: true, upline: false },
  order_shipped: { hq: false, agent: true, upline: false },
  order_cancelled: { hq: false, agent: true, upline: false },
  order_refunded: { hq: false, agent: true, upline: false },
  agent_registered: { hq: true, agent: false, upline: true },
  payout_requested: { hq: true, agent: false, upline: false },
  payout_approved: { hq: false, agent: true, upline: false },
  payout_paid: { hq: false, agent: true, upline: false },
  invoice_due: { hq: true, agent: false, upline: false },
  invoice_overdue: { hq: true, agent: false, upline: false },
  subscription_locked: { hq: true, agent: false, upline: false },
  low_stock: { hq: true, agent: false, upline: false },
};
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

export type StoredSettings = { events: NotificationControl[]; hqAddresses: string[]; lowStockThreshold: number };

/** Every event in the list's order; events a stored row lacks (added later) get their defaults. */
export async function settingsOf(executor: Executor, companyId: string): Promise<StoredSettings> {
  const [row] = await executor.select().from(notificationSettings).where(eq(notificationSettings.companyId, companyId));
  const stored = new Map((row?.events ?? []).map((control) => [control.event, control]));
  return {
    events: NOTIFICATION_EVENTS.map((event) => stored.get(event) ?? { event, ...DEFAULTS[event] }),
    hqAddresses: row?.hqAddresses ?? [],
    lowStockThreshold: row?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
  };
}

async function saveSettings(executor: Executor, companyId: string, settings: StoredSettings) {
  const values = { ...settings, updatedAt: new Date() };
  await executor
    .insert(notificationSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.companyId, set: values });
}

export async function getNotificationSettings(deps: AppDeps, ctx: RequestContext): Promise<NotificationSettings> {
  const settings = await settingsOf(deps.db, ctx.companyId);
  return { ...settings, smtp: await smtpView(deps.db, ctx.companyId), platformSmtp: !!deps.config.SMTP_URL };
}

export async function storeHqAddresses(deps: AppDeps, ctx: RequestContext, input: z.output<typeof hqAddressesInput>) {
  await deps.db.transaction(async (tx) => {
    const settings = await settingsOf(tx, ctx.companyId);
    await saveSettings(tx, ctx.companyId, { ...settings, hqAddresses: [...new Set(input.hqAddresses)] });
  });
  return getNotificationSettings(deps, ctx);
}

/** Changes the events given (others are kept); an event about no agent cannot go to an agent or upline. */
export async function storeNotificationControl(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof notificationControlInput>,
) {
  for (const [index, control] of input.events.entries()) {
    if (HQ_ONLY_EVENTS.includes(control.event) && (control.agent || control.upline))
      throw badRequest('notification.hqOnly', { [`events.${index}.event`]: 'notification.hqOnly' });
  }
  await deps.db.transaction(async (tx) => {
    const settings = await settingsOf(tx, ctx.companyId);
    const changed = new Map(input.events.map((control) => [control.event, control]));
    await saveSettings(tx, ctx.companyId, {
      ...settings,
      events: settings.events.map((control) => changed.get(control.event) ?? control),
      lowStockThreshold: input.lowStockThreshold ?? settings.lowStockThreshold,
    });
  });
  return getNotificationSettings(deps, ctx);
}
