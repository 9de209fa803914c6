import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { emailSchema } from './common.js';
import { text } from './text.js';

/** What can send a mail (spec: company-features notification); each has a subject and a body template. */
export const NOTIFICATION_EVENTS = [
  'order_placed',
  'receipt_uploaded',
  'order_approved',
  'order_shipped',
  'order_cancelled',
  'order_refunded',
  'agent_registered',
  'payout_requested',
  'payout_approved',
  'payout_paid',
  'invoice_due',
  'invoice_overdue',
  'subscription_locked',
  'low_stock',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Who receives it: HQ's addresses, the agent concerned (buyer, registrant, payee), that agent's upline. */
export const NOTIFICATION_RECIPIENTS = ['hq', 'agent', 'upline'] as const;
export type NotificationRecipient = (typeof NOTIFICATION_RECIPIENTS)[number];

/** The events about no agent (the company's own affairs) can only go to HQ. */
export const HQ_ONLY_EVENTS: readonly NotificationEvent[] = [
  'invoice_due',
  'invoice_overdue',
  'subscription_locked',
  'low_stock',
];

export const notificationControl = z.object({
  event: z.enum(NOTIFICATION_EVENTS),
  hq: z.boolean(),
  agent: z.boolean(),
  upline: z.boolean(),
});
export type NotificationControl = z.infer<typeof notificationControl>;

export const smtpSettingsView = z.object({
  host: z.string(),
  port: z.number(),
  secure: z.boolean(),
  user: z.string().nullable(),
  /** Whether a password is stored; the password itself is never answered. */
  hasPassword: z.boolean(),
  fromEmail: z.string(),
  fromName: z.string().nullable(),
});
export type SmtpSettingsView = z.infer<typeof smtpSettingsView>;

/** GET /api/setup/company-features/notification */
export const notificationSettings = z.object({
  events: z.array(notificationControl),
  hqAddresses: z.array(z.string()),
  /** Low stock: a product's stock at HQ's main branch at or below this many units (0: never). */
  lowStockThreshold: z.number(),
  /** The company's own SMTP server; null: the platform's. */
  smtp: smtpSettingsView.nullable(),
  /** Whether the platform has an SMTP server to fall back on. */
  platformSmtp: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

export const MAX_HQ_ADDRESSES = 10;

/** POST /api/setup/company-features/store-email-address */
export const hqAddressesInput = z.object({
  hqAddresses: z.array(emailSchema).max(MAX_HQ_ADDRESSES, 'notification.tooManyAddresses'),
});

/** POST /api/setup/company-features/store-notif-control */
export const notificationControlInput = z.object({
  events: z.array(notificationControl).max(NOTIFICATION_EVENTS.length),
  lowStockThreshold: z.number().int().min(0).max(1_000_000).optional(),
});

/** POST …/smtp/test and …/smtp/store. An empty password keeps the stored one. */
export const smtpSettingsInput = z.object({
  host: text({ max: 253, min: 1 }),
  port: z.number().int().min(1).max(65535),
  secure: z.boolean(),
  user: text({ max: 200 }).optional(),
  password: text({ max: 200, trim: false }).optional(),
  fromEmail: emailSchema,
  fromName: text({ max: 100 }).optional(),
  /** Where the test mail goes; the caller's own address when left out. */
  testTo: emailSchema.optional(),
  /** Save even though the test mail could not be sent (HQ confirmed). */
  saveUntested: z.boolean().default(false),
});
export type SmtpSettingsInput = z.input<typeof smtpSettingsInput>;

export const failedMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  error: z.string().nullable(),
  attempts: z.number(),
  /** `retrying`: attempts remain; `failed`: given up until resent. */
  status: z.enum(['retrying', 'failed']),
  createdAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMail>;

export const notificationPreviewQuery = z.object({
  event: z.enum(NOTIFICATION_EVENTS),
  language: z.enum(LANGUAGES).optional(),
});
export const notificationPreview = z.object({ subject: z.string(), body: z.string() });
