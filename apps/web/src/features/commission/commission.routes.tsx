import type { Access } from '@niaga/shared';
import { IconCoins, IconReportMoney } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** Commission data is not a staff permission (spec §6): an agent sees its own, HQ (role hq) any agent's. */
export const COMMISSION_ACCESS = {
  agent: { roles: ['agent'] },
  hq: { roles: ['hq'] },
} as const satisfies Record<string, Access>;

const {
  CommissionSummaryPage,
  CommissionDetailsPage,
  HqCommissionDetailsPage,
  IncomeStatementPage,
  HqIncomeStatementPage,
  CheckCalculationPage,
  HqCheckCalculationPage,
  CommissionPayoutPage,
} = lazyPages({
  CommissionSummaryPage: () => import('./commission-summary-page'),
  CommissionDetailsPage: () => import('./commission-details-page'),
  HqCommissionDetailsPage: () => import('./commission-details-page'),
  IncomeStatementPage: () => import('./income-statement-page'),
  HqIncomeStatementPage: () => import('./income-statement-page'),
  CheckCalculationPage: () => import('./check-calculation-page'),
  HqCheckCalculationPage: () => import('./check-calculation-page'),
  CommissionPayoutPage: () => import('./commission-payout-page'),
});

const { agent, hq } = COMMISSION_ACCESS;

export const { routes: commissionProtectedRoutes, menu: commissionMenu } = featurePages([
  {
    path: '/commission',
    element: <CommissionSummaryPage />,
    titleKey: 'commission.menu',
    access: agent,
    menu: IconCoins,
  },
  {
    path: '/commission/details',
    element: <CommissionDetailsPage />,
    titleKey: 'commission.details.title',
    access: agent,
  },
  {
    path: '/income-statement',
    element: <IncomeStatementPage />,
    titleKey: 'commission.statement.title',
    access: agent,
  },
  { path: '/check-calculation', element: <CheckCalculationPage />, titleKey: 'commission.check.title', access: agent },
  {
    path: '/commission-payout',
    element: <CommissionPayoutPage />,
    titleKey: 'commission.hq.menu',
    access: hq,
    menu: IconReportMoney,
  },
  {
    path: '/commission-payout/details',
    element: <HqCommissionDetailsPage />,
    titleKey: 'commission.details.title',
    access: hq,
  },
  {
    path: '/commission-payout/income-statement',
    element: <HqIncomeStatementPage />,
    titleKey: 'commission.statement.title',
    access: hq,
  },
  {
    path: '/commission-payout/check-calculation',
    element: <HqCheckCalculationPage />,
    titleKey: 'commission.check.title',
    access: hq,
  },
]);
