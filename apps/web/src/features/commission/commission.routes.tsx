import type { Access } from '@niaga/shared';
import { IconCoins, IconReportMoney } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';

/** Commission data is not a staff permission (spec §6): an agent sees its own, HQ (role hq) any agent's. */
export const COMMISSION_ACCESS = {
  agent: { roles: ['agent'] },
  hq: { roles: ['hq'] },
} as const satisfies Record<string, Access>;

const CommissionSummaryPage = lazyPage(
  () => import('./commission-summary-page'),
  (m) => m.CommissionSummaryPage,
);
const CommissionDetailsPage = lazyPage(
  () => import('./commission-details-page'),
  (m) => m.CommissionDetailsPage,
);
const HqCommissionDetailsPage = lazyPage(
  () => import('./commission-details-page'),
  (m) => m.HqCommissionDetailsPage,
);
const IncomeStatementPage = lazyPage(
  () => import('./income-statement-page'),
  (m) => m.IncomeStatementPage,
);
const HqIncomeStatementPage = lazyPage(
  () => import('./income-statement-page'),
  (m) => m.HqIncomeStatementPage,
);
const CheckCalculationPage = lazyPage(
  () => import('./check-calculation-page'),
  (m) => m.CheckCalculationPage,
);
const HqCheckCalculationPage = lazyPage(
  () => import('./check-calculation-page'),
  (m) => m.HqCheckCalculationPage,
);
const CommissionPayoutPage = lazyPage(
  () => import('./commission-payout-page'),
  (m) => m.CommissionPayoutPage,
);

const agent = (titleKey: string): RouteHandle => ({ titleKey, access: COMMISSION_ACCESS.agent });
const hq = (titleKey: string): RouteHandle => ({ titleKey, access: COMMISSION_ACCESS.hq });

export const commissionProtectedRoutes: RouteObject[] = [
  { path: '/commission', element: <CommissionSummaryPage />, handle: agent('commission.menu') },
  { path: '/commission/details', element: <CommissionDetailsPage />, handle: agent('commission.details.title') },
  { path: '/income-statement', element: <IncomeStatementPage />, handle: agent('commission.statement.title') },
  { path: '/check-calculation', element: <CheckCalculationPage />, handle: agent('commission.check.title') },
  { path: '/commission-payout', element: <CommissionPayoutPage />, handle: hq('commission.hq.menu') },
  {
    path: '/commission-payout/details',
    element: <HqCommissionDetailsPage />,
    handle: hq('commission.details.title'),
  },
  {
    path: '/commission-payout/income-statement',
    element: <HqIncomeStatementPage />,
    handle: hq('commission.statement.title'),
  },
  {
    path: '/commission-payout/check-calculation',
    element: <HqCheckCalculationPage />,
    handle: hq('commission.check.title'),
  },
];

export const commissionMenu: MenuEntry[] = [
  {
    path: '/commission',
    labelKey: 'commission.menu',
    icon: IconCoins,
    access: COMMISSION_ACCESS.agent,
  },
  {
    path: '/commission-payout',
    labelKey: 'commission.hq.menu',
    icon: IconReportMoney,
    access: COMMISSION_ACCESS.hq,
  },
];
