import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { publicOnlyLookup } from './webhook-url.js';

export const SIGNATURE_HEADER = 'Niaga-Signature';
/** Each try waits this long for the answer. */
const TIMEOUT_MS = 10_000;
/** What is kept of an answer's body (the log shows it). */
export const BODY_EXCERPT = 500;
const READ_LIMIT = 64 * 1024;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe signs (docs/api.md "Webhooks"). */
export function signatureOf(secret: string, body: string, seconds: number) {
  const v1 = createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');
  return `t=${seconds},v1=${v1}`;
}

export type Answer = { status: number | null; body: string | null; error: string | null };

/**
 * One signed POST. Redirects are not followed (a 3xx is a failed try); the answer's body is read up to 64 KB and
 * kept truncated. `publicOnly`: the connection may only go to a public address (production).
 */
export function postSigned(
  url: string,
  body: string,
  headers: { secret: string; eventId: string; eventType: string },
  publicOnly: boolean,
): Promise<Answer> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const seconds = Math.floor(Date.now() / 1000);
  return new Promise((resolve) => {
    const req = send(
      target,
      {
        method: 'POST',
        timeout: TIMEOUT_MS,
        ...(publicOnly ? { lookup: publicOnlyLookup } : {}),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Niaga-Webhooks/1',
          [SIGNATURE_HEADER]: signatureOf(headers.secret, body, seconds),
          'Niaga-Event-Id': headers.eventId,
          'Niaga-Event-Type': headers.eventType,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < READ_LIMIT) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? null,
            body: Buffer.concat(chunks).toString('utf8').slice(0, BODY_EXCERPT),
            error: null,
          }),
        );
        res.on('error', (error) => resolve({ status: res.statusCode ?? null, body: null, error: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', (error) => resolve({ status: null, body: null, error: error.message.slice(0, BODY_EXCERPT) }));
    req.end(body);
  });
}
