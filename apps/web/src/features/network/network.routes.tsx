import { IconAddressBook, IconArrowsUpDown, IconHierarchy2 } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';
import { NETWORK_ACCESS, PROMOTE_ACCESS } from './network-access';

const { AgentDatabasePage, AgentDetailsPage, FamilyTreePage, PromoteDemotePage } = lazyPages({
  AgentDatabasePage: () => import('./agent-database-page'),
  AgentDetailsPage: () => import('./agent-details-page'),
  FamilyTreePage: () => import('./family-tree-page'),
  PromoteDemotePage: () => import('./promote-demote-page'),
});

const access = NETWORK_ACCESS;

/** Agent network screens (agent database, details, family tree, promote/demote). */
export const { routes: networkProtectedRoutes, menu: networkMenu } = featurePages([
  {
    path: '/agent-database',
    element: <AgentDatabasePage />,
    titleKey: 'network.menu.database',
    access,
    menu: IconAddressBook,
  },
  { path: '/agent-details', element: <AgentDetailsPage />, titleKey: 'network.details.title', access },
  { path: '/agent-info', element: <AgentDetailsPage />, titleKey: 'network.details.title', access },
  {
    path: '/agent-family-tree',
    element: <FamilyTreePage />,
    titleKey: 'network.menu.tree',
    access,
    menu: IconHierarchy2,
  },
  {
    path: '/promote-demote',
    element: <PromoteDemotePage />,
    titleKey: 'network.menu.promote',
    access: PROMOTE_ACCESS,
    menu: IconArrowsUpDown,
  },
]);
