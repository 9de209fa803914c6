import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * The readable log of `npm start` in a terminal (LOG_FORMAT=pretty): one short line per entry instead of pino's
 * JSON. Requests are quiet: one line each (`GET /api/orders 200 12 ms`), written at `debug` when they went well
 * and fast, at `warn` when they failed (4xx) or took a second or more, at `error` on 5xx; so at the default level
 * `info` only the failed and slow ones show. Production keeps pino's JSON (LOG_FORMAT=json, the default).
 */
export const SLOW_REQUEST_MS = 1_000;

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const COLOURS: Record<number, string> = { 40: '33', 50: '31', 60: '31' };
/** Fields pino adds to every entry: not repeated in the readable line. */
const OWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err', 'request', 'v']);

type Entry = {
  level?: number;
  time?: number;
  msg?: string;
  err?: { message?: string; stack?: string };
  request?: { method: string; url: string; statusCode: number; ms: number };
  [key: string]: unknown;
};

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** One pino JSON line as one readable line (more only for an error's stack); colours when `colour`. */
export function formatLogLine(line: string, colour = false): string {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    return line.trimEnd();
  }
  const level = entry.level ?? 30;
  const tag = level === 30 ? '' : `${LEVELS[level] ?? level} `;
  const paint = (text: string) => (colour && COLOURS[level] ? `\u001b[${COLOURS[level]}m${text}\u001b[0m` : text);
  const request = entry.request;
  const text = request
    ? `${request.method} ${request.url} ${request.statusCode} ${Math.round(request.ms)} ms${request.statusCode < 400 && request.ms >= SLOW_REQUEST_MS ? ' (slow)' : ''}`
    : (entry.msg ?? '');
  const extras = Object.entries(entry)
    .filter(([key]) => !OWN_FIELDS.has(key))
    .map(([key, value]) => `${key}=${shown(value)}`);
  const error = entry.err ? [`\n  ${(entry.err.stack ?? entry.err.message ?? '').replaceAll('\n', '\n  ')}`] : [];
  return `${clock(entry.time)} ${paint(`${tag}${[text, ...extras].join(' ')}`)}${error.join('')}`;
}

/** A pino destination that writes each entry readably to `out` (stdout by default). */
export function prettyDestination(out: { write(text: string): unknown } = process.stdout, colour = false) {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line.trim()) out.write(`${formatLogLine(line, colour)}\n`);
    },
  };
}

/** The level of a finished request's line: errors and slow requests stand out, the rest is `debug`. */
export function requestLevel(statusCode: number, ms: number): 'error' | 'warn' | 'debug' {
  if (statusCode >= 500) return 'error';
  if (statusCode >= 400 || ms >= SLOW_REQUEST_MS) return 'warn';
  return 'debug';
}

/** Fastify's request logging as one line per finished request, at `requestLevel` (no "incoming request" line). */
export class BriefLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const ms = reply.elapsedTime;
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms };
    const level = error ? 'error' : requestLevel(reply.statusCode, ms);
    request.log[level]({ request: line, ...(error ? { err: error } : {}) }, 'request');
  }
}
