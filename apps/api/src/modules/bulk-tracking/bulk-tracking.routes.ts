import {
  BULK_TRACKING_LIMITS,
  type BulkTrackingLine,
  bulkTrackingApplyInput,
  bulkTrackingPreview,
  isMessageKey,
  type MessageKey,
  metaSchema,
  translate,
} from '@niaga/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { okSchema } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { routes } from '../../platform/route.js';
import { readUpload } from '../../platform/uploads.js';
import { applyTracking, BulkTrackingRefused, previewTracking, readLines } from './bulk-tracking.service.js';

/** Like the single tracking call: HQ, staff with `manage_orders`, and agents for the orders they sell. */
const ACCESS = access.teamWith('manage_orders');
const tags = ['orders'];
/** 422 of apply: every row checked, with the refused ones' reasons; nothing was changed. */
const refusedSchema = z.object({ meta: metaSchema.extend({ reason: z.string() }), data: bulkTrackingPreview });

/** The lines of a multipart `file`, or (apply only) of a JSON `{ rows }` body. */
async function linesOf(request: FastifyRequest, allowJson: boolean): Promise<BulkTrackingLine[]> {
  if (request.isMultipart() || !allowJson) {
    return readLines(await readUpload(request, BULK_TRACKING_LIMITS.maxBytes));
  }
  const parsed = bulkTrackingApplyInput.safeParse(request.body ?? {});
  if (parsed.success) return parsed.data.rows;
  const errors: Record<string, MessageKey> = {};
  for (const issue of parsed.error.issues) {
    errors[issue.path.join('.') || '_'] ??= isMessageKey(issue.message) ? issue.message : 'validation.invalid';
  }
  const rowsError = errors.rows;
  throw new AppError(400, rowsError ?? 'errors.invalidInput', 'VALIDATION', errors, undefined, {
    max: BULK_TRACKING_LIMITS.maxRows,
  });
}

export function registerBulkTrackingRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.post(
    '/api/orders/bulk-tracking/preview',
    {
      access: ACCESS,
      summary: 'Bulk tracking: check a CSV/.xlsx (multipart `file`) of order, tracking number, courier',
      consumes: ['multipart/form-data'],
      response: bulkTrackingPreview,
    },
    async (request) => {
      const ctx = contextOf(request);
      return previewTracking(deps, ctx, await linesOf(request, false));
    },
  );
  r.custom(
    'POST',
    '/api/orders/bulk-tracking/apply',
    {
      access: ACCESS,
      summary:
        'Bulk tracking: set every row in one transaction (multipart `file` or JSON `{ rows }`); 422 if any row is refused',
      consumes: ['multipart/form-data', 'application/json'],
      responses: { ...okSchema(bulkTrackingPreview), 422: refusedSchema },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const lines = await linesOf(request, true);
      try {
        const applied = await applyTracking(deps, ctx, lines);
        return reply.send({
          meta: {
            code: 200,
            message: translate(request.language, 'bulkTracking.applied', { count: applied.counts.ok }),
          },
          data: applied,
        });
      } catch (error) {
        if (!(error instanceof BulkTrackingRefused)) throw error;
        const message = translate(request.language, 'bulkTracking.hasRefused', {
          count: error.preview.counts.refused,
        });
        return reply.status(422).send({ meta: { code: 422, message, reason: 'ROWS_REFUSED' }, data: error.preview });
      }
    },
  );
}
