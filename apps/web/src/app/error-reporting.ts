let started = false;

/**
 * Reports the browser's errors to Sentry when the site settings carry a DSN, with spec §9's sample rates (traces 1,
 * replay sessions 0.1, replays on error 1). The SDK is its own chunk, loaded only then: without a DSN nothing of it
 * is fetched (the login page's budget).
 */
export function startErrorReporting(dsn: string | null) {
  if (!dsn || started) return;
  started = true;
  void import('@sentry/react').then((Sentry) =>
    Sentry.init({
      dsn,
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    }),
  );
}
