import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { NotificationEvent } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail.tables.js';
import { queueJobs } from '../../platform/queue.tables.js';
import { createTestApp, createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { subscriptionInvoices } from '../subscription/subscription.tables.js';
import { users } from '../users/users.tables.js';
import { sendDailyNotices } from './daily-notices.job.js';
import { companySmtp } from './notifications.tables.js';
import { type NoticeFacts, notify } from './notify.js';

const BASE = '/api/setup/company-features';
let t: TestApp;
let hq: string;

/** A local SMTP server; `refuse` answers the first n mails with a 451. */
async function smtpServer(options: { refuse?: number; password?: string } = {}) {
  const received: Array<{ to: string; text: string }> = [];
  let refuse = options.refuse ?? 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: !options.password,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, done) {
      if (auth.password === options.password) done(null, { user: auth.username });
      else done(new Error('Invalid username or password'));
    },
    onData(stream, session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      stream.on('end', () => {
        if (refuse > 0) {
          refuse -= 1;
          return done(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), text });
        done();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((done) => server.close(() => done())) };
}

const smtpBody = (port: number, extra: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port,
  secure: false,
  user: 'mailer',
  password: 'S3cret-smtp-pass',
  fromEmail: 'orders@demo.niaga.test',
  fromName: 'Demo Orders',
  ...extra,
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq({ RUN_JOBS: 'false' }));
});
afterAll(() => t.close());

