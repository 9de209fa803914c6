import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The platform operator's console answers only on this host name (issue 23); no company may use it. */
  OPERATOR_HOST: z
    .string()
    .default('operator.localhost')
    .transform((host) => host.trim().toLowerCase()),
  /** postgres://… runs on PostgreSQL; unset runs on the embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().startsWith('postgres', 'DATABASE_URL must be a postgres:// URL').optional(),
  DATA_DIR: z.string().default('./data'),
  /** Uploaded files; defaults to DATA_DIR/uploads. */
  UPLOAD_DIR: z.string().optional(),
  /** Keeps uploaded files in this S3-compatible bucket instead of UPLOAD_DIR (platform/storage-s3.ts). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Another S3-compatible service (Cloudflare R2, MinIO, Wasabi…); AWS itself when unset. */
  S3_ENDPOINT: z.string().url().optional(),
  /** `<endpoint>/<bucket>/<key>` addresses (MinIO and most self-hosted stores). */
  S3_FORCE_PATH_STYLE: flag,
  /** Both or neither; neither: the AWS SDK's default chain (AWS_* variables, shared config, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Put before every key, e.g. `niaga` for a folder of a shared bucket. */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._/-]*$/, 'letters, digits, . _ - and / only')
    .optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Niaga <no-reply@niaga.test>'),
  /** Seconds before a failed mail is tried again, doubling each time (5 tries in all). */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  WEB_DIST: z.string().default(path.resolve(here, '../../web/dist')),
  SEED_DEMO: flag,
  /** With SEED_DEMO: also a demo catalogue with stock (tests and benchmarks build their own). */
  SEED_DEMO_CATALOG: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Works the job queue and schedules the timed jobs (agent status, publishing, booking expiry, month close…); `false` on instances that only serve. */
  RUN_JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** On SIGTERM/SIGINT: how long requests in flight and running jobs may take to finish before the process exits. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  /**
   * On SIGTERM/SIGINT: how long the instance keeps serving after its readiness turns 503, so the balancer stops
   * sending before the socket closes (docs/deploy.md "Stopping an instance"). Unset: 1500 in production, else 0.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /**
   * Other schedules for named jobs, `name=cron` separated by `;` (e.g. `commission-close=* * * * *` for the
   * cluster test); every name must be a timed job (platform/jobs.ts). Unset: each job's own schedule.
   */
  JOBS_CRON: z.string().optional(),
  /** `json` (pino's lines, for log collectors) or `pretty` (one readable line each; `npm start` in a terminal). */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  /** Opens GET /metrics to a scraper sending it as a Bearer token; unset: the route answers 404. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag,
  /**
   * The score ranking is computed again at most this often while scores change (ranking/kept-rankings.ts): an answer
   * is never more than this many seconds behind the orders, commissions and agents it counts. 0: never behind.
   */
  RANKING_REFRESH_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * How long a storefront page trusts its store and catalogue versions before reading them again
   * (online-stores/storefront-pages.ts): a change of a store or product shows within it. 0: read on every page.
   */
  STOREFRONT_FRESH_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** Login and code attempts per IP address in 5 minutes (raise behind a NAT shared by many users). */
  RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(50),
  /** Requests one API key may make per minute (issue 26), counted across every API instance when Redis is set. */
  API_KEY_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Seals stored credentials (platform/secrets.ts): 32 random bytes, hex or base64. Required in production. */
  SECRETS_KEY: z.string().min(1).optional(),
  /** Errors go to Sentry (the API's, and the web app's: the site settings hand it the DSN); nothing when unset. */
  SENTRY_DSN: z.string().url().optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  /** The sandbox payment gateway (a stand-in for development and tests); off unless switched on. */
  PAYMENT_SANDBOX: flag,
  /** Signs the sandbox's callbacks (HMAC-SHA256). Required in production when the sandbox is on. */
  PAYMENT_SANDBOX_SECRET: z.string().optional(),
  /** Another Billplz / EasyParcel server (a fake one for browser tests); refused in production. */
  BILLPLZ_BASE_URL: z.string().url().optional(),
  EASYPARCEL_BASE_URL: z.string().url().optional(),
  /** The e-invoice sandbox (records submissions here instead of sending them to LHDN); refused in production. */
  EINVOICE_SANDBOX: flag,
  /** Another MyInvois API server (a fake one for tests); refused in production. */
  MYINVOIS_BASE_URL: z.string().url().optional(),
  /**
   * Another Zoho (accounts and Books API on one server) or Xero (identity, connections and Accounting API on one
   * server): a fake one for browser tests; refused in production.
   */
  ZOHO_BASE_URL: z.string().url().optional(),
  XERO_BASE_URL: z.string().url().optional(),
  /** The first wait before a failed recording of a payment on an accounting invoice is tried again (doubling). */
  ACCOUNTING_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Webhooks: the first wait before a failed delivery is tried again, doubling (docs/decisions.md "Webhook retries"). */
  WEBHOOK_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Webhooks: tries in all before a delivery is `failed` (10: the last about 8.5 hours after the first). */
  WEBHOOK_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(10),
});

