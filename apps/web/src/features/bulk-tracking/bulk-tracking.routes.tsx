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

/** Under "Orders" (the order management screens share the group). */
export const bulkTrackingMenu: MenuEntry[] = [
  {
    path: '/bulk-tracking',
    labelKey: 'bulkTracking.menu',
    icon: IconTruckDelivery,
    groupKey: 'orders.menu.group',
    access: BULK_TRACKING_ACCESS,
  },
];
