// `npm start`: install what is missing, build, then serve the app on the embedded database with demo data.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, mustRun, run } from './lib.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
await ensureInstalled();
await mustRun('build', 'npm', ['run', 'build']);
/** A secret made once per data folder and kept there (the server runs in production mode, which requires them). */
function keptSecret(variable, fileName) {
  if (process.env[variable]) return process.env[variable];
  const dataDir = process.env.DATA_DIR ?? './data';
  const file = path.join(dataDir, fileName);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

const sandbox = process.env.PAYMENT_SANDBOX ?? 'true';
const env = {
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  // In a terminal: one readable line per log entry, requests only when they fail or are slow (docs/running.md).
  LOG_FORMAT: process.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
  PAYMENT_SANDBOX: sandbox,
  // The demo pays through the sandbox gateway.
  ...(sandbox === 'true'
    ? { PAYMENT_SANDBOX_SECRET: keptSecret('PAYMENT_SANDBOX_SECRET', 'payment-sandbox.secret') }
    : {}),
  // Seals stored credentials; the same file the server itself keeps outside production (platform/secrets.ts).
  SECRETS_KEY: keptSecret('SECRETS_KEY', 'secrets.key'),
};
console.log(
  `\n▶ Niaga on http://localhost:${process.env.PORT ?? 3000} (${process.env.DATABASE_URL ? 'PostgreSQL' : `embedded database in ${process.env.DATA_DIR ?? './data'}`})`,
);
process.exit(await run('node', ['apps/api/dist/server.js'], { env }));
