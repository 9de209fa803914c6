import { menuBadges } from '@niaga/shared';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okSchema } from '../../platform/envelope.js';
import { menuBadgesFor } from './menu-badges.js';

const SIGNED_IN: RouteAccess = {};

export function registerMenuRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/menu/badges',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['menu'],
        summary: 'What waits for the caller (orders to approve and to ship, payouts requested), for the menu',
        response: okSchema(menuBadges),
      },
    },
    async (request) => ok(await menuBadgesFor(deps.db, contextOf(request)), request.language),
  );
}
