import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The policy the built web app runs under (checked in Chromium with a clean console: e2e shell test). Styles
 * allow inline because Mantine sets style attributes at run time; scripts come only from our own origin.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // News feed videos: the privacy-friendly YouTube player and Vimeo's player, nothing else (docs/decisions.md).
  frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * Security headers on every answer (helmet), and `no-store` on every answer to a signed-in caller, so no shared
 * or browser cache keeps another user's data. No referrer leaves our pages: reset links carry tokens in URLs.
 */
export async function registerSecurityHeaders(app: FastifyInstance, sentryDsn?: string) {
  // The web app sends its error reports to the DSN's host (Sentry's ingest), when there is one.
  const connectSrc = [...CONTENT_SECURITY_POLICY.connectSrc, ...(sentryDsn ? [new URL(sentryDsn).origin] : [])];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY, connectSrc } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.authUser) reply.header('Cache-Control', 'no-store');
  });
}
