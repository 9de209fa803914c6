import type { Access } from '@niaga/shared';
import { IconHeadset } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** As the API: HQ, staff and agents read the helpline; HQ edits it on the same page. */
export const HELPLINE_ACCESS = {
  read: { roles: ['hq', 'staff', 'agent'] },
  edit: { roles: ['hq'] },
} as const satisfies Record<string, Access>;

const { HelplinePage } = lazyPages({ HelplinePage: () => import('./helpline-page') });

export const { routes: helplineProtectedRoutes, menu: helplineMenu } = featurePages([
  {
    path: '/helpline',
    element: <HelplinePage />,
    titleKey: 'menu.helpline',
    access: HELPLINE_ACCESS.read,
    menu: IconHeadset,
  },
]);
