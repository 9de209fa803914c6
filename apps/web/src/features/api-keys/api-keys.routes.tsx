import type { Access } from '@niaga/shared';
import { IconKey } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** As the API: only HQ makes and manages the company's API keys (issue 26). */
export const API_KEYS_ACCESS = { roles: ['hq'] } as const satisfies Access;

const { ApiKeysPage } = lazyPages({ ApiKeysPage: () => import('./api-keys-page') });

export const { routes: apiKeysProtectedRoutes, menu: apiKeysMenu } = featurePages([
  {
    path: '/company/api-keys',
    element: <ApiKeysPage />,
    titleKey: 'menu.apiKeys',
    access: API_KEYS_ACCESS,
    menu: IconKey,
  },
]);
