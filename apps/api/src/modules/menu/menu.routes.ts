import { menuBadges } from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { menuBadgesFor } from './menu-badges.js';

export function registerMenuRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['menu'] });
  r.get(
    '/api/menu/badges',
    {
      access: access.signedIn,
      summary: 'What waits for the caller (orders to approve and to ship, payouts requested), for the menu',
      response: menuBadges,
    },
    (request) => menuBadgesFor(deps.db, contextOf(request)),
  );
}
