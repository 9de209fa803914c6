import type { FailedMail } from '@niaga/shared';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { mailOutbox } from '../../platform/mail.tables.js';

const LISTED = 100;

/** Mails not sent that met an error: still retrying, or given up (the Resend button). Newest first. */
export async function listFailedMail(deps: AppDeps, ctx: RequestContext): Promise<{ items: FailedMail[] }> {
  const rows = await deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.companyId, ctx.companyId), isNull(mailOutbox.sentAt), isNotNull(mailOutbox.error)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(LISTED);
  return {
    items: rows.map((row) => ({
      id: row.id,
      to: row.toEmail,
      subject: row.subject,
      error: row.error,
      attempts: row.attempts,
      status: row.failedAt ? 'failed' : 'retrying',
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function resendMail(deps: AppDeps, ctx: RequestContext, id: string) {
  if (await deps.mailer.resend(ctx.companyId, id)) return;
  const [mail] = await deps.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.companyId, ctx.companyId), eq(mailOutbox.id, id)));
  throw mail ? new AppError(409, 'mail.notFailed', 'CONFLICT') : new AppError(404, 'errors.notFound', 'NOT_FOUND');
}
