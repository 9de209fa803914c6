import { menuBadges } from '@niaga/shared';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { menuBadgesFor } from './menu-badges.js';

const SIGNED_IN: RouteAccess = {};

export function registerMenuRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['menu'] });
  r.get(
    '/api/menu/badges',
    {
      access: SIGNED_IN,
      summary: 'What waits for the caller (orders to approve and to ship, payouts requested), for the menu',
      response: menuBadges,
    },
    (request) => menuBadgesFor(deps.db, contextOf(request)),
  );
}
