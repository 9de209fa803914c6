import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Lifecycle } from './lifecycle.js';
import type { Mailer } from './mail.js';
import type { Queue } from './queue.js';
import type { RateLimiter, RateRules } from './rate-limit.js';
import type { Secrets } from './secrets.js';
import type { FileStorage } from './storage.js';

/** What route modules are given: the database and the platform services. */
export type AppDeps = {
  config: Config;
  db: Db;
  /** Whether the process is shutting down (readiness answers 503 then). */
  lifecycle: Lifecycle;
  mailer: Mailer;
  /** Background jobs (pg-boss on PostgreSQL, in-process on the embedded database); see queue.ts. */
  queue: Queue;
  rateLimit: RateLimiter;
  rateRules: RateRules;
  /** Seals credentials kept at rest (AES-256-GCM); opened values never go to the browser. */
  secrets: Secrets;
  /** Uploaded files: the local folder, or an S3-compatible bucket when configured. */
  storage: FileStorage;
};

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
