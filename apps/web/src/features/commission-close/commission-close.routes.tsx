import type { Access } from '@niaga/shared';
import { IconCalendarCheck } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';

/** Closing a month makes its commissions payable: the company admin only (as the API). */
export const COMMISSION_CLOSE_ACCESS = { roles: ['hq'] } as const satisfies Access;

const CommissionMonthsPage = lazyPage(
  () => import('./commission-months-page'),
  (m) => m.CommissionMonthsPage,
);

const handle: RouteHandle = { titleKey: 'commissionClose.menu', access: COMMISSION_CLOSE_ACCESS };

export const commissionCloseProtectedRoutes: RouteObject[] = [
  { path: '/commission-payout/months', element: <CommissionMonthsPage />, handle },
];

export const commissionCloseMenu: MenuEntry[] = [
  {
    path: '/commission-payout/months',
    labelKey: 'commissionClose.menu',
    icon: IconCalendarCheck,
    access: COMMISSION_CLOSE_ACCESS,
  },
];
