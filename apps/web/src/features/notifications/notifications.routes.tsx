import type { Access } from '@niaga/shared';
import { IconMailCog } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** As the API: HQ and staff read the notification settings and failed mails; only HQ changes them. */
export const NOTIFICATIONS_ACCESS = {
  read: { roles: ['hq', 'staff'] },
  edit: { roles: ['hq'] },
} as const satisfies Record<string, Access>;

const { NotificationsPage } = lazyPages({ NotificationsPage: () => import('./notifications-page') });

export const { routes: notificationsProtectedRoutes, menu: notificationsMenu } = featurePages([
  {
    path: '/company/notifications',
    element: <NotificationsPage />,
    titleKey: 'menu.notifications',
    access: NOTIFICATIONS_ACCESS.read,
    menu: IconMailCog,
  },
]);
