import { MASTER_REPORT_ACCESS } from '@niaga/shared';
import { IconReportAnalytics } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

const { ReportingPage } = lazyPages({ ReportingPage: () => import('./reporting-page') });

/** /reporting, HQ's master report (the API's access: docs/decisions.md "Master report"). */
export const { routes: reportingProtectedRoutes, menu: reportingMenu } = featurePages([
  {
    path: '/reporting',
    element: <ReportingPage />,
    titleKey: 'reporting.menu',
    access: MASTER_REPORT_ACCESS,
    menu: IconReportAnalytics,
  },
]);
