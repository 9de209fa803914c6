import { type ApiKeyArea, type ApiKeyLevel, canAccess } from '@niaga/shared';
import type { RouteAccess } from '../../platform/context.js';
import { isOperatorAccess } from '../../platform/context.js';

/**
 * The areas a key's scopes name, by the OpenAPI tags of the routes in them (docs/decisions.md "API keys"). A route
 * whose tags name no area (sign-in, password, settings, the shop, these keys themselves...) is never answered to a key.
 */
export const AREA_OF_TAG: Readonly<Record<string, ApiKeyArea>> = {
  orders: 'orders',
  'order management': 'orders',
  'order documents': 'orders',
  catalog: 'products',
  inventory: 'stock',
  network: 'agents',
  customers: 'customers',
  commission: 'commission',
  'commission payouts': 'commission',
  vouchers: 'vouchers',
  reports: 'reports',
  analytics: 'reports',
  dashboard: 'reports',
};

/** The HQ a key acts as: a route answers keys only when it answers HQ. */
const HQ = { role: 'hq', permissions: [] } as const;

/** The area and level a key needs for a route, or null when no key may call it. */
export function keyNeedFor(
  access: RouteAccess | undefined,
  tags: readonly string[] | undefined,
  method: string,
): { area: ApiKeyArea; level: ApiKeyLevel } | null {
  if (access === 'public' || isOperatorAccess(access)) return null;
  if (!canAccess(HQ, access ?? {})) return null;
  const area = tags?.map((tag) => AREA_OF_TAG[tag]).find(Boolean);
  if (!area) return null;
  return { area, level: method === 'GET' || method === 'HEAD' ? 'read' : 'write' };
}
