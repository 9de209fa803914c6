import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { formatLogLine, prettyDestination, requestLevel } from './pretty-log.js';

/** An app whose log lines land in `lines` (JSON as pino writes it, or readable through `prettyDestination`). */
async function appLogging(format: 'json' | 'pretty', level: string) {
  const lines: string[] = [];
  const capture = { write: (text: string) => lines.push(...text.split('\n').filter(Boolean)) };
  const config = loadConfig({ WEB_DIST: '/nonexistent', LOG_FORMAT: format });
  const database = openDatabase({ url: 'postgres://unused@127.0.0.1:1/none', dataDir: '' });
  const stream = format === 'pretty' ? prettyDestination(capture) : capture;
  const app = await buildApp({ config, db: database.db, logger: { level, stream } });
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, lines, close };
}

describe('the readable log of npm start (LOG_FORMAT=pretty)', () => {
  it('writes a finished request as one short line: method, url, status, milliseconds', async () => {
    const { app, lines, close } = await appLogging('pretty', 'debug');
    await app.inject({ method: 'GET', url: '/api/nowhere', headers: { host: 'localhost' } });
    await close();
    const requests = lines.filter((line) => line.includes('/api/nowhere'));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^\d\d:\d\d:\d\d WARN GET \/api\/nowhere 404 \d+ ms$/);
    expect(lines.some((line) => line.includes('incoming request') || line.startsWith('{'))).toBe(false);
  });

  it('is quiet at info: a request that went well is written only when slow', async () => {
    const { app, lines, close } = await appLogging('pretty', 'info');
    for (let i = 0; i < 3; i++)
      await app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: 'localhost' } });
    await close();
    const written = lines.filter((line) => line.includes('/api/docs'));
    // The first call builds the OpenAPI document (often over a second on a loaded machine); the others are fast.
    expect(written.length).toBeLessThan(3);
    for (const line of written) expect(Number(/ 200 (\d+) ms \(slow\)$/.exec(line)?.[1])).toBeGreaterThanOrEqual(1_000);
  });

  it('formats messages, levels, extra fields and error stacks', () => {
    const time = new Date(2026, 0, 2, 9, 5, 7).getTime();
    expect(formatLogLine(JSON.stringify({ level: 30, time, pid: 1, hostname: 'h', msg: 'demo company seeded' }))).toBe(
      '09:05:07 demo company seeded',
    );
    expect(formatLogLine(JSON.stringify({ level: 40, time, msg: 'sandbox on', signal: 'SIGINT' }))).toBe(
      '09:05:07 WARN sandbox on signal=SIGINT',
    );
    const error = formatLogLine(JSON.stringify({ level: 50, time, msg: 'boom', err: { stack: 'Error: x\n    at y' } }));
    expect(error).toBe('09:05:07 ERROR boom\n  Error: x\n      at y');
    expect(formatLogLine('not json')).toBe('not json');
    const slow = {
      level: 40,
      time,
      msg: 'request',
      request: { method: 'GET', url: '/a', statusCode: 200, ms: 1234.5 },
    };
    expect(formatLogLine(JSON.stringify(slow))).toBe('09:05:07 WARN GET /a 200 1235 ms (slow)');
    expect(requestLevel(200, 20)).toBe('debug');
    expect(requestLevel(200, 1_500)).toBe('warn');
    expect(requestLevel(401, 5)).toBe('warn');
    expect(requestLevel(503, 5)).toBe('error');
  });
});

describe('the production log (LOG_FORMAT=json, the default)', () => {
  it('stays pino JSON with both request lines at info', async () => {
    expect(loadConfig({}).LOG_FORMAT).toBe('json');
    const { app, lines, close } = await appLogging('json', 'info');
    await app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: 'localhost' } });
    await close();
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries.filter((entry) => entry.level === 30).map((entry) => entry.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });

  it("carries the request id on every line of a request: the balancer's X-Request-Id, else a new one", async () => {
    const { app, lines, close } = await appLogging('json', 'info');
    await app.inject({ method: 'GET', url: '/api/nowhere', headers: { host: 'localhost', 'x-request-id': 'lb-42' } });
    await app.inject({ method: 'GET', url: '/api/nowhere', headers: { host: 'localhost' } });
    await close();
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string });
    const requestLines = entries.filter((entry) => ['incoming request', 'request completed'].includes(entry.msg));
    expect(requestLines).toHaveLength(4);
    expect(requestLines.slice(0, 2).map((entry) => entry.reqId)).toEqual(['lb-42', 'lb-42']);
    expect(requestLines[2]?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines[3]?.reqId).toBe(requestLines[2]?.reqId);
  });
});
