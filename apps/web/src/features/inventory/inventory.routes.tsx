import type { Access } from '@niaga/shared';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** HQ, staff with "manage inventory", and agents (their own stock); the same object as the API's routes. */
export const INVENTORY_ACCESS = {
  roles: ['hq', 'staff', 'agent'],
  permission: 'manage_inventory',
} as const satisfies Access;

const { InventoryPage, StockUpdatePage, HistoryPage } = lazyPages({
  InventoryPage: () => import('./inventory-page'),
  StockUpdatePage: () => import('./stock-update-page'),
  HistoryPage: () => import('./history-page'),
});

const access = INVENTORY_ACCESS;

export const { routes: inventoryProtectedRoutes, menu: inventoryMenu } = featurePages([
  { path: '/inventory', element: <InventoryPage />, titleKey: 'inventory.menu', access, menu: IconBuildingWarehouse },
  { path: '/inventory/update', element: <StockUpdatePage />, titleKey: 'inventory.update.title', access },
  { path: '/inventory/history', element: <HistoryPage />, titleKey: 'inventory.history.title', access },
]);