/** The secret this repository once shipped as a default: anyone can sign with it. */
export const PUBLISHED_SANDBOX_SECRET = 'niaga-sandbox-development-secret';
const MIN_SANDBOX_SECRET = 32;

export type Config = Omit<z.infer<typeof configSchema>, 'PAYMENT_SANDBOX_SECRET' | 'SHUTDOWN_DRAIN_MS'> & {
  /** Null when the sandbox is off. */
  PAYMENT_SANDBOX_SECRET: string | null;
  SHUTDOWN_DRAIN_MS: number;
};

/** Behind a balancer checking every 500 ms, 2 failures (1 s) take an instance out; half a second more for margin. */
export const PRODUCTION_DRAIN_MS = 1500;

/**
 * The sandbox's signing secret. Production refuses to start with none, a short one or the published one;
 * elsewhere a missing secret becomes a random one for this process (callbacks are signed by the same process).
 */
function sandboxSecret(env: z.infer<typeof configSchema>): string | null {
  if (!env.PAYMENT_SANDBOX) return null;
  const secret = env.PAYMENT_SANDBOX_SECRET ?? '';
  const weak = secret.length < MIN_SANDBOX_SECRET || secret === PUBLISHED_SANDBOX_SECRET;
  if (env.NODE_ENV === 'production' && weak) {
    throw new Error(
      `Invalid environment:\n  PAYMENT_SANDBOX_SECRET: with PAYMENT_SANDBOX=true in production, set a random secret of at least ${MIN_SANDBOX_SECRET} characters`,
    );
  }
  if (secret === PUBLISHED_SANDBOX_SECRET)
    throw new Error('PAYMENT_SANDBOX_SECRET: the published example secret is refused');
  return secret || randomBytes(32).toString('hex');
}

/** Parses the environment once at start-up and fails with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (parsed.data.NODE_ENV === 'production' && (parsed.data.BILLPLZ_BASE_URL || parsed.data.EASYPARCEL_BASE_URL))
    throw new Error(
      'Invalid environment:\n  BILLPLZ_BASE_URL, EASYPARCEL_BASE_URL: fake providers for tests, refused in production',
    );
  if (parsed.data.NODE_ENV === 'production' && (parsed.data.EINVOICE_SANDBOX || parsed.data.MYINVOIS_BASE_URL))
    throw new Error(
      'Invalid environment:\n  EINVOICE_SANDBOX, MYINVOIS_BASE_URL: e-invoices go to LHDN in production; both are refused',
    );
  if (parsed.data.NODE_ENV === 'production' && (parsed.data.ZOHO_BASE_URL || parsed.data.XERO_BASE_URL))
    throw new Error(
      'Invalid environment:\n  ZOHO_BASE_URL, XERO_BASE_URL: fake providers for tests, refused in production',
    );
  if (!parsed.data.S3_ACCESS_KEY_ID !== !parsed.data.S3_SECRET_ACCESS_KEY)
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither');
  const drainMs = parsed.data.SHUTDOWN_DRAIN_MS ?? (parsed.data.NODE_ENV === 'production' ? PRODUCTION_DRAIN_MS : 0);
  if (drainMs > 0 && drainMs >= parsed.data.SHUTDOWN_GRACE_MS)
    throw new Error('Invalid environment:\n  SHUTDOWN_DRAIN_MS: must be shorter than SHUTDOWN_GRACE_MS');
  return { ...parsed.data, SHUTDOWN_DRAIN_MS: drainMs, PAYMENT_SANDBOX_SECRET: sandboxSecret(parsed.data) };
}
