import type { Access } from '@niaga/shared';
import { IconMap2 } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** As the API: HQ, staff and agents read (an agent its level's page, else the one for all); "posting content" writes. */
export const GAME_PLAN_ACCESS = {
  read: { roles: ['hq', 'staff', 'agent'] },
  write: { roles: ['hq', 'staff'], permission: 'posting_content' },
} as const satisfies Record<string, Access>;

const { GamePlanPage } = lazyPages({ GamePlanPage: () => import('./game-plan-page') });

export const { routes: gamePlanProtectedRoutes, menu: gamePlanMenu } = featurePages([
  {
    path: '/gameplan',
    element: <GamePlanPage />,
    titleKey: 'gamePlan.menu',
    access: GAME_PLAN_ACCESS.read,
    menu: IconMap2,
  },
]);
