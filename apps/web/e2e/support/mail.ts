import pg from 'pg';
import { testServer } from './per-file';

export type Mail = { to_email: string; subject: string; body: string; created_at: Date };

/** The newest e-mail to an address, waiting for it to appear in the outbox table. */
export async function latestMail(toEmail: string, since: Date, timeoutMs = 10_000): Promise<Mail> {
  const client = new pg.Client({ connectionString: testServer().databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await client.query<Mail>(
        'SELECT to_email, subject, body, created_at FROM mail_outbox WHERE lower(to_email) = lower($1) AND created_at >= $2 ORDER BY created_at DESC LIMIT 1',
        [toEmail, since],
      );
      if (rows[0]) return rows[0];
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no e-mail to ${toEmail} since ${since.toISOString()}`);
  } finally {
    await client.end();
  }
}

export function linkIn(body: string): string {
  const link = /https?:\/\/\S+/.exec(body)?.[0];
  if (!link) throw new Error(`no link in e-mail:\n${body}`);
  return link;
}

/** Runs one SQL statement on the test database (to set up states the demo seed does not have). */
export async function sql(statement: string, params: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: testServer().databaseUrl });
  await client.connect();
  try {
    await client.query(statement, params);
  } finally {
    await client.end();
  }
}
