import type { Access } from '@niaga/shared';
import { IconTruckDelivery } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** HQ and staff with "manage orders" (the API also lets an agent track the orders it sells). */
export const BULK_TRACKING_ACCESS = { roles: ['hq', 'staff'], permission: 'manage_orders' } as const satisfies Access;

const { BulkTrackingPage } = lazyPages({ BulkTrackingPage: () => import('./bulk-tracking-page') });

/** The menu entry stands right below "Orders" (order management), in the same menu list. */
export const { routes: bulkTrackingProtectedRoutes, menu: bulkTrackingMenu } = featurePages([
  {
    path: '/bulk-tracking',
    element: <BulkTrackingPage />,
    titleKey: 'bulkTracking.menu',
    access: BULK_TRACKING_ACCESS,
    menu: IconTruckDelivery,
  },
]);
