import { ANALYTICS_ACCESS } from '@niaga/shared';
import { IconChartBar } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

const { AnalyticsPage } = lazyPages({ AnalyticsPage: () => import('./analytics-page') });

/** /analytics, HQ's charts of counted sales (the API's access: docs/decisions.md "Analytics"). */
export const { routes: analyticsProtectedRoutes, menu: analyticsMenu } = featurePages([
  {
    path: '/analytics',
    element: <AnalyticsPage />,
    titleKey: 'analytics.menu',
    access: ANALYTICS_ACCESS,
    menu: IconChartBar,
  },
]);
