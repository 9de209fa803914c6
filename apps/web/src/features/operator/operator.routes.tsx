import type { RouteObject } from 'react-router';
import { lazyPages } from '../../app/lazy-page';

/**
 * The operator console (issue 23): its own sign-in, shell, menu and guard, under `/operator/…`. The server sends
 * every other page of the operator's host here; the API answers these pages' calls only on that host.
 */
const {
  OperatorLoginPage,
  OperatorPublicLayout,
  OperatorLayout,
  OperatorOverviewPage,
  OperatorCompaniesPage,
  OperatorCompanyPage,
  OperatorPlansPage,
  OperatorInvoicesPage,
  OperatorGatewayPage,
  OperatorJobsPage,
} = lazyPages({
  OperatorLoginPage: () => import('./operator-login-page'),
  OperatorPublicLayout: () => import('./operator-shell'),
  OperatorLayout: () => import('./operator-shell'),
  OperatorOverviewPage: () => import('./overview-page'),
  OperatorCompaniesPage: () => import('./companies-page'),
  OperatorCompanyPage: () => import('./company-detail-page'),
  OperatorPlansPage: () => import('./plans-page'),
  OperatorInvoicesPage: () => import('./invoices-page'),
  OperatorGatewayPage: () => import('./gateway-page'),
  OperatorJobsPage: () => import('./jobs-page'),
});

const title = (titleKey: string) => ({ titleKey });

export const operatorRoutes: RouteObject[] = [
  {
    element: <OperatorPublicLayout />,
    children: [{ path: '/operator/login', element: <OperatorLoginPage />, handle: title('operator.login.title') }],
  },
  {
    element: <OperatorLayout />,
    children: [
      { path: '/operator', element: <OperatorOverviewPage />, handle: title('operator.overview.title') },
      { path: '/operator/companies', element: <OperatorCompaniesPage />, handle: title('operator.companies.title') },
      { path: '/operator/companies/:id', element: <OperatorCompanyPage />, handle: title('operator.company.title') },
      { path: '/operator/plans', element: <OperatorPlansPage />, handle: title('operator.plans.title') },
      { path: '/operator/invoices', element: <OperatorInvoicesPage />, handle: title('operator.invoices.title') },
      { path: '/operator/gateway', element: <OperatorGatewayPage />, handle: title('operator.gateway.title') },
      { path: '/operator/jobs', element: <OperatorJobsPage />, handle: title('operator.jobs.title') },
    ],
  },
];
