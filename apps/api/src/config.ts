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
  /** postgres://… runs on PostgreSQL; unset runs on the embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().startsWith('postgres', 'DATABASE_URL must be a postgres:// URL').optional(),
  DATA_DIR: z.string().default('./data'),
  /** Uploaded files; defaults to DATA_DIR/uploads. */
  UPLOAD_DIR: z.string().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Niaga <no-reply@niaga.test>'),
  WEB_DIST: z.string().default(path.resolve(here, '../../web/dist')),
  SEED_DEMO: flag,
  /** With SEED_DEMO: also a demo catalogue with stock (tests and benchmarks build their own). */
  SEED_DEMO_CATALOG: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag,
  /** Login and code attempts per IP address in 5 minutes (raise behind a NAT shared by many users). */
  RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(50),
  /** Signs the sandbox payment provider's callbacks (HMAC-SHA256); set your own outside development. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).default('niaga-sandbox-development-secret'),
});

export type Config = z.infer<typeof configSchema>;

/** Parses the environment once at start-up and fails with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
