import type { Access } from '@niaga/shared';
import { IconBuildingStore, IconReceipt2, IconTruck } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';

/** Who may open each screen; the same objects drive the menu and the route guard (and match the API). */
export const COURIER_ACCESS = {
  read: { roles: ['hq', 'staff'] },
  edit: { roles: ['hq', 'staff'], permission: 'create_courier' },
  hqOnly: { roles: ['hq'] },
} as const satisfies Record<string, Access>;

const CourierListPage = lazyPage(
  () => import('./courier-list-page'),
  (m) => m.CourierListPage,
);
const CourierFormPage = lazyPage(
  () => import('./courier-form-page'),
  (m) => m.CourierFormPage,
);
const CheckoutSettingsPage = lazyPage(
  () => import('./checkout-settings-page'),
  (m) => m.CheckoutSettingsPage,
);
const BranchesPage = lazyPage(
  () => import('./branches-page'),
  (m) => m.BranchesPage,
);

const handle = (titleKey: string, access?: Access): RouteHandle => ({ titleKey, access });

export const courierProtectedRoutes: RouteObject[] = [
  { path: '/courier', element: <CourierListPage />, handle: handle('couriers.menu', COURIER_ACCESS.read) },
  { path: '/courier/new', element: <CourierFormPage />, handle: handle('couriers.new', COURIER_ACCESS.edit) },
  { path: '/courier/edit/:id', element: <CourierFormPage />, handle: handle('couriers.edit', COURIER_ACCESS.edit) },
  { path: '/company/branches', element: <BranchesPage />, handle: handle('branches.menu', COURIER_ACCESS.read) },
  {
    path: '/company/checkout-settings',
    element: <CheckoutSettingsPage />,
    handle: handle('checkoutSettings.menu', COURIER_ACCESS.read),
  },
];

export const courierMenu: MenuEntry[] = [
  { path: '/courier', labelKey: 'couriers.menu', icon: IconTruck, access: COURIER_ACCESS.read },
];

/** Under the "Company" heading: placed next to the other company entries. */
export const branchMenu: MenuEntry[] = [
  {
    path: '/company/branches',
    labelKey: 'branches.menu',
    icon: IconBuildingStore,
    access: COURIER_ACCESS.read,
  },
  {
    path: '/company/checkout-settings',
    labelKey: 'checkoutSettings.menu',
    icon: IconReceipt2,
    access: COURIER_ACCESS.read,
  },
];
