import type { MessageKey } from '@niaga/shared';
import type { FastifyReply, FastifyRequest, FastifySchema, RouteOptions, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteAccess } from './context.js';
import type { App } from './deps.js';
import { ok, okEmpty, okSchema, sendDownload } from './envelope.js';
import type { RouteDocument } from './openapi-operation.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : unknown;

/** The request as a route's handler sees it: params, query and body typed from their zod schemas. */
export type RouteRequest<P extends Schema, Q extends Schema, B extends Schema> = FastifyRequest<{
  Params: Out<P>;
  Querystring: Out<Q>;
  Body: Out<B>;
}>;

/** What every route declares besides its method and path. */
type RouteSpec<P extends Schema, Q extends Schema, B extends Schema> = {
  /** Who may call it (see context.ts `RouteAccess`); left out: anyone signed in. */
  access?: RouteAccess;
  /** The OpenAPI tags; left out: the module's (see `routes`). */
  tags?: readonly string[];
  /** One line for the OpenAPI document (required: every operation has one). */
  summary: string;
  /** `['multipart/form-data']` for an upload (platform/uploads.ts `readUpload` insists on it). */
  consumes?: string[];
  /** What the OpenAPI document says besides the schemas: roles' rules, file answers, headers (openapi-operation.ts). */
  document?: RouteDocument;
  /**
   * The path the OpenAPI document gives when `url` is ambiguous with another route's (a literal segment where the
   * other has a parameter): both are answered by this route, only this one is documented.
   */
  documentedUrl?: string;
  params?: P;
  query?: Q;
  body?: B;
  /** More Fastify route options (hooks such as `onSend`, `bodyLimit`). */
  options?: Omit<RouteShorthandOptions, 'schema' | 'config'>;
};

/** The data answered: of `response`, or null without one (then what the handler returns is dropped). */
type Data<R extends Schema> = R extends z.ZodType ? z.output<R> : null;
type Returned<R extends Schema> = R extends z.ZodType ? z.output<R> : unknown;

/** The message of `meta`, with its placeholders' values. */
export type Message = MessageKey | { key: MessageKey; params: Record<string, string | number> };

/** A route answering `{ meta, data }`: `response` is the schema of `data`; left out, `data` is null. */
export type EnvelopeSpec<P extends Schema, Q extends Schema, B extends Schema, R extends Schema> = RouteSpec<
  P,
  Q,
  B
> & {
  summary: string;
  response?: R;
  /** The message of `meta` (else "OK"), in the caller's language; a function when it depends on the answer. */
  message?: Message | ((data: Data<R>, request: RouteRequest<P, Q, B>) => Message | undefined);
};

/** A route that answers through `reply` itself: `responses` are the full bodies by status code, if any. */
export type CustomSpec<P extends Schema, Q extends Schema, B extends Schema> = RouteSpec<P, Q, B> & {
  responses?: FastifySchema['response'];
};

type EnvelopeHandler<P extends Schema, Q extends Schema, B extends Schema, R extends Schema> = (
  request: RouteRequest<P, Q, B>,
  reply: FastifyReply,
) => Promise<Returned<R>> | Returned<R>;

type PdfHandler<P extends Schema, Q extends Schema, B extends Schema> = (
  request: RouteRequest<P, Q, B>,
) => Promise<{ fileName: string; bytes: Uint8Array }>;

type CustomHandler<P extends Schema, Q extends Schema, B extends Schema> = (
  request: RouteRequest<P, Q, B>,
  reply: FastifyReply,
) => unknown;

/**
 * The routes of one module. `get`/`post`/`put`/`patch`/`delete` take the handler's data and answer it in the
 * envelope, with `message`; `pdf` answers a PDF download; `custom` is for the routes that answer through `reply` (downloads, raw bodies, other
 * status codes, messages that depend on the result). Example in docs/architecture.md "How to add a route".
 */
export function routes(app: App, module: { tags: readonly string[] }) {
  function add<P extends Schema, Q extends Schema, B extends Schema>(
    method: Method,
    url: string,
    spec: RouteSpec<P, Q, B>,
    response: FastifySchema['response'] | undefined,
    handler: CustomHandler<P, Q, B>,
  ) {
    // The keys in the order the routes always gave them, which the OpenAPI document keeps.
    const schema: FastifySchema & { tags: readonly string[] } = { tags: spec.tags ?? module.tags };
    if (spec.summary !== undefined) schema.summary = spec.summary;
    if (spec.consumes) schema.consumes = spec.consumes;
    if (spec.params) schema.params = spec.params;
    if (spec.query) schema.querystring = spec.query;
    if (spec.body) schema.body = spec.body;
    if (response) schema.response = response;
    const config = { access: spec.access, document: spec.document };
    const route = { ...spec.options, method, config, handler };
    if (spec.documentedUrl) {
      app.route({ ...route, url: spec.documentedUrl, schema } as RouteOptions);
      app.route({ ...route, url, schema: { ...schema, hide: true } } as RouteOptions);
    } else {
      app.route({ ...route, url, schema } as RouteOptions);
    }
  }

  const envelope =
    (method: Method) =>
    <
      P extends Schema = undefined,
      Q extends Schema = undefined,
      B extends Schema = undefined,
      R extends Schema = undefined,
    >(
      url: string,
      spec: EnvelopeSpec<P, Q, B, R>,
      handler: EnvelopeHandler<P, Q, B, R>,
    ) =>
      add(method, url, spec, spec.response ? okSchema(spec.response) : okEmpty, async (request, reply) => {
        const returned = await handler(request, reply);
        const data = (spec.response ? returned : null) as Data<R>;
        const message = typeof spec.message === 'function' ? spec.message(data, request) : spec.message;
        const [key, params] = typeof message === 'object' ? [message.key, message.params] : [message, undefined];
        return ok(data, request.language, key, params);
      });

  const post = envelope('POST');

  return {
    get: envelope('GET'),
    post,
    put: envelope('PUT'),
    patch: envelope('PATCH'),
    delete: envelope('DELETE'),
    /** A GET answering a generated PDF as a download (envelope.ts `sendDownload`). */
    pdf: <P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
      url: string,
      spec: RouteSpec<P, Q, B>,
      handler: PdfHandler<P, Q, B>,
    ) =>
      add(
        'GET',
        url,
        { ...spec, document: { produces: ['application/pdf'], ...spec.document } },
        undefined,
        async (request, reply) => sendDownload(reply, await handler(request)),
      ),
    /**
     * Spec §7 "legacy helper": POST `url` and its old path `legacyUrl` (tagged `legacy`) are one route: the same
     * handler, validation, rate limits and tenancy.
     */
    postWithLegacyAlias: <
      P extends Schema = undefined,
      Q extends Schema = undefined,
      B extends Schema = undefined,
      R extends Schema = undefined,
    >(
      url: string,
      legacyUrl: string,
      spec: EnvelopeSpec<P, Q, B, R>,
      handler: EnvelopeHandler<P, Q, B, R>,
    ) => {
      post(url, spec, handler);
      post(legacyUrl, { ...spec, tags: ['legacy'], summary: `Legacy alias of POST ${url}` }, handler);
    },
    custom: <P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
      method: Method,
      url: string,
      spec: CustomSpec<P, Q, B>,
      handler: CustomHandler<P, Q, B>,
    ) => add(method, url, spec, spec.responses, handler),
  };
}
