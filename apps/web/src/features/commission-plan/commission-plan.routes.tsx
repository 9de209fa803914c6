import type { Access } from '@niaga/shared';
import { IconVersions } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** The commission plan, its versions and simulations: the company admin only (as the API). */
export const COMMISSION_PLAN_ACCESS = { roles: ['hq'] } as const satisfies Access;

const { CommissionPlanPage } = lazyPages({ CommissionPlanPage: () => import('./commission-plan-page') });

export const { routes: commissionPlanProtectedRoutes, menu: commissionPlanMenu } = featurePages([
  {
    path: '/commission-payout/plan',
    element: <CommissionPlanPage />,
    titleKey: 'commissionPlan.menu',
    access: COMMISSION_PLAN_ACCESS,
    menu: IconVersions,
  },
]);
