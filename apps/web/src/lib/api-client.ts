import type { Envelope } from '@niaga/shared';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { openPopup } from './popup-bus';
import { getToken } from './storage';

export type Query = Record<string, string | number | boolean | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** false for calls whose 401 means "wrong credentials", not "session expired" (login). */
  sessionCheck?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key` on writes that move money or stock. */
  headers?: Record<string, string>;
  /** Another realm's token (the operator console's) instead of the company session's; null: none. */
  token?: string | null;
};

type ErrorMeta = { code?: number | string; message?: string; reason?: string; errors?: Record<string, string> };

function buildUrl(path: string, query?: Query): string {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

function onLoginPage(): boolean {
  return window.location.pathname === '/login';
}

async function readEnvelope(response: Response): Promise<Partial<Envelope<unknown>> & { meta?: ErrorMeta }> {
  const text = await response.text();
  if (!text) return {};
  return JSON.parse(text) as Partial<Envelope<unknown>> & { meta?: ErrorMeta };
}

export type Answer<T> = { data: T; message: string };

/** The one fetch wrapper: bearer token, language, envelope, and the error catalogue of spec §8. */
export async function apiSend<T>(path: string, options: RequestOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language || 'en' };
  const token = options.token === undefined ? getToken() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.headers) Object.assign(headers, options.headers);
  // FormData (uploads) sets its own multipart Content-Type with the boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, i18n.t('errors.noResponse'));
  }

  let payload: Awaited<ReturnType<typeof readEnvelope>>;
  try {
    payload = await readEnvelope(response);
  } catch (error) {
    throw new ApiError(-1, error instanceof Error ? error.message : String(error));
  }
  const meta: ErrorMeta = payload.meta ?? {};

  const unauthenticated = response.status === 401 || meta.message === 'Unauthenticated';
  if (unauthenticated && options.sessionCheck !== false && !onLoginPage()) openPopup('session-expired');
  if (response.status === 429) openPopup('rate-limited');

  if (!response.ok) {
    const message = meta.message || i18n.t('errors.generic');
    throw new ApiError(response.status, message, meta.reason, meta.errors ?? {});
  }
  return { data: payload.data as T, message: meta.message ?? '' };
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiSend<T>(path, options)).data;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body: unknown = {}, options: Omit<RequestOptions, 'body' | 'method'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
  /** A write whose success message (meta.message, already translated) the page shows. */
  send: <T>(path: string, body: unknown = {}, options: Omit<RequestOptions, 'body'> = {}) =>
    apiSend<T>(path, { method: 'POST', ...options, body }),
};
