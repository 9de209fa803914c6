/**
 * Error reporting to Sentry (spec §9): the SDK is a chunk of its own, imported only when the site settings carry a
 * DSN (`SENTRY_DSN` on the server), so a company without it, and every first visit's login page, loads nothing.
 */
type SentryModule = typeof import('@sentry/react');

/** Spec §9 sample rates. */
export const SENTRY_RATES = { tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 };

let sentry: Promise<SentryModule> | null = null;

export function startErrorReporting(dsn: string | null | undefined): void {
  if (!dsn || sentry) return;
  sentry = import('@sentry/react').then((Sentry) => {
    Sentry.init({
      dsn,
      ...SENTRY_RATES,
      integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
      // Only our own API gets the trace headers (other hosts, e.g. payment pages, are left alone).
      tracePropagationTargets: [/^\/api\//],
    });
    return Sentry;
  });
}

/** Errors the app catches itself (the route error page) are reported too, once reporting is on. */
export function reportError(error: unknown): void {
  void sentry?.then((Sentry) => Sentry.captureException(error));
}
