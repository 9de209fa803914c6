import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DEMO_LOGINS, DEMO_PASSWORD, demoLoginsText, seedDemo } from './db/seed/demo.js';
import { seedDemoShowcase } from './db/seed/showcase.js';
import { publishScheduledJob } from './modules/catalog/publish-scheduled.job.js';
import { commissionCloseJob } from './modules/commission/close.js';
import { commissionPlanJob } from './modules/commission/plan.service.js';
import { movePrivateFiles } from './modules/files/private-files.migration.js';
import { agentStatusJob } from './modules/network/agent-status.job.js';
import { dailyNoticesJob } from './modules/notifications/daily-notices.job.js';
import { monthlyInvoicesJob } from './modules/operator/monthly-invoices.job.js';
import { bookingOverJob } from './modules/orders/release-order.js';
import { pointsExpiryJob } from './modules/points/expiry.job.js';
import { subscriptionOverdueJob } from './modules/subscription/overdue.job.js';
import { parseCronOverrides, scheduleJobs } from './platform/jobs.js';
import { createLifecycle } from './platform/lifecycle.js';
import { localQueue } from './platform/queue-local.js';
import { pgBossQueue } from './platform/queue-pgboss.js';
import { fileStorageOf } from './platform/storage.js';

const config = loadConfig();
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DB_POOL_SIZE });
// On PostgreSQL under an advisory lock: instances starting together migrate one after another.
await database.migrate();
// PostgreSQL: pg-boss, shared by every instance; the embedded database: the in-process queue of this process.
let reportQueueError = (error: Error) => console.error(error);
const onQueueError = (error: Error) => reportQueueError(error);
const queue = config.DATABASE_URL
  ? await pgBossQueue(config.DATABASE_URL, onQueueError, { stopTimeoutMs: config.SHUTDOWN_GRACE_MS })
  : localQueue(database.db, onQueueError);
const lifecycle = createLifecycle();
const app = await buildApp({ config, db: database.db, queue, lifecycle });
reportQueueError = (error) => app.log.error({ err: error }, 'job queue error');
// Receipts stored before files were private move out of the public folder (idempotent; docs/decisions.md).
await movePrivateFiles(database.db, fileStorageOf(config), app.log);
if (config.PAYMENT_SANDBOX) app.log.warn('the sandbox payment gateway is on: payments are simulated');
if (config.SEED_DEMO && (await seedDemo(database.db, { catalog: config.SEED_DEMO_CATALOG })))
  app.log.info('demo company seeded');
if (config.SEED_DEMO && config.SEED_DEMO_CATALOG) {
  // The demo's pictures and orders are extras: the app serves without them, so a failure is logged, not fatal.
  const started = Date.now();
  await seedDemoShowcase(app, database.db).then(
    (added) =>
      added && app.log.info(`demo pictures and orders added (${((Date.now() - started) / 1000).toFixed(1)} s)`),
    (error: unknown) => app.log.error({ err: error }, 'demo pictures and orders could not be added'),
  );
}

const timedJobs = [
  agentStatusJob,
  publishScheduledJob,
  bookingOverJob,
  commissionCloseJob,
  commissionPlanJob,
  pointsExpiryJob,
  dailyNoticesJob,
  monthlyInvoicesJob,
  subscriptionOverdueJob,
];
const cronOverrides = parseCronOverrides(config.JOBS_CRON, timedJobs);
if (config.RUN_JOBS) await scheduleJobs(queue, database.db, timedJobs, app.log, cronOverrides);

/**
 * Graceful shutdown: readiness answers 503 at once and the instance keeps serving for SHUTDOWN_DRAIN_MS, so the
 * balancer takes it out before its socket closes (a connection opened just before would be cut); `app.close()` then
 * stops listening, closes idle keep-alive connections, lets the requests in flight finish, then stops the queue
 * (waiting for running jobs); past SHUTDOWN_GRACE_MS the process exits anyway.
 */
const shutdown = async (signal: string) => {
  if (lifecycle.shuttingDown) return;
  lifecycle.shuttingDown = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error({ graceMs: config.SHUTDOWN_GRACE_MS }, 'shutdown took too long: exiting');
    process.exit(1);
  }, config.SHUTDOWN_GRACE_MS).unref();
  if (config.SHUTDOWN_DRAIN_MS > 0) {
    app.log.info({ drainMs: config.SHUTDOWN_DRAIN_MS }, 'draining: not ready, still serving');
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
  }
  await app.close();
  await database.close();
  app.log.info('shut down');
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Niaga on ${database.kind === 'pglite' ? `embedded PostgreSQL (${config.DATA_DIR})` : 'PostgreSQL'}`);
if (config.SEED_DEMO) {
  const url = `http://localhost:${config.PORT}`;
  if (config.LOG_FORMAT === 'pretty') process.stdout.write(`\n${demoLoginsText(url)}\n\n`);
  else app.log.info({ url, password: DEMO_PASSWORD, logins: DEMO_LOGINS }, 'demo logins');
}
