import type { Access } from '@niaga/shared';
import { IconStairsUp } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** As the API: agents see their plan; HQ and staff see the same plan as a preview. */
export const PLAN_ACCESS = { roles: ['hq', 'staff', 'agent'] } as const satisfies Access;

const { PlanPage, RankDetailsPage, PlanSubscriptionPage } = lazyPages({
  PlanPage: () => import('./plan-page'),
  RankDetailsPage: () => import('./rank-details-page'),
  PlanSubscriptionPage: () => import('./plan-subscription-page'),
});

const access = PLAN_ACCESS;

/** The reward plan (/plan-rewards), one rank in full, and the level upgrade path with the promotion request. */
export const { routes: planProtectedRoutes, menu: planMenu } = featurePages([
  { path: '/plan-rewards', element: <PlanPage />, titleKey: 'plan.menu', access, menu: IconStairsUp },
  { path: '/plan-rewards/rewards-details/:id', element: <RankDetailsPage />, titleKey: 'plan.menuRank', access },
  {
    path: '/plan-rewards/plan-subscription',
    element: <PlanSubscriptionPage />,
    titleKey: 'plan.menuSubscription',
    access,
  },
]);
