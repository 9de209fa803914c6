import type { Access } from '@niaga/shared';
import { IconAdjustmentsDollar, IconCash, IconCashBanknote } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** Commission data is HQ's (the company admin) and each agent's own: staff permissions do not cover it. */
export const PAYOUT_ACCESS = {
  agent: { roles: ['agent'] },
  hq: { roles: ['hq'] },
} as const satisfies Record<string, Access>;

const { AgentPayoutsPage, HqPayoutsPage, CommissionSettingsPage } = lazyPages({
  AgentPayoutsPage: () => import('./agent-payouts-page'),
  HqPayoutsPage: () => import('./hq-payouts-page'),
  CommissionSettingsPage: () => import('./commission-settings-page'),
});

const { agent, hq } = PAYOUT_ACCESS;

/** The settings entry (/company/…) goes under the company settings heading in menu.config.ts. */
export const { routes: payoutProtectedRoutes, menu: payoutMenu } = featurePages([
  {
    path: '/commission/payouts',
    element: <AgentPayoutsPage />,
    titleKey: 'payouts.menu.agent',
    access: agent,
    menu: IconCash,
  },
  {
    path: '/commission-payout/payouts',
    element: <HqPayoutsPage />,
    titleKey: 'payouts.menu.hq',
    access: hq,
    menu: IconCashBanknote,
  },
  {
    path: '/company/commission-settings',
    element: <CommissionSettingsPage />,
    titleKey: 'payouts.menu.settings',
    access: hq,
    menu: IconAdjustmentsDollar,
  },
]);
