import type { Access } from '@niaga/shared';
import { IconAdjustmentsDollar, IconCash, IconCashBanknote } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';

/** Commission data is HQ's (the company admin) and each agent's own: staff permissions do not cover it. */
export const PAYOUT_ACCESS = {
  agent: { roles: ['agent'] },
  hq: { roles: ['hq'] },
} as const satisfies Record<string, Access>;

const AgentPayoutsPage = lazyPage(
  () => import('./agent-payouts-page'),
  (m) => m.AgentPayoutsPage,
);
const HqPayoutsPage = lazyPage(
  () => import('./hq-payouts-page'),
  (m) => m.HqPayoutsPage,
);
const CommissionSettingsPage = lazyPage(
  () => import('./commission-settings-page'),
  (m) => m.CommissionSettingsPage,
);

const handle = (titleKey: string, access: Access): RouteHandle => ({ titleKey, access });

export const payoutProtectedRoutes: RouteObject[] = [
  {
    path: '/commission/payouts',
    element: <AgentPayoutsPage />,
    handle: handle('payouts.menu.agent', PAYOUT_ACCESS.agent),
  },
  {
    path: '/commission-payout/payouts',
    element: <HqPayoutsPage />,
    handle: handle('payouts.menu.hq', PAYOUT_ACCESS.hq),
  },
  {
    path: '/company/commission-settings',
    element: <CommissionSettingsPage />,
    handle: handle('payouts.menu.settings', PAYOUT_ACCESS.hq),
  },
];

export const payoutMenu: MenuEntry[] = [
  {
    path: '/commission/payouts',
    labelKey: 'payouts.menu.agent',
    icon: IconCash,
    access: PAYOUT_ACCESS.agent,
  },
  {
    path: '/commission-payout/payouts',
    labelKey: 'payouts.menu.hq',
    icon: IconCashBanknote,
    access: PAYOUT_ACCESS.hq,
  },
];

/** Under the Company group: placed beside the other company entries in menu.config.ts. */
export const commissionSettingsMenu: MenuEntry[] = [
  {
    path: '/company/commission-settings',
    labelKey: 'payouts.menu.settings',
    icon: IconAdjustmentsDollar,
    access: PAYOUT_ACCESS.hq,
  },
];
