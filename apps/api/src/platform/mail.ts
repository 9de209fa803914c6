import { type Language, type MessageKey, translate } from '@niaga/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db, Executor } from '../db/client.js';
import { newId } from './ids.js';
import { mailOutbox } from './mail.tables.js';

export type Mail = {
  companyId: string;
  to: string;
  language: Language;
  subjectKey: MessageKey;
  bodyKey: MessageKey;
  params: Record<string, string>;
};

export type Mailer = {
  /** Writes the mail to the outbox inside the caller's transaction. */
  queue(executor: Executor, mail: Mail): Promise<void>;
  /** Sends what the outbox holds, after the transaction committed. */
  flush(): void;
};

export function createMailer(db: Db, smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  let flushing = false;

  async function sendPending() {
    if (!transport) return;
    const pending = await db
      .select()
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(50);
    for (const mail of pending) {
      const where = and(eq(mailOutbox.companyId, mail.companyId), eq(mailOutbox.id, mail.id));
      try {
        await transport.sendMail({ from, to: mail.toEmail, subject: mail.subject, text: mail.body });
        await db.update(mailOutbox).set({ sentAt: new Date(), error: null }).where(where);
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({ error: String(error) })
          .where(where);
      }
    }
  }

  return {
    async queue(executor, mail) {
      const subject = translate(mail.language, mail.subjectKey, mail.params);
      const body = translate(mail.language, mail.bodyKey, mail.params);
      await executor
        .insert(mailOutbox)
        .values({ companyId: mail.companyId, id: newId(), toEmail: mail.to, subject, body });
      if (!transport) log.info({ to: mail.to, subject, body }, 'mail kept in the outbox (SMTP_URL not set)');
    },
    flush() {
      if (!transport || flushing) return;
      flushing = true;
      sendPending()
        .catch((error) => log.error({ err: error }, 'mail delivery failed'))
        .finally(() => {
          flushing = false;
        });
    },
  };
}
