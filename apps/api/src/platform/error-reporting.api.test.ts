import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../testing/test-app.js';
import { errorReporterOf } from './error-reporting.js';

type Envelope = { url: string; items: Array<{ header: { type: string }; payload: any }> };

/** Sentry's envelope: a header line, then an item header line and its payload line per item. */
function parseEnvelope(url: string, body: Buffer, request: IncomingMessage): Envelope {
  const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
  const [, ...lines] = text.split('\n').filter(Boolean);
  const items: Envelope['items'] = [];
  for (let index = 0; index + 1 < lines.length; index += 2)
    items.push({ header: JSON.parse(lines[index]!), payload: JSON.parse(lines[index + 1]!) });
  return { url, items };
}

/** Plays Sentry's ingest endpoint (POST /api/<project>/envelope/): answers 200 and hands each envelope over. */
let ingest: Server;
const received: Envelope[] = [];
const waiting: Array<() => void> = [];
let t: TestApp;

beforeAll(async () => {
  ingest = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(parseEnvelope(request.url ?? '', Buffer.concat(chunks), request));
      for (const wake of waiting.splice(0)) wake();
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  const { port } = ingest.address() as AddressInfo;
  t = await createTestApp({ SENTRY_DSN: `http://publickey@127.0.0.1:${port}/42`, SENTRY_ENVIRONMENT: 'test-run' });
  // An unexpected failure inside a route, as a bug would throw it.
  t.app.get<{ Querystring: { what: string } }>('/api/test/broken', { config: { access: 'public' } }, (request) => {
    throw new Error(`the ${request.query.what} is broken`);
  });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => ingest.close(resolve));
});

async function eventWith(message: string) {
  const find = () =>
    received
      .flatMap((envelope) => envelope.items.map((item) => ({ envelope, item })))
      .find(({ item }) => item.header.type === 'event' && item.payload.exception?.values?.[0]?.value === message);
  while (!find()) await new Promise<void>((wake) => waiting.push(wake));
  return find()!;
}

describe('error reporting', () => {
  it('reports an unexpected error to the DSN, and the caller gets the generic 500 in their language', async () => {
    const answer = await t.call('GET', '/api/test/broken?what=kettle', { language: 'ms' });
    expect(answer.status).toBe(500);
    expect(answer.meta?.message).toBe('Maaf, berlaku ralat. Sila cuba lagi atau hubungi HQ.');
    expect(answer.body).not.toContain('kettle');
    const { envelope, item } = await eventWith('the kettle is broken');
    const url = new URL(envelope.url, 'http://ingest');
    expect(url.pathname).toBe('/api/42/envelope/');
    expect(url.searchParams.get('sentry_key')).toBe('publickey');
    expect(item.payload).toMatchObject({
      environment: 'test-run',
      tags: { route: '/api/test/broken', method: 'GET' },
      exception: { values: [{ type: 'Error', value: 'the kettle is broken' }] },
    });
  });

  it('does not report what the caller got wrong (4xx)', async () => {
    const before = received.length;
    expect((await t.call('GET', '/api/setup/company-theme')).status).toBe(401);
    // An AppError thrown inside a handler (404) is the caller's, not a bug.
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    expect((await t.call('DELETE', '/api/setup/branch/none', { token: hq })).status).toBe(404);
    await t.call('GET', '/api/test/broken?what=teapot');
    await eventWith('the teapot is broken');
    const events = received
      .slice(before)
      .flatMap((envelope) => envelope.items.filter((i) => i.header.type === 'event'));
    expect(events).toHaveLength(1);
  });

  it('hands the web app the public DSN in the site settings and lets it connect there; nothing when unset', async () => {
    const settings = await t.call('GET', '/api/site-settings');
    expect(settings.data.sentry_dsn).toMatch(/^http:\/\/publickey@127\.0\.0\.1:\d+\/42$/);
    // The browser may send its reports there.
    const { port } = ingest.address() as AddressInfo;
    expect(settings.headers['content-security-policy']).toContain(`connect-src 'self' http://127.0.0.1:${port};`);
    expect(await errorReporterOf(testConfig())).toBeNull();
  });
});