describe('notification settings', () => {
  it('answers the defaults, stores HQ addresses and who each event mails', async () => {
    const first = await t.call('GET', `${BASE}/notification`, { token: hq });
    expect(first.status).toBe(200);
    expect(first.data.events).toHaveLength(14);
    expect(first.data.events[0]).toEqual({ event: 'order_placed', hq: true, agent: true, upline: false });
    expect(first.data.smtp).toBeNull();

    const addresses = await t.call('POST', `${BASE}/store-email-address`, {
      token: hq,
      body: { hqAddresses: ['Ops@Demo.niaga.test', 'ops@demo.niaga.test', 'boss@demo.niaga.test'] },
    });
    expect(addresses.data.hqAddresses).toEqual(['ops@demo.niaga.test', 'boss@demo.niaga.test']);
    const bad = await t.call('POST', `${BASE}/store-email-address`, { token: hq, body: { hqAddresses: ['not-mail'] } });
    expect(bad.meta!.errors).toEqual({ 'hqAddresses.0': 'Enter a valid email address.' });

    const control = await t.call('POST', `${BASE}/store-notif-control`, {
      token: hq,
      body: {
        events: [{ event: 'payout_requested', hq: true, agent: true, upline: true }],
        lowStockThreshold: 5,
      },
    });
    expect(control.status).toBe(200);
    expect(control.data.events.find((e: { event: string }) => e.event === 'payout_requested')).toEqual({
      event: 'payout_requested',
      hq: true,
      agent: true,
      upline: true,
    });
    expect(control.data.events[0].agent).toBe(true);
    expect(control.data.lowStockThreshold).toBe(5);

    const refused = await t.call('POST', `${BASE}/store-notif-control`, {
      token: hq,
      language: 'ms',
      body: { events: [{ event: 'low_stock', hq: true, agent: true, upline: false }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.meta!.message).toBe('Peristiwa ini hanya boleh dihantar kepada HQ.');
  });

  it('previews a template with sample values in the language asked', async () => {
    const preview = await t.call('GET', `${BASE}/notification/preview?event=order_shipped&language=ms`, { token: hq });
    expect(preview.data.subject).toBe('Niaga Demo Sdn Bhd: pesanan ORD-240001 dihantar');
    expect(preview.data.body).toContain('Nombor penjejakan: EP123456789MY');
  });

  it('is HQ only for changes', async () => {
    const agent = await t.login('agent1@demo.niaga.test');
    expect((await t.call('GET', `${BASE}/notification`, { token: agent })).status).toBe(403);
  });
});

describe('notify', () => {
  const mailsFor = (to: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.companyId, 'demo'), eq(mailOutbox.toEmail, to)));

  it('writes each event to the chosen recipients, each in their language', async () => {
    const agent2 = await t.userId('agent2@demo.niaga.test');
    const agent3 = await t.userId('agent3@demo.niaga.test');
    await t.db.update(users).set({ language: 'ms' }).where(eq(users.id, agent2));
    await t.db.update(users).set({ language: 'id' }).where(eq(users.id, agent3));
    const cases: Array<[NotificationEvent, NoticeFacts, Record<string, string>]> = [
      // payout_requested was set above to HQ, agent and upline: agent3's upline is agent2.
      [
        'payout_requested',
        { agentId: agent3, money: { amount: 12_345 } },
        {
          'ops@demo.niaga.test': 'Niaga Demo Sdn Bhd: payout requested by',
          'boss@demo.niaga.test': 'Niaga Demo Sdn Bhd: payout requested by',
          'agent3@demo.niaga.test': 'Niaga Demo Sdn Bhd: penarikan diminta oleh',
          'agent2@demo.niaga.test': 'Niaga Demo Sdn Bhd: pengeluaran diminta oleh',
        },
      ],
      ['payout_paid', { agentId: agent2, money: { amount: 500 } }, { 'agent2@demo.niaga.test': 'pengeluaran dibayar' }],
      [
        'low_stock',
        { params: { items: '- Serum: 2', threshold: '5' } },
        { 'ops@demo.niaga.test': 'low stock', 'boss@demo.niaga.test': 'low stock' },
      ],
    ];
    for (const [event, facts, expected] of cases) {
      await t.db.delete(mailOutbox);
      await t.db.transaction((tx) => notify(tx, 'demo', event, facts));
      const mails = await t.db.select().from(mailOutbox);
      expect(Object.fromEntries(mails.map((mail) => [mail.toEmail, mail.subject])), event).toEqual(
        Object.fromEntries(Object.entries(expected).map(([to, start]) => [to, expect.stringContaining(start)])),
      );
      if (event === 'payout_paid') expect(mails[0]!.body).toContain('Pengeluaran sebanyak RM 5.00 kepada');
    }
  });

  it('hooks: HQ registering an agent mails HQ and the upline', async () => {
    await t.db.delete(mailOutbox);
    const levels = (await t.call('GET', '/api/setup/tier', { token: hq })).data.items;
    const response = await t.call('POST', '/api/agent-registration', {
      token: hq,
      body: {
        firstName: 'Nur',
        lastName: 'Iman',
        email: 'nur.notify@demo.niaga.test',
        phoneCode: '+60',
        phoneNumber: '0123456789',
        identityNo: '900101-14-5566',
        levelId: levels[2].id,
        uplineId: await t.userId('agent2@demo.niaga.test'),
      },
    });
    expect(response.status).toBe(200);
    expect((await mailsFor('ops@demo.niaga.test'))[0]?.subject).toBe('Niaga Demo Sdn Bhd: new registration, Nur Iman');
    expect((await mailsFor('agent2@demo.niaga.test'))[0]?.subject).toBe(
      'Niaga Demo Sdn Bhd: pendaftaran baharu, Nur Iman',
    );
  });

  it('writes nothing, mail or job, when the transaction rolls back', async () => {
    await t.db.delete(mailOutbox);
    const jobsBefore = await t.db.$count(queueJobs);
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, 'demo', 'invoice_due', { params: { invoice: 'INV-1', dueOn: '2026-12-01' } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.db.$count(mailOutbox)).toBe(0);
    expect(await t.db.$count(queueJobs)).toBe(jobsBefore);
  });
});

describe('SMTP settings', () => {
  it('refuses an unreachable server with a clear message and saves nothing', async () => {
    const server = await smtpServer();
    const port = server.port;
    await server.close();
    const response = await t.call('POST', `${BASE}/notification/smtp/store`, { token: hq, body: smtpBody(port) });
    expect(response.status).toBe(400);
    expect(response.meta!.message).toMatch(/^The mail server did not accept the test e-mail \(.*ECONNREFUSED/);
    expect(response.meta!.errors).toEqual({ host: expect.stringContaining('did not accept') });
    expect(await t.db.$count(companySmtp)).toBe(0);
    const untested = await t.call('POST', `${BASE}/notification/smtp/store`, {
      token: hq,
      body: smtpBody(port, { saveUntested: true }),
    });
    expect(untested.meta!.message).toBe('Mail server saved without a test mail.');
    expect((await t.call('DELETE', `${BASE}/notification/smtp`, { token: hq })).status).toBe(200);
    expect(await t.db.$count(companySmtp)).toBe(0);
  });

  it('saves after a test mail went out; the password is sealed and never answered', async () => {
    const server = await smtpServer({ password: 'S3cret-smtp-pass' });
    try {
      const wrong = await t.call('POST', `${BASE}/notification/smtp/test`, {
        token: hq,
        body: smtpBody(server.port, { password: 'wrong' }),
      });
      expect(wrong.status).toBe(400);
      const saved = await t.call('POST', `${BASE}/notification/smtp/store`, { token: hq, body: smtpBody(server.port) });
      expect(saved.status).toBe(200);
      expect(saved.meta!.message).toBe('Mail server saved.');
      expect(server.received).toEqual([{ to: 'hq@demo.niaga.test', text: expect.stringContaining('test e-mail') }]);
      const [row] = await t.db.select().from(companySmtp);
      expect(row!.passwordSealed).not.toContain('S3cret-smtp-pass');
      expect(row!.passwordSealed).toMatch(/^v1\./);
      const read = await t.call('GET', `${BASE}/notification`, { token: hq });
      expect(read.data.smtp).toMatchObject({ host: '127.0.0.1', user: 'mailer', hasPassword: true });
      for (const answer of [saved, read]) expect(JSON.stringify(answer)).not.toContain('S3cret-smtp-pass');
      // An empty password keeps the stored one.
      const again = await t.call('POST', `${BASE}/notification/smtp/test`, {
        token: hq,
        body: smtpBody(server.port, { password: undefined, testTo: 'check@demo.niaga.test' }),
      });
      expect(again.meta!.message).toBe('A test e-mail has been sent to check@demo.niaga.test.');
    } finally {
      await server.close();
      await t.db.delete(companySmtp);
    }
  });
});

const queueJobState = {
  'pg-boss': sql`select state, retry_count from pgboss.job where name = 'mail'`,
  'in-process': sql`select state, retry_count from queue_jobs where name = 'mail'`,
};

describe.each(['pg-boss', 'in-process'] as const)('the mail job (%s)', (kind) => {
  it('retries a mail the server refused, lists a given-up mail and resends it', async () => {
    const server = await smtpServer({ refuse: 1 });
    const boss = await createTestApp({ MAIL_RETRY_SECONDS: '1' }, kind === 'pg-boss' ? { queue: kind } : {});
    try {
      const token = await boss.login('hq@demo.niaga.test', 'hq');
      await boss.db.insert(companySmtp).values({
        companyId: 'demo',
        host: '127.0.0.1',
        port: server.port,
        secure: false,
        fromEmail: 'orders@demo.niaga.test',
      });
      await boss.db.transaction((tx) =>
        notify(tx, 'demo', 'invoice_overdue', { params: { invoice: 'INV-9', dueOn: '2026-11-01' } }),
      );
      const sent = await until(
        () => boss.db.select().from(mailOutbox),
        (rows) => rows.length > 0 && rows.every((row) => row.sentAt),
      );
      expect(sent.map((row) => row.attempts)).toEqual([2]);
      expect(server.received).toHaveLength(1);
      const jobs = await until(
        async () =>
          (await boss.db.execute(queueJobState[kind])) as unknown as {
            rows: Array<{ state: string }>;
          },
        (result) => result.rows[0]?.state === 'completed',
      );
      expect(jobs.rows).toEqual([{ state: 'completed', retry_count: 1 }]);

      // A mail given up after its tries is listed with its error, and Resend queues it again.
      const [mail] = sent;
      await boss.db
        .update(mailOutbox)
        .set({ sentAt: null, failedAt: new Date(), attempts: 5, error: '451 Try again later' })
        .where(eq(mailOutbox.id, mail!.id));
      const list = await boss.call('GET', `${BASE}/notification/failed-mail`, { token });
      expect(list.data.items).toEqual([
        expect.objectContaining({ id: mail!.id, status: 'failed', error: '451 Try again later', attempts: 5 }),
      ]);
      const resent = await boss.call('POST', `${BASE}/notification/failed-mail/${mail!.id}/resend`, { token });
      expect(resent.meta!.message).toBe('The e-mail is queued again.');
      await until(
        () => boss.db.select().from(mailOutbox),
        (rows) => !!rows[0]?.sentAt,
      );
      expect(server.received).toHaveLength(2);
      const twice = await boss.call('POST', `${BASE}/notification/failed-mail/${mail!.id}/resend`, { token });
      expect(twice.status).toBe(409);
    } finally {
      await boss.close();
      await server.close();
    }
  });
});

describe('a mail written before a restart', () => {
  it('is sent by the worker of the next process on the same database', async () => {
    const server = await smtpServer();
    await t.db.delete(mailOutbox);
    await t.db.insert(companySmtp).values({
      companyId: 'demo',
      host: '127.0.0.1',
      port: server.port,
      secure: false,
      fromEmail: 'orders@demo.niaga.test',
    });
    // `t` runs no worker (RUN_JOBS=false): the mail and its job wait in the database.
    await t.db.transaction((tx) =>
      notify(tx, 'demo', 'invoice_due', { params: { invoice: 'INV-3', dueOn: '2026-12-01' } }),
    );
    const next = await createTestApp({}, { sharing: { databaseName: t.databaseName } });
    try {
      const sent = await until(
        () => next.db.select().from(mailOutbox),
        (rows) => rows.length > 0 && rows.every((row) => row.sentAt),
      );
      expect(sent.map((row) => row.toEmail).sort()).toEqual(['boss@demo.niaga.test', 'ops@demo.niaga.test']);
      expect(server.received).toHaveLength(2);
    } finally {
      await next.close();
      await server.close();
      await t.db.delete(companySmtp);
    }
  });
});

describe('the daily notices', () => {
  it('mail HQ once when a subscription invoice falls due and once when it is overdue', async () => {
    await t.db.delete(mailOutbox);
    await t.call('POST', `${BASE}/store-email-address`, { token: hq, body: { hqAddresses: ['ops@demo.niaga.test'] } });
    const now = new Date('2026-11-27T03:00:00Z');
    await t.db.insert(subscriptionInvoices).values({
      companyId: 'demo',
      id: 'daily-notice-invoice',
      number: 'INV-DAILY-1',
      issuedOn: '2026-11-20',
      dueOn: '2026-11-29',
      systemDueOn: '2026-12-06',
      total: 19_900,
    });
    const subjects = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.companyId, 'demo'))).map((mail) => mail.subject);
    await sendDailyNotices(t.db, now);
    await sendDailyNotices(t.db, now);
    expect(await subjects()).toEqual(['Niaga Demo Sdn Bhd: subscription invoice INV-DAILY-1 is due on 2026-11-29']);
    await t.db.delete(mailOutbox);
    await sendDailyNotices(t.db, new Date('2026-11-30T03:00:00Z'));
    await sendDailyNotices(t.db, new Date('2026-12-01T03:00:00Z'));
    expect(await subjects()).toEqual(['Niaga Demo Sdn Bhd: subscription invoice INV-DAILY-1 is overdue']);
  });
});
