import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };

/** The languages the API answers in (`Accept-Language`); anything else answers in English. */
export type NiagaLanguage = 'en' | 'id' | 'ms';

export type NiagaClientOptions = {
  /** The company's own host, e.g. `https://shop.example.com` (the host names the company before sign-in). */
  baseUrl: string;
  /** A session token from `POST /api/login`. */
  token?: string;
  /** An API key from Settings → API keys (`nk_…`); sent exactly as a token is. */
  apiKey?: string;
  language?: NiagaLanguage;
  /** Another fetch (tests, proxies, retries); the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** More headers on every request. */
  headers?: Record<string, string>;
};

export type NiagaClient = Client<paths, 'application/json'>;

/**
 * A typed client for the Niaga API (openapi-fetch over the generated `paths`): `client.GET('/api/...', { params })`
 * answers `{ data, error, response }` where `data` is the `{ meta, data }` envelope of the route's 200 answer and
 * `error` the error envelope. `unwrap` turns that into the answer's `data` or a thrown `NiagaApiError`.
 */
export function createNiagaClient(options: NiagaClientOptions): NiagaClient {
  const bearer = options.apiKey ?? options.token;
  return createClient<paths, 'application/json'>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    headers: {
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      ...(options.language ? { 'Accept-Language': options.language } : {}),
      ...options.headers,
    },
  });
}

/** The error envelope's `meta`: `reason` is a stable machine word, `errors` the message of each invalid field. */
export type NiagaErrorMeta = components['schemas']['ErrorEnvelope']['meta'];

/** An error answer of the API, with its status, `meta.reason` and field errors (`items.0.qty` → message). */
export class NiagaApiError extends Error {
  readonly status: number;
  readonly reason: string | undefined;
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, meta: Partial<NiagaErrorMeta> | undefined) {
    super(meta?.message ?? `HTTP ${status}`);
    this.name = 'NiagaApiError';
    this.status = status;
    this.reason = meta?.reason;
    this.fieldErrors = meta?.errors ?? {};
  }
}

type Answer<T> = { data?: T; error?: unknown; response: Response };

/**
 * The `data` of a successful answer, or a thrown `NiagaApiError` carrying the error envelope's reason and field
 * errors: `const orders = await unwrap(client.GET('/api/order/list', { params: { query } }))`.
 */
export async function unwrap<T extends { data: unknown }>(call: Promise<Answer<T>> | Answer<T>): Promise<T['data']> {
  const { data, error, response } = await call;
  if (response.ok && data !== undefined) return data.data;
  const meta = (error as { meta?: Partial<NiagaErrorMeta> } | undefined)?.meta;
  throw new NiagaApiError(response.status, meta);
}
