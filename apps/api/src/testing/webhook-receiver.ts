import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedHook = { headers: IncomingHttpHeaders; body: string };

/**
 * A webhook receiver on 127.0.0.1 (port 0) for tests: it answers each request with the next of `statuses` (the
 * last one repeats) and hands the requests out in order, so a test waits for a request, never for time.
 */
export async function startReceiver(statuses: number[] = [200]) {
  const received: ReceivedHook[] = [];
  const waiting: Array<(hook: ReceivedHook) => void> = [];
  let answered = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const hook = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      const status = statuses[Math.min(answered, statuses.length - 1)]!;
      answered += 1;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'receiver says no');
      received.push(hook);
      waiting.shift()?.(hook);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  let taken = 0;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The next request not yet taken (resolves when it arrives). */
    next(): Promise<ReceivedHook> {
      const hook = received[taken];
      taken += 1;
      if (hook) return Promise.resolve(hook);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

/**
 * The receiver's check of docs/api.md "Webhooks", as an integrator would write it: the HMAC of "<t>.<raw body>"
 * must match v1, and t must be within five minutes of now (against replays).
 */
export function verifyNiagaSignature(header: string, rawBody: string, secret: string, toleranceSeconds = 300) {
  const parts = new Map(header.split(',').map((part) => part.split('=') as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return v1.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
}
