import type { Access } from '@niaga/shared';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';

/** HQ, staff with "manage inventory", and agents (their own stock); the same object as the API's routes. */
export const INVENTORY_ACCESS = {
  roles: ['hq', 'staff', 'agent'],
  permission: 'manage_inventory',
} as const satisfies Access;

const InventoryPage = lazyPage(
  () => import('./inventory-page'),
  (m) => m.InventoryPage,
);
const StockUpdatePage = lazyPage(
  () => import('./stock-update-page'),
  (m) => m.StockUpdatePage,
);
const HistoryPage = lazyPage(
  () => import('./history-page'),
  (m) => m.HistoryPage,
);

const handle = (titleKey: string): RouteHandle => ({ titleKey, access: INVENTORY_ACCESS });

export const inventoryProtectedRoutes: RouteObject[] = [
  { path: '/inventory', element: <InventoryPage />, handle: handle('inventory.menu') },
  { path: '/inventory/update', element: <StockUpdatePage />, handle: handle('inventory.update.title') },
  { path: '/inventory/history', element: <HistoryPage />, handle: handle('inventory.history.title') },
];

export const inventoryMenu: MenuEntry[] = [
  { path: '/inventory', labelKey: 'inventory.menu', icon: IconBuildingWarehouse, access: INVENTORY_ACCESS },
];
