import { z } from 'zod';
import { requiredText } from './text.js';

/**
 * API keys for machine clients (issue 26). A key's scopes name an area and a level: `read` answers GET/HEAD,
 * `write` answers every method and implies `read`. The areas map to the API's OpenAPI tags (apps/api
 * modules/api-keys/api-key-areas.ts); a route of no area is never answered to a key.
 */
export const API_KEY_AREAS = [
  'orders',
  'products',
  'stock',
  'agents',
  'customers',
  'commission',
  'vouchers',
  'reports',
] as const;
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];

export const API_KEY_LEVELS = ['read', 'write'] as const;
export type ApiKeyLevel = (typeof API_KEY_LEVELS)[number];

/** `nk_live_` then 40 base62 characters; the first 16 characters (the prefix) name the key in lists. */
export const API_KEY_PREFIX = 'nk_live_';
export const API_KEY_VISIBLE_LENGTH = 16;

const scopeFields = Object.fromEntries(API_KEY_AREAS.map((area) => [area, z.enum(API_KEY_LEVELS).optional()])) as {
  [area in ApiKeyArea]: z.ZodOptional<z.ZodEnum<{ read: 'read'; write: 'write' }>>;
};
/** Each area at most once; at least one. */
export const apiKeyScopes = z
  .object(scopeFields)
  .refine((scopes) => Object.values(scopes).some(Boolean), 'apiKeys.scopesRequired');
export type ApiKeyScopes = Partial<Record<ApiKeyArea, ApiKeyLevel>>;

/** Whether `scopes` allow `level` on `area` (write implies read). */
export function apiKeyAllows(scopes: ApiKeyScopes, area: ApiKeyArea, level: ApiKeyLevel): boolean {
  const held = scopes[area];
  return held === 'write' || (held === 'read' && level === 'read');
}

export const apiKeyInput = z.object({
  name: requiredText(80),
  scopes: apiKeyScopes,
  /** When the key stops working (the web sends the end of the chosen day); null or left out: never. */
  expiresAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable().optional(),
});
export type ApiKeyInput = z.input<typeof apiKeyInput>;

export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const apiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.object(scopeFields),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  rotatedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(API_KEY_STATUSES),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

export const apiKeyList = z.object({ items: z.array(apiKeyView) });

/** Answered once, by create and rotate: the secret is never shown again. */
export const apiKeyWithSecret = z.object({ key: apiKeyView, secret: z.string() });
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecret>;
