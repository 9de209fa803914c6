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

/** A mail written by a person (HQ's welcoming e-mail): its own subject and text, and an HTML alternative. */
export type WrittenMail = { companyId: string; to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Writes the mail to the outbox inside the caller's transaction. */
  queue(executor: Executor, mail: Mail): Promise<void>;
  /** Writes a mail HQ wrote (no message keys) to the outbox inside the caller's transaction. */
  queueWritten(executor: Executor, mail: WrittenMail): Promise<void>;
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
        await transport.sendMail({
          from,
          to: mail.toEmail,
          subject: mail.subject,
          text: mail.body,
          ...(mail.html ? { html: mail.html } : {}),
        });
        await db.update(mailOutbox).set({ sentAt: new Date(), error: null }).where(where);
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({ error: String(error) })
          .where(where);
      }
    }
  }

  async function write(
    executor: Executor,
    mail: { companyId: string; to: string; subject: string; body: string; html?: string },
  ) {
    const { companyId, to, subject, body } = mail;
    await executor
      .insert(mailOutbox)
      .values({ companyId, id: newId(), toEmail: to, subject, body, html: mail.html ?? null });
    if (!transport) log.info({ to, subject, body }, 'mail kept in the outbox (SMTP_URL not set)');
  }

  return {
    async queue(executor, mail) {
      const subject = translate(mail.language, mail.subjectKey, mail.params);
      const body = translate(mail.language, mail.bodyKey, mail.params);
      await write(executor, { companyId: mail.companyId, to: mail.to, subject, body });
    },
    queueWritten: (executor, mail) => write(executor, { ...mail, body: mail.text }),
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
