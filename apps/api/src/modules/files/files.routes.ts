import { idText, text } from '@niaga/shared';
import { z } from 'zod';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { routes } from '../../platform/route.js';
import {
  imageTypeOf,
  PRIVATE_KINDS,
  privateFileKey,
  privateFileRouteOptions,
  publicUploadKey,
  SAFE_FILE,
  SAFE_PART,
  sendPrivateFile,
} from '../../platform/uploads.js';
import { companyByHost } from '../company/host-company.js';
import { assertMayReadReceipt } from './receipt-access.js';

const privateParams = z.object({
  kind: z.enum(PRIVATE_KINDS),
  owner: idText().regex(SAFE_PART, 'validation.invalid'),
  name: text({ max: 80, min: 1 }).regex(SAFE_FILE, 'validation.invalid'),
});

const notFoundBody = { meta: { code: 404, message: 'Not found' }, data: null };

/**
 * Uploaded files. Public ones (product images, the company logo, profile photos) are served at
 * `/uploads/<company>/<file>`, but only on a host of that company. Private ones (transfer receipts) only through
 * `GET /api/files/<kind>/<owner>/<name>`, to the signed-in people the kind allows (see docs/decisions.md).
 */
export function registerFileRoutes(app: App, deps: AppDeps) {
  // Not an API route (no envelope, not in the OpenAPI document), so not declared through `routes`.
  app.get<{ Params: { company: string; file: string } }>(
    '/uploads/:company/:file',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { company, file } = request.params;
      const key = publicUploadKey(company, file);
      const stored =
        key && (await companyByHost(deps.db, request.host))?.id === company ? await deps.storage.open(key) : null;
      if (!stored) return reply.status(404).send(notFoundBody);
      // Names are random, so they are cached for good.
      return reply
        .type(imageTypeOf(file))
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Length', stored.size)
        .send(stored.stream);
    },
  );

  routes(app, { tags: ['files'] }).custom(
    'GET',
    '/api/files/:kind/:owner/:name',
    {
      summary:
        'A private file (kind "receipts": the transfer receipt of order <owner>) as image/png or image/jpeg; ' +
        'only for the buyer, the upline that placed the order, its selling agent, HQ, and staff with ' +
        '"approve manual payment" or "manage orders" (403 without). Another company\'s file, or one the caller ' +
        'may not read, answers 404. Never cached (Cache-Control: private, no-store).',
      document: { produces: ['image/png', 'image/jpeg'] },
      params: privateParams,
      options: privateFileRouteOptions,
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const { kind, owner, name } = request.params;
      if (kind === 'receipts') await assertMayReadReceipt(deps, ctx, owner);
      const key = privateFileKey(ctx.companyId, kind, owner, name);
      const stored = key ? await deps.storage.open(key) : null;
      if (!stored) throw notFound();
      return sendPrivateFile(reply, stored, imageTypeOf(name), name);
    },
  );
}
