import type { Access } from '@niaga/shared';
import { IconTruckDelivery } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';

/** HQ and staff with "manage orders" (the API also lets an agent track the orders it sells). */
export const BULK_TRACKING_ACCESS = { roles: ['hq', 'staff'], permission: 'manage_orders' } as const satisfies Access;

const BulkTrackingPage = lazyPage(
  () => import('./bulk-tracking-page'),
  (m) => m.BulkTrackingPage,
);

const handle: RouteHandle = { titleKey: 'bulkTracking.menu', access: BULK_TRACKING_ACCESS };

export const bulkTrackingProtectedRoutes: RouteObject[] = [
  { path: '/bulk-tracking', element: <BulkTrackingPage />, handle },
];

/** Right below "Orders" (order management), in the same menu list. */
export const bulkTrackingMenu: MenuEntry[] = [
  {
    path: '/bulk-tracking',
    labelKey: 'bulkTracking.menu',
    icon: IconTruckDelivery,
    access: BULK_TRACKING_ACCESS,
  },
];
