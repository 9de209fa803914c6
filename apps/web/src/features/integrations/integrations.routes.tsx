import type { Access } from '@niaga/shared';
import { IconPlugConnected } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** As the API: only HQ sees and changes its integrations (they hold the company's gateway keys). */
export const INTEGRATION_ACCESS = { roles: ['hq'] } as const satisfies Access;

const { IntegrationsPage } = lazyPages({ IntegrationsPage: () => import('./integrations-page') });

export const { routes: integrationProtectedRoutes, menu: integrationMenu } = featurePages([
  {
    path: '/integration',
    element: <IntegrationsPage />,
    titleKey: 'menu.integrations',
    access: INTEGRATION_ACCESS,
    menu: IconPlugConnected,
  },
]);
