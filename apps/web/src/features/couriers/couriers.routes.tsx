import type { Access } from '@niaga/shared';
import { IconBuildingStore, IconReceipt2, IconTruck } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** Who may open each screen; the same objects drive the menu and the route guard (and match the API). */
export const COURIER_ACCESS = {
  read: { roles: ['hq', 'staff'] },
  edit: { roles: ['hq', 'staff'], permission: 'create_courier' },
  hqOnly: { roles: ['hq'] },
} as const satisfies Record<string, Access>;

const { CourierListPage, CourierFormPage, CheckoutSettingsPage, BranchesPage } = lazyPages({
  CourierListPage: () => import('./courier-list-page'),
  CourierFormPage: () => import('./courier-form-page'),
  CheckoutSettingsPage: () => import('./checkout-settings-page'),
  BranchesPage: () => import('./branches-page'),
});

const { read, edit } = COURIER_ACCESS;

/** All three menu entries sit under the company settings heading, in this order. */
export const { routes: courierProtectedRoutes, menu: courierMenu } = featurePages([
  {
    path: '/company/branches',
    element: <BranchesPage />,
    titleKey: 'branches.menu',
    access: read,
    menu: IconBuildingStore,
  },
  {
    path: '/company/checkout-settings',
    element: <CheckoutSettingsPage />,
    titleKey: 'checkoutSettings.menu',
    access: read,
    menu: IconReceipt2,
  },
  { path: '/courier', element: <CourierListPage />, titleKey: 'couriers.menu', access: read, menu: IconTruck },
  { path: '/courier/new', element: <CourierFormPage />, titleKey: 'couriers.new', access: edit },
  { path: '/courier/edit/:id', element: <CourierFormPage />, titleKey: 'couriers.edit', access: edit },
]);
