import { type Language, type MessageKey, translate } from '@niaga/shared';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Db, Executor } from '../db/client.js';
import { newId } from './ids.js';
import { mailOutbox } from './mail.tables.js';
import type { Queue, RetryPolicy } from './queue.js';

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

/** A mail as the outbox keeps it. */
export type OutboxMail = { companyId: string; to: string; subject: string; body: string; html?: string | undefined };

/** Where a company's mail goes: its own SMTP server, else the platform's; null when neither is set. */
export type SmtpTarget = { options: SMTPTransport.Options | string; from: string };
export type SmtpTargetOf = (companyId: string) => Promise<SmtpTarget | null>;

export const MAIL_JOB = 'mail';
/** Tries of one mail before it is given up (HQ sees it with a Resend button). */
export const MAIL_ATTEMPTS = 5;
export const mailRetry = (retryDelaySeconds: number): RetryPolicy => ({
  retryLimit: MAIL_ATTEMPTS - 1,
  retryDelaySeconds,
  retryBackoff: true,
});

/** Timeouts short enough for a person waiting on "send test mail" (nodemailer waits 2 minutes by default). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function transportOf(target: SmtpTarget) {
  return typeof target.options === 'string'
    ? nodemailer.createTransport(target.options)
    : nodemailer.createTransport({ ...TIMEOUTS, ...target.options });
}

/** Sends one mail now (the test mail; the mail job). */
export async function sendNow(target: SmtpTarget, mail: { to: string; subject: string; text: string; html?: string }) {
  const transport = transportOf(target);
  try {
    await transport.sendMail({ from: target.from, ...mail });
  } finally {
    transport.close();
  }
}

export type Mailer = {
  /** Writes the mail to the outbox, and its job, inside the caller's transaction. */
  queue(executor: Executor, mail: Mail): Promise<void>;
  /** Writes a mail HQ wrote (no message keys) to the outbox inside the caller's transaction. */
  queueWritten(executor: Executor, mail: WrittenMail): Promise<void>;
  /** Writes a mail already in its recipient's words (notifications) inside the caller's transaction. */
  queueText(executor: Executor, mail: OutboxMail): Promise<void>;
  /** After the commit: the mail worker looks now rather than at its next poll. */
  flush(): void;
  /** Gives a failed mail its tries back and queues it again; false when it is not a failed mail of the company. */
  resend(companyId: string, id: string): Promise<boolean>;
  /** Starts sending in this process (instances with RUN_JOBS=false only write). */
  work(): Promise<void>;
};

let installed: Mailer | null = null;

/**
 * The process's mailer, for code that holds only a transaction (a notification written deep inside a use case,
 * `notify(tx, …)`). A process runs on one database with one queue; `buildApp` installs it.
 */
export function installMailer(mailer: Mailer) {
  installed = mailer;
}

export function processMailer(): Mailer {
  if (!installed) throw new Error('no mailer installed (buildApp installs one)');
  return installed;
}

/** Writes a mail and the job that sends it, both in `executor`'s transaction: a rollback leaves neither. */
export async function writeMail(queue: Queue, retry: RetryPolicy, executor: Executor, mail: OutboxMail) {
  const id = newId();
  const { companyId, to, subject, body } = mail;
  await executor.insert(mailOutbox).values({ companyId, id, toEmail: to, subject, body, html: mail.html ?? null });
  await queue.send(executor, MAIL_JOB, { companyId, id }, retry);
}

export function createMailer(options: {
  db: Db;
  queue: Queue;
  retry: RetryPolicy;
  smtpFor: SmtpTargetOf;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, queue, retry, smtpFor, log } = options;

  async function deliver(data: Record<string, unknown>) {
    const companyId = String(data.companyId);
    const where = and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.id, String(data.id)));
    const [mail] = await db.select().from(mailOutbox).where(where);
    if (!mail || mail.sentAt || mail.failedAt) return;
    const target = await smtpFor(companyId);
    if (!target) {
      log.info({ to: mail.toEmail, subject: mail.subject }, 'mail kept in the outbox (no SMTP server set)');
      return;
    }
    const attempts = mail.attempts + 1;
    try {
      await sendNow(target, {
        to: mail.toEmail,
        subject: mail.subject,
        text: mail.body,
        ...(mail.html ? { html: mail.html } : {}),
      });
      await db.update(mailOutbox).set({ sentAt: new Date(), error: null, attempts }).where(where);
    } catch (error) {
      const failed = attempts >= MAIL_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ error: message.slice(0, 500), attempts, failedAt: failed ? new Date() : null })
        .where(where);
      if (!failed) throw error;
      log.warn({ to: mail.toEmail, err: error }, 'mail given up after its last try');
    }
  }

  return {
    async queue(executor, mail) {
      const subject = translate(mail.language, mail.subjectKey, mail.params);
      const body = translate(mail.language, mail.bodyKey, mail.params);
      await writeMail(queue, retry, executor, { companyId: mail.companyId, to: mail.to, subject, body });
    },
    queueWritten: (executor, mail) => writeMail(queue, retry, executor, { ...mail, body: mail.text }),
    queueText: (executor, mail) => writeMail(queue, retry, executor, mail),
    flush: () => queue.wake(MAIL_JOB),
    async resend(companyId, id) {
      const resent = await db.transaction(async (tx) => {
        const [mail] = await tx
          .update(mailOutbox)
          .set({ attempts: 0, failedAt: null, error: null })
          .where(
            and(
              eq(mailOutbox.companyId, companyId),
              eq(mailOutbox.id, id),
              isNotNull(mailOutbox.failedAt),
              isNull(mailOutbox.sentAt),
            ),
          )
          .returning({ id: mailOutbox.id });
        if (!mail) return false;
        await queue.send(tx, MAIL_JOB, { companyId, id }, retry);
        return true;
      });
      if (resent) queue.wake(MAIL_JOB);
      return resent;
    },
    work: () => queue.work(MAIL_JOB, deliver),
  };
}
