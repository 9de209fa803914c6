import { type SmtpSettingsView, type smtpSettingsInput, translate } from '@niaga/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { type SmtpTarget, sendNow } from '../../platform/mail.js';
import type { Secrets } from '../../platform/secrets.js';
import { companies } from '../company/company.tables.js';
import { companySmtp } from './notifications.tables.js';

type SmtpRow = typeof companySmtp.$inferSelect;
const contextOf = (companyId: string) => `${companyId}:smtp`;

async function smtpRow(executor: Executor, companyId: string) {
  const [row] = await executor.select().from(companySmtp).where(eq(companySmtp.companyId, companyId));
  return row ?? null;
}

/** The stored settings as HQ sees them: whether a password is kept, never the password. */
export async function smtpView(executor: Executor, companyId: string): Promise<SmtpSettingsView | null> {
  const row = await smtpRow(executor, companyId);
  if (!row) return null;
  const { host, port, secure, fromEmail, fromName } = row;
  return { host, port, secure, user: row.username, hasPassword: !!row.passwordSealed, fromEmail, fromName };
}

const fromOf = (email: string, name: string | null) => (name ? { name, address: email } : email);

function targetOf(
  row: Omit<SmtpRow, 'passwordSealed' | 'updatedAt' | 'companyId'>,
  password: string | null,
): SmtpTarget {
  const auth = row.username ? { auth: { user: row.username, pass: password ?? '' } } : {};
  const from = fromOf(row.fromEmail, row.fromName);
  return {
    options: { host: row.host, port: row.port, secure: row.secure, ...auth },
    from: typeof from === 'string' ? from : `"${from.name.replaceAll('"', '')}" <${from.address}>`,
  };
}

/** Where a company's mail goes: its own server, else the platform's `SMTP_URL`; null when neither is set. */
export async function smtpTargetFor(
  deps: { db: Executor; secrets: Secrets; config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'> },
  companyId: string,
): Promise<SmtpTarget | null> {
  const row = await smtpRow(deps.db, companyId);
  if (row)
    return targetOf(row, row.passwordSealed ? deps.secrets.open(row.passwordSealed, contextOf(companyId)) : null);
  return deps.config.SMTP_URL ? { options: deps.config.SMTP_URL, from: deps.config.MAIL_FROM } : null;
}

type SmtpInput = z.output<typeof smtpSettingsInput>;

/** The form's settings; an empty password keeps the stored one. */
async function settingsFrom(deps: AppDeps, companyId: string, input: SmtpInput) {
  const stored = await smtpRow(deps.db, companyId);
  const password =
    input.password || (stored?.passwordSealed ? deps.secrets.open(stored.passwordSealed, contextOf(companyId)) : null);
  const row = {
    host: input.host,
    port: input.port,
    secure: input.secure,
    username: input.user || null,
    fromEmail: input.fromEmail,
    fromName: input.fromName || null,
  };
  return { row, password };
}

/** Sends a test mail through the form's settings; an unreachable or refusing server is a 400 naming why. */
async function sendTestMail(
  deps: AppDeps,
  ctx: RequestContext,
  input: SmtpInput,
  settings: { row: SmtpRow | Omit<SmtpRow, 'passwordSealed' | 'updatedAt' | 'companyId'>; password: string | null },
) {
  const to = input.testTo ?? ctx.user.email;
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  const params = { company: company?.name ?? '' };
  try {
    await sendNow(targetOf(settings.row, settings.password), {
      to,
      subject: translate(ctx.language, 'smtp.test.subject', params),
      text: translate(ctx.language, 'smtp.test.body', params),
    });
    return { email: to };
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 200);
    throw new AppError(400, 'smtp.unreachable', 'VALIDATION', { host: 'smtp.unreachable' }, undefined, { reason });
  }
}

export async function testSmtp(deps: AppDeps, ctx: RequestContext, input: SmtpInput) {
  return sendTestMail(deps, ctx, input, await settingsFrom(deps, ctx.companyId, input));
}

/** Saved only when the test mail went out, or when HQ chose to save untested. */
export async function storeSmtp(deps: AppDeps, ctx: RequestContext, input: SmtpInput) {
  const settings = await settingsFrom(deps, ctx.companyId, input);
  let tested = true;
  try {
    await sendTestMail(deps, ctx, input, settings);
  } catch (error) {
    if (!input.saveUntested) throw error;
    tested = false;
  }
  const values = {
    ...settings.row,
    passwordSealed: settings.password ? deps.secrets.seal(settings.password, contextOf(ctx.companyId)) : null,
    updatedAt: new Date(),
  };
  await deps.db
    .insert(companySmtp)
    .values({ companyId: ctx.companyId, ...values })
    .onConflictDoUpdate({ target: companySmtp.companyId, set: values });
  return { tested, smtp: await smtpView(deps.db, ctx.companyId) };
}

export async function removeSmtp(deps: AppDeps, ctx: RequestContext) {
  await deps.db.delete(companySmtp).where(eq(companySmtp.companyId, ctx.companyId));
}
