import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { translate } from '@niaga/shared';
import type { FastifyInstance } from 'fastify';
import { normalizeHost } from '../modules/company/host-company.js';

const isOperatorHost = (host: string, operatorHost: string) => normalizeHost(host) === operatorHost;
const isOperatorPage = (url: string) => url === '/operator' || /^\/operator[/?#]/.test(url);

const ROBOTS = 'User-agent: *\nAllow: /s/\nDisallow: /\n';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and every
 * unknown non-API GET answered with index.html so the client router can show the page (or its 404).
 * Text files go out as the brotli or gzip copy the build made beside them (`apps/web/scripts/precompress.mjs`),
 * whichever the browser accepts.
 */
/**
 * The operator's host (`OPERATOR_HOST`) has no company: its only pages are the operator console's (`/operator/…`),
 * so any other page there goes to `/operator`.
 */
export async function registerWeb(app: FastifyInstance, webDist: string, operatorHost: string) {
  // The app is private (every page is behind a login or a personal link): no search engine should list it, except
  // the public storefronts (`/s/…`, issue 22).
  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(ROBOTS),
  );
  const hasWeb = existsSync(`${webDist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(response, filePath) {
        const immutable = filePath.includes('/assets/');
        response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/api?');
    if (isPage && isOperatorHost(request.host, operatorHost) && !isOperatorPage(request.url)) {
      return reply.header('Cache-Control', 'no-cache').redirect('/operator', 302);
    }
    if (hasWeb && isPage) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    const language = request.language ?? 'en';
    return reply.status(404).send({
      meta: { code: 404, message: translate(language, 'errors.routeNotFound'), reason: 'NOT_FOUND' },
      data: null,
    });
  });
}
