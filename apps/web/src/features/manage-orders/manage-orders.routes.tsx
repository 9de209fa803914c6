import type { Access } from '@niaga/shared';
import { IconClipboardList } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';

/**
 * HQ and staff with `manage_orders` manage every order; an agent sees the orders it sells (the API scopes the
 * list and the actions; a permission narrows staff only).
 */
export const MANAGE_ORDER_ACCESS = {
  manage: { roles: ['hq', 'staff', 'agent'], permission: 'manage_orders' },
} as const satisfies Record<string, Access>;

const ManageOrdersPage = lazyPage(
  () => import('./manage-orders-page'),
  (m) => m.ManageOrdersPage,
);
const ManageOrderDetailsPage = lazyPage(
  () => import('./manage-order-details-page'),
  (m) => m.ManageOrderDetailsPage,
);
const UpdatePickupPage = lazyPage(
  () => import('./update-pickup-page'),
  (m) => m.UpdatePickupPage,
);

const handle = (titleKey: string): RouteHandle => ({ titleKey, access: MANAGE_ORDER_ACCESS.manage });

export const manageOrderProtectedRoutes: RouteObject[] = [
  { path: '/manage-orders', element: <ManageOrdersPage />, handle: handle('manageOrders.menu') },
  {
    path: '/manage-orders/order-details',
    element: <ManageOrderDetailsPage />,
    handle: handle('manageOrders.detailTitle'),
  },
  {
    path: '/manage-orders/update-pickup',
    element: <UpdatePickupPage />,
    handle: handle('manageOrders.pickupTitle'),
  },
];

export const manageOrderMenu: MenuEntry[] = [
  {
    path: '/manage-orders',
    labelKey: 'manageOrders.menu',
    icon: IconClipboardList,
    access: MANAGE_ORDER_ACCESS.manage,
  },
];
