import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client.js';
import { processRegistry, subscribeBusinessMetrics } from './business-metrics.js';
import type { App } from './deps.js';
import { AppError, unauthenticated } from './errors.js';
import type { Queue } from './queue.js';
import { routes } from './route.js';

/** The label of a request that matched no route: never the raw URL, which anyone can vary without end. */
export const UNMATCHED_ROUTE = 'unmatched';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? UNMATCHED_ROUTE;
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The status and reason key of a failed request: an AppError's reason (or message key), else its kind. */
function failureOf(error: FastifyError | AppError): { status: number; reason: string } {
  if (error instanceof AppError) return { status: error.status, reason: error.reason ?? error.messageKey };
  if (hasZodFastifySchemaValidationErrors(error)) return { status: 400, reason: 'VALIDATION' };
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  return { status, reason: status === 500 ? 'internal' : (error.code ?? 'client_error') };
}

/** The database's connections: a PostgreSQL pool's counts; the embedded database is one connection. */
function poolStatsOf(db: Db): () => { max: number; total: number; idle?: number; waiting?: number } {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool)
    return () => ({
      max: client.options.max ?? 10,
      total: client.totalCount,
      idle: client.idleCount,
      waiting: client.waitingCount,
    });
  return () => ({ max: 1, total: 1 });
}

/** This app's request, error, database and job figures (the process-wide ones are in business-metrics.ts). */
function appMetrics(app: FastifyInstance, db: Db, queue: Queue) {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'niaga_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'niaga_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status class',
    labelNames,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'niaga_http_errors_total',
    help: 'Failed requests (handled 4xx and 5xx), by route pattern, status and reason key',
    labelNames: ['route', 'status', 'reason'] as const,
    registers: [registry],
  });
  const poolStats = poolStatsOf(db);
  new Gauge({
    name: 'niaga_db_pool_connections',
    help: 'Database connections: max (the pool size), total (open), idle; the embedded database has one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      for (const [state, value] of Object.entries(poolStats())) if (state !== 'waiting') this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'niaga_db_pool_waiting',
    help: 'Queries waiting for a free database connection (PostgreSQL pool only)',
    registers: [registry],
    collect() {
      this.set(poolStats().waiting ?? 0);
    },
  });
  new Gauge({
    name: 'niaga_jobs',
    help: 'Background jobs by queue and state: queued (waiting or due for a retry), active, failed',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { name, queued, active, failed } of await queue.queueStats()) {
        this.set({ queue: name, state: 'queued' }, queued);
        this.set({ queue: name, state: 'active' }, active);
        this.set({ queue: name, state: 'failed' }, failed);
      }
    },
  });

  app.addHook('onError', async (request, _reply, error) => {
    const { status, reason } = failureOf(error);
    errors.inc({ route: routeOf(request), status: String(status), reason });
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeOf(request), status_class: statusClass(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  return registry;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus' text format, for a scraper holding `METRICS_TOKEN` (Bearer). Without the setting
 * the route answers 404 as if it did not exist. Each instance answers its own figures: Prometheus scrapes each.
 */
export function registerMetrics(app: App, { db, queue, token }: { db: Db; queue: Queue; token: string | undefined }) {
  subscribeBusinessMetrics();
  const registry = appMetrics(app, db, queue);
  routes(app, { tags: ['platform'] }).custom(
    'GET',
    '/metrics',
    { access: 'public', summary: 'Prometheus metrics of this instance (Bearer METRICS_TOKEN; 404 when unset)' },
    async (request, reply) => {
      if (!token) throw new AppError(404, 'errors.routeNotFound', 'NOT_FOUND');
      const given = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1] ?? '';
      if (!timingSafeEqual(digest(given), digest(token))) throw unauthenticated();
      const merged = Registry.merge([processRegistry, registry]);
      return reply.type(merged.contentType).send(await merged.metrics());
    },
  );
}
