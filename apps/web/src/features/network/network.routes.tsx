import { IconAddressBook, IconArrowsUpDown, IconHierarchy2 } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';
import { NETWORK_ACCESS, PROMOTE_ACCESS } from './network-access';

const AgentDatabasePage = lazyPage(
  () => import('./agent-database-page'),
  (m) => m.AgentDatabasePage,
);
const AgentDetailsPage = lazyPage(
  () => import('./agent-details-page'),
  (m) => m.AgentDetailsPage,
);
const FamilyTreePage = lazyPage(
  () => import('./family-tree-page'),
  (m) => m.FamilyTreePage,
);
const PromoteDemotePage = lazyPage(
  () => import('./promote-demote-page'),
  (m) => m.PromoteDemotePage,
);

const handle = (titleKey: string, access: RouteHandle['access']): RouteHandle => ({ titleKey, access });

/** Agent network screens (agent database, details, family tree, promote/demote). */
export const networkProtectedRoutes: RouteObject[] = [
  { path: '/agent-database', element: <AgentDatabasePage />, handle: handle('network.menu.database', NETWORK_ACCESS) },
  { path: '/agent-details', element: <AgentDetailsPage />, handle: handle('network.details.title', NETWORK_ACCESS) },
  { path: '/agent-info', element: <AgentDetailsPage />, handle: handle('network.details.title', NETWORK_ACCESS) },
  { path: '/agent-family-tree', element: <FamilyTreePage />, handle: handle('network.menu.tree', NETWORK_ACCESS) },
  { path: '/promote-demote', element: <PromoteDemotePage />, handle: handle('network.menu.promote', PROMOTE_ACCESS) },
];

export const networkMenu: MenuEntry[] = [
  {
    path: '/agent-database',
    labelKey: 'network.menu.database',
    icon: IconAddressBook,
    access: NETWORK_ACCESS,
  },
  {
    path: '/agent-family-tree',
    labelKey: 'network.menu.tree',
    icon: IconHierarchy2,
    access: NETWORK_ACCESS,
  },
  {
    path: '/promote-demote',
    labelKey: 'network.menu.promote',
    icon: IconArrowsUpDown,
    access: PROMOTE_ACCESS,
  },
];
