import type { Access } from '@niaga/shared';
import { IconWebhook } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** As the API: only HQ sees and changes the company's webhooks (their secrets sign what is sent). */
export const WEBHOOK_ACCESS = { roles: ['hq'] } as const satisfies Access;

const { WebhooksPage } = lazyPages({ WebhooksPage: () => import('./webhooks-page') });

export const { routes: webhookProtectedRoutes, menu: webhookMenu } = featurePages([
  {
    path: '/company/webhooks',
    element: <WebhooksPage />,
    titleKey: 'menu.webhooks',
    access: WEBHOOK_ACCESS,
    menu: IconWebhook,
  },
]);
