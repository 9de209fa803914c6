import type { Access } from '@niaga/shared';
import { IconClipboardList, IconSchool } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';
import { queryClient } from '../../lib/query-client';
import { manageFiltersOf, manageOrdersQuery } from './manage-orders.api';

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

const pages = lazyPages({
  ManageOrdersPage: () => import('./manage-orders-page'),
  ManageOrderDetailsPage: () => import('./manage-order-details-page'),
  NewOrderPage: () => import('./new-order-page'),
  UpdatePickupPage: () => import('./update-pickup-page'),
  EkoopOrdersPage: () => import('./ekoop-orders-page'),
  EkoopOrderDetailsPage: () => import('./ekoop-orders-page'),
});

const { manage, create, ekoop } = MANAGE_ORDER_ACCESS;

export const { routes: manageOrderProtectedRoutes, menu: manageOrderMenu } = featurePages([
  {
    path: '/manage-orders',
    element: <pages.ManageOrdersPage />,
    titleKey: 'manageOrders.menu',
    access: manage,
    prefetch: (search) => queryClient.prefetchQuery(manageOrdersQuery(manageFiltersOf(search))),
    menu: IconClipboardList,
  },
  {
    path: '/manage-orders/order-details',
    element: <pages.ManageOrderDetailsPage />,
    titleKey: 'manageOrders.detailTitle',
    access: manage,
  },
  { path: '/manage-orders/new', element: <pages.NewOrderPage />, titleKey: 'manageOrders.newTitle', access: create },
  {
    path: '/manage-orders/update-pickup',
    element: <pages.UpdatePickupPage />,
    titleKey: 'manageOrders.pickupTitle',
    access: manage,
  },
  {
    path: '/manage-orders-ekoop',
    element: <pages.EkoopOrdersPage />,
    titleKey: 'manageOrders.ekoop.menu',
    access: ekoop,
    menu: IconSchool,
    // Only where the company has e-koop switched on (company features, as the current user carries them).
    shown: (user) => user.control.e_koop_status,
  },
  {
    path: '/manage-orders-ekoop/order-details',
    element: <pages.EkoopOrderDetailsPage />,
    titleKey: 'manageOrders.detailTitle',
    access: ekoop,
  },
]);
