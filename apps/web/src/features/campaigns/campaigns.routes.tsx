import type { Access } from '@niaga/shared';
import { IconCoins, IconGift, IconReceipt } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** Who may open each screen (the API decides the same: docs/decisions.md "Points and campaigns"). */
export const CAMPAIGN_ACCESS = {
  read: { roles: ['hq', 'staff'] },
  edit: { roles: ['hq', 'staff'], permission: 'create_product' },
  /** The points-expiry setting: staff read it, HQ changes it. */
  settings: { roles: ['hq'] },
} as const satisfies Record<string, Access>;

const { CampaignListPage, CampaignFormPage, RedeemHistoryPage, PointsSettingsPage } = lazyPages({
  CampaignListPage: () => import('./campaign-list-page'),
  CampaignFormPage: () => import('./campaign-form-page'),
  RedeemHistoryPage: () => import('./redeem-history-page'),
  PointsSettingsPage: () => import('./points-settings-page'),
});

const { read, edit } = CAMPAIGN_ACCESS;

/** "Campaigns" and "Redemptions" in the menu; the points setting goes with the other settings (`/company/…`). */
export const { routes: campaignProtectedRoutes, menu: campaignMenu } = featurePages([
  { path: '/campaign', element: <CampaignListPage />, titleKey: 'campaigns.menu.list', access: read, menu: IconGift },
  { path: '/campaign/new', element: <CampaignFormPage />, titleKey: 'campaigns.menu.new', access: edit },
  { path: '/campaign/edit/:id', element: <CampaignFormPage />, titleKey: 'campaigns.menu.edit', access: edit },
  {
    path: '/campaign/redeem-history',
    element: <RedeemHistoryPage />,
    titleKey: 'campaigns.menu.redemptions',
    access: read,
    menu: IconReceipt,
  },
  {
    path: '/company/points-settings',
    element: <PointsSettingsPage />,
    titleKey: 'campaigns.menu.pointsSettings',
    access: read,
    menu: IconCoins,
  },
]);
