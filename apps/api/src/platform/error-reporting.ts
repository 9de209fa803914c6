import type { Config } from '../config.js';

/** Where unexpected (500) errors are reported besides the log: Sentry when `SENTRY_DSN` is set, else nowhere. */
export type ErrorReporter = {
  capture(error: unknown, context: Record<string, string>): void;
  /** Sends what is queued, then stops (the app's close). */
  close(): Promise<void>;
};

const NOWHERE: ErrorReporter = { capture() {}, close: async () => {} };

/** Spec §9's sample rates; the browser adds its replay rates (web `error-reporting.ts`). */
export const TRACES_SAMPLE_RATE = 1;

/**
 * The official SDK, loaded only when a DSN is set: nothing of Sentry is imported otherwise. No personal data is
 * sent (`sendDefaultPii: false`): the request's method, route and id identify a failure.
 */
export async function startErrorReporting(config: Pick<Config, 'SENTRY_DSN' | 'NODE_ENV'>): Promise<ErrorReporter> {
  if (!config.SENTRY_DSN) return NOWHERE;
  const Sentry = await import('@sentry/node');
  const client = Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: config.NODE_ENV,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    sendDefaultPii: false,
  });
  return {
    capture: (error, context) =>
      Sentry.withScope((scope) => {
        scope.setTags(context);
        Sentry.captureException(error);
      }),
    close: async () => {
      await client?.close(2_000);
    },
  };
}
