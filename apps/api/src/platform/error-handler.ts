import { isMessageKey, type MessageKey, toLanguage, translate } from '@niaga/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorReporter } from './error-reporting.js';
import { AppError } from './errors.js';

type FieldIssue = { instancePath?: string; message?: string };

/** Field name of a validation issue: `/email` → `email`, `/items/0/qty` → `items.0.qty`. */
const fieldOf = (issue: FieldIssue) => (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';

/** One envelope for every error (design.md): right status, a readable message, per-field errors. */
export function registerErrorHandler(app: FastifyInstance, reporter: ErrorReporter | null = null) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = request.language ?? 'en';
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      const errors = error.fieldErrors
        ? Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, key]) => [field, translate(language, key, error.params)]),
          )
        : undefined;
      return reply.status(error.status).send({
        meta: {
          code: error.status,
          message: translate(language, error.messageKey, error.params),
          reason: error.reason,
          errors,
        },
        data: null,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation as FieldIssue[]) {
        const field = fieldOf(issue);
        const key = issue.message && isMessageKey(issue.message) ? issue.message : 'validation.invalid';
        errors[field] ??= translate(language, key);
      }
      return reply.status(400).send({
        meta: { code: 400, message: translate(language, 'errors.invalidInput'), reason: 'VALIDATION', errors },
        data: null,
      });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      reporter?.report(error, request);
    }
    const message = translate(
      language,
      status === 500 ? 'errors.generic' : (STATUS_MESSAGES[status] ?? 'errors.invalidInput'),
    );
    return reply.status(status).send({ meta: { code: status, message }, data: null });
  });
}

/** Fastify's own client errors, answered in the envelope like every other. */
const STATUS_MESSAGES: Record<number, MessageKey> = {
  413: 'errors.bodyTooLarge',
  414: 'errors.pathTooLong',
  415: 'errors.unsupportedMediaType',
};

/**
 * Fastify's `frameworkErrors`: errors met before a route is found (a path parameter over `maxParamLength`: 414, a
 * path that is not valid URL encoding: 400), which bypass the error handler; answered in the envelope too.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = toLanguage(request.headers['accept-language']);
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  const message = translate(
    language,
    status === 500 ? 'errors.generic' : (STATUS_MESSAGES[status] ?? 'errors.invalidInput'),
  );
  return reply.status(status).send({ meta: { code: status, message }, data: null });
}
