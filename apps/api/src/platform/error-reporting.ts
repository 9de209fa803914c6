import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** Where unexpected errors (answered 500) are reported besides the log. */
export type ErrorReporter = {
  report(error: unknown, request: FastifyRequest): void;
  /** Sends what is queued (at shutdown). */
  close(): Promise<void>;
};

/** Spec §9 sample rates: every trace. Replays are the web app's (apps/web/src/app/error-reporting.ts). */
export const TRACES_SAMPLE_RATE = 1;

/**
 * Sentry's official SDK, initialised at server start when `SENTRY_DSN` is set; without it the SDK is never
 * loaded (a dynamic import) and null is answered.
 */
export async function errorReporterOf(config: Config): Promise<ErrorReporter | null> {
  if (!config.SENTRY_DSN) return null;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    // Request bodies and headers may hold passwords, tokens and personal data: not sent.
    sendDefaultPii: false,
    // The SDK would also capture every error a handler throws, 4xx answers (AppError) included: the app's error
    // handler reports instead, once it knows the answer is a 500.
    integrations: [Sentry.fastifyIntegration({ shouldHandleError: () => false })],
  });
  return {
    report(error, request) {
      Sentry.withScope((scope) => {
        scope.setTags({ route: request.routeOptions.url ?? 'unknown', method: request.method });
        scope.setExtra('requestId', request.id);
        Sentry.captureException(error);
      });
    },
    async close() {
      await Sentry.close(2000);
    },
  };
}
