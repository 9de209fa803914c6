import type { Access } from '@niaga/shared';
import { IconCalendarCheck } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** Closing a month makes its commissions payable: the company admin only (as the API). */
export const COMMISSION_CLOSE_ACCESS = { roles: ['hq'] } as const satisfies Access;

const { CommissionMonthsPage } = lazyPages({ CommissionMonthsPage: () => import('./commission-months-page') });

export const { routes: commissionCloseProtectedRoutes, menu: commissionCloseMenu } = featurePages([
  {
    path: '/commission-payout/months',
    element: <CommissionMonthsPage />,
    titleKey: 'commissionClose.menu',
    access: COMMISSION_CLOSE_ACCESS,
    menu: IconCalendarCheck,
  },
]);
