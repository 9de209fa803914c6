import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { keyNeedFor } from '../modules/api-keys/api-key-areas.js';
import { audienceOf, errorStatusesOf, operationIdOf, type RouteDocument, securityOf } from './openapi-operation.js';
import { ERROR_ENVELOPE, fixSchemas, type JsonObject } from './openapi-schemas.js';

/** The `Idempotency-Key` header's form, wherever a route reads it. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'Invalid input: `meta.errors` names each invalid field (`meta.reason` VALIDATION)',
  401: 'No valid token (`meta.reason` UNAUTHENTICATED)',
  403: 'The caller may not do this: role, permission, suspended account or locked company (`meta.reason`)',
  404: "Not found, or not of the caller's company (`meta.reason` NOT_FOUND)",
  409: 'Conflicts with the current state: a name or code taken, a record in use, a status already changed',
  413: 'The body or file is too large',
  415: 'The body is not in a content type the route reads',
  429: 'Too many attempts: retry after `Retry-After` seconds (`meta.reason` RATE_LIMITED)',
  '4XX': 'Any other client error, in the error envelope',
};

type Operation = JsonObject & {
  responses: Record<string, JsonObject>;
  parameters?: JsonObject[];
  requestBody?: JsonObject;
  'x-niaga'?: { errors: number[]; document?: RouteDocument; consumes?: string[] };
};

/**
 * The OpenAPI document at /api/docs/json, derived from each route's declaration (route.ts): operationId, roles,
 * security, error answers, uploads and file answers are added here so every route gets them without annotation.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Niaga API',
        version: '1.0.0',
        description: 'Every answer is { meta, data }; see docs/api.md.',
        license: { name: 'Proprietary', url: 'https://niaga.example/terms' },
      },
      servers: [
        {
          url: 'https://{companyHost}',
          description: "The company's own host: it names the company before sign-in",
          variables: { companyHost: { default: 'demo.niaga.example' } },
        },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: "A person's session token (POST /api/login)" },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'nk_live_…',
            description:
              'An HQ-made API key for a machine client (docs/api.md "API keys"): only the operations that list it, each needing the scope its description names',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
      if ((out.schema as { hide?: boolean }).hide) return out;
      return { ...out, schema: describeOperation(input.route as RouteOptions, out.schema as JsonObject, input.url) };
    },
    transformObject: (document) =>
      finishDocument((document as unknown as { openapiObject: JsonObject }).openapiObject) as never,
  });
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}

function describeOperation(route: RouteOptions, schema: JsonObject, url: string): JsonObject {
  const method = [route.method].flat()[0] as string;
  const access = route.config?.access;
  const document = route.config?.document;
  const keyNeed = keyNeedFor(access, schema.tags as string[] | undefined, method);
  const scope = keyNeed && `\`${keyNeed.area}:${keyNeed.level}\``;
  const orWrite = keyNeed?.level === 'read' ? ` (or \`${keyNeed.area}:write\`)` : '';
  const keyLine = keyNeed && `**API key:** accepted with the scope ${scope}${orWrite}; 429 past the key's budget.`;
  const description = [document?.description, `**Who:** ${audienceOf(access)}`, keyLine].filter(Boolean).join('\n\n');
  const security = keyNeed ? [{ bearer: [] }, { apiKey: [] }] : securityOf(access);
  return {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, url),
    summary: schema.summary ?? `${method} ${url}`,
    description,
    ...(security ? { security } : {}),
    'x-niaga': {
      errors: withKeyErrors(errorStatusesOf(route, method), !!keyNeed),
      document,
      consumes: schema.consumes,
    },
  };
}

/** A key's calls are counted against its budget per minute (429 with Retry-After). */
const withKeyErrors = (statuses: number[], acceptsKeys: boolean) =>
  acceptsKeys ? [...new Set([...statuses, 429])].sort() : statuses;

function finishDocument(openapi: JsonObject) {
  const paths = openapi.paths as Record<string, Record<string, Operation>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) finishOperation(operation);
  }
  const components = openapi.components as JsonObject;
  components.schemas = { ...(components.schemas as JsonObject), ErrorEnvelope: ERROR_ENVELOPE };
  fixSchemas(paths);
  return openapi;
}

function finishOperation(operation: Operation) {
  const extra = operation['x-niaga'];
  delete operation['x-niaga'];
  if (!extra) return;
  const { document, consumes } = extra;
  if (document?.produces) {
    operation.responses['200'] = {
      description: 'The file',
      content: Object.fromEntries(document.produces.map((type) => [type, { schema: BINARY }])),
    };
  }
  if (document?.redirect) {
    delete operation.responses['200'];
    operation.responses['302'] = {
      description: 'Where the browser goes next',
      headers: { Location: { schema: { type: 'string' } } },
    };
  }
  if (document?.rawBody) {
    operation.requestBody = {
      required: true,
      content: Object.fromEntries(document.rawBody.map((type) => [type, { schema: RAW_PAYLOAD }])),
    };
  }
  if (consumes && !operation.requestBody) {
    operation.requestBody = {
      required: true,
      content: Object.fromEntries(consumes.map((type) => [type, { schema: bodyOfContentType(type) }])),
    };
  }
  if (document?.idempotencyKey) {
    operation.parameters = [
      ...(operation.parameters ?? []),
      {
        in: 'header',
        name: 'Idempotency-Key',
        required: document.idempotencyKey === 'required',
        description: 'A key of your choice per attempt: the same key from the same caller answers the first result',
        schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source },
      },
    ];
  }
  const errors = extra.errors.length > 0 ? extra.errors.map(String) : ['4XX'];
  for (const status of errors) {
    operation.responses[status] ??= {
      description: ERROR_DESCRIPTIONS[status] ?? 'Error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    };
  }
}

const BINARY = { type: 'string', format: 'binary' };
/** A payload whose fields the sender defines (a gateway's callback), read and verified as the exact bytes sent. */
const RAW_PAYLOAD = { type: 'object', description: "The sender's fields, verified over the exact bytes sent" };

/** A body without a zod schema: a multipart upload is one `file`; any other type is described by the summary. */
const bodyOfContentType = (type: string): JsonObject =>
  type === 'multipart/form-data'
    ? { type: 'object', required: ['file'], properties: { file: BINARY } }
    : { type: 'object', description: 'See the summary' };
