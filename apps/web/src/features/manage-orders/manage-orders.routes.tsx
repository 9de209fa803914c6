import type { Access, UserDetail } from '@niaga/shared';
import { IconClipboardList, IconSchool } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';
import { queryClient } from '../../lib/query-client';
import { readUrlState } from '../../lib/use-url-state';
import { MANAGE_FILTER_KEYS, manageFiltersFrom, manageOrdersQuery } from './manage-orders.api';

/**
 * HQ and staff with `manage_orders` manage every order; an agent sees the orders it sells (the API scopes the
 * list and the actions; a permission narrows staff only).
 */
export const MANAGE_ORDER_ACCESS = {
  manage: { roles: ['hq', 'staff', 'agent'], permission: 'manage_orders' },
  /** HQ (and its staff with `manage_orders`) place an order for an agent: /manage-orders/new. */
  create: { roles: ['hq', 'staff'], permission: 'manage_orders' },
  /** The e-koop screens are HQ's (and its staff with `manage_orders`). */
  ekoop: { roles: ['hq', 'staff'], permission: 'manage_orders' },
} as const satisfies Record<string, Access>;

const ManageOrdersPage = lazyPage(
  () => import('./manage-orders-page'),
  (m) => m.ManageOrdersPage,
);
const ManageOrderDetailsPage = lazyPage(
  () => import('./manage-order-details-page'),
  (m) => m.ManageOrderDetailsPage,
);
const NewOrderPage = lazyPage(
  () => import('./new-order-page'),
  (m) => m.NewOrderPage,
);
const UpdatePickupPage = lazyPage(
  () => import('./update-pickup-page'),
  (m) => m.UpdatePickupPage,
);

const EkoopOrdersPage = lazyPage(
  () => import('./ekoop-orders-page'),
  (m) => m.EkoopOrdersPage,
);
const EkoopOrderDetailsPage = lazyPage(
  () => import('./ekoop-orders-page'),
  (m) => m.EkoopOrderDetailsPage,
);

const handle = (titleKey: string): RouteHandle => ({ titleKey, access: MANAGE_ORDER_ACCESS.manage });

export const manageOrderProtectedRoutes: RouteObject[] = [
  {
    path: '/manage-orders',
    element: <ManageOrdersPage />,
    handle: {
      ...handle('manageOrders.menu'),
      prefetch: (search) =>
        queryClient.prefetchQuery(manageOrdersQuery(manageFiltersFrom(readUrlState(search, MANAGE_FILTER_KEYS)))),
    } satisfies RouteHandle,
  },
  {
    path: '/manage-orders/order-details',
    element: <ManageOrderDetailsPage />,
    handle: handle('manageOrders.detailTitle'),
  },
  {
    path: '/manage-orders/new',
    element: <NewOrderPage />,
    handle: { titleKey: 'manageOrders.newTitle', access: MANAGE_ORDER_ACCESS.create },
  },
  {
    path: '/manage-orders/update-pickup',
    element: <UpdatePickupPage />,
    handle: handle('manageOrders.pickupTitle'),
  },
  {
    path: '/manage-orders-ekoop',
    element: <EkoopOrdersPage />,
    handle: { titleKey: 'manageOrders.ekoop.menu', access: MANAGE_ORDER_ACCESS.ekoop },
  },
  {
    path: '/manage-orders-ekoop/order-details',
    element: <EkoopOrderDetailsPage />,
    handle: { titleKey: 'manageOrders.detailTitle', access: MANAGE_ORDER_ACCESS.ekoop },
  },
];

export const manageOrderMenu: MenuEntry[] = [
  {
    path: '/manage-orders',
    labelKey: 'manageOrders.menu',
    icon: IconClipboardList,
    access: MANAGE_ORDER_ACCESS.manage,
  },
  {
    path: '/manage-orders-ekoop',
    labelKey: 'manageOrders.ekoop.menu',
    icon: IconSchool,
    access: MANAGE_ORDER_ACCESS.ekoop,
    // Only where the company has e-koop switched on (company features, as the current user carries them).
    shown: (user: UserDetail) => user.control.e_koop_status,
  },
];
