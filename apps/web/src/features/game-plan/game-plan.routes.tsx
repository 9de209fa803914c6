import { IconMap2 } from '@tabler/icons-react';
import { ACCESS } from '../../app/access';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

const { GamePlanPage } = lazyPages({ GamePlanPage: () => import('./game-plan-page') });

export const { routes: gamePlanProtectedRoutes, menu: gamePlanMenu } = featurePages([
  {
    path: '/gameplan',
    element: <GamePlanPage />,
    titleKey: 'gamePlan.menu',
    access: ACCESS.contentRead,
    menu: IconMap2,
  },
]);
