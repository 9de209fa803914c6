import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from '../testing/test-app.js';

/** A local server playing Sentry's ingest endpoint: it keeps every envelope posted to it. */
async function startFakeSentry() {
  const envelopes: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      envelopes.push(`${request.url}\n${Buffer.concat(chunks).toString('utf8')}`);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, envelopes, close: () => new Promise((r) => server.close(r)) };
}

const withoutDsn = useTestApp();

describe('error reporting', () => {
  let sentry: Awaited<ReturnType<typeof startFakeSentry>>;
  let t: TestApp;
  beforeAll(async () => {
    sentry = await startFakeSentry();
    t = await createTestApp({ SENTRY_DSN: `http://publickey@${sentry.origin.slice('http://'.length)}/42` });
  });
  afterAll(async () => {
    await t?.close();
    await sentry?.close();
  });

  it('reports an unexpected error of the API to Sentry, and not an expected one', async () => {
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    expect((await t.call('GET', '/api/orders/nope', { token: hq })).status).toBe(404);
    await t.db.execute(sql`alter table news_posts rename to news_posts_gone`);
    const failed = await t.call('GET', '/api/setup/news-feed', { token: hq });
    expect(failed.status).toBe(500);
    await expect
      .poll(() => sentry.envelopes.find((envelope) => envelope.includes('news_posts')), { timeout: 10_000 })
      .toContain('/api/42/envelope/');
    const event = sentry.envelopes.find((envelope) => envelope.includes('news_posts')) ?? '';
    expect(event).toContain('relation \\"news_posts\\" does not exist');
    expect(event).toContain('"environment":"test"');
    expect(sentry.envelopes.some((envelope) => envelope.includes('Not found'))).toBe(false);
  });

  it('gives the browser the DSN through the site settings, and lets it send there (CSP)', async () => {
    const settings = await t.call('GET', '/api/site-settings');
    expect(settings.data.sentryDsn).toContain(sentry.origin.slice('http://'.length));
    expect(settings.headers['content-security-policy']).toMatch(new RegExp(`connect-src 'self' ${sentry.origin}`));
  });

  it('without SENTRY_DSN reports nowhere: no DSN for the browser, no other host to connect to', async () => {
    const settings = await withoutDsn.call('GET', '/api/site-settings');
    expect(settings.data.sentryDsn).toBeNull();
    expect(settings.headers['content-security-policy']).toContain("connect-src 'self';");
  });
});
