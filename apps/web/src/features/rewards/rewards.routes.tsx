import type { Access } from '@niaga/shared';
import { IconAward, IconCoins, IconGift, IconHistory, IconReceipt } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** As the API: points and redemptions are an agent's own (HQ's campaign set-up is features/campaigns). */
export const REWARDS_ACCESS = { agent: { roles: ['agent'] } } as const satisfies Record<string, Access>;

const { PointsPage, PointHistoryPage, RedeemedRewardsPage, RewardDetailsPage, CampaignListPage, WinPrizePage } =
  lazyPages({
    PointsPage: () => import('./points-page'),
    PointHistoryPage: () => import('./point-history-page'),
    RedeemedRewardsPage: () => import('./redeemed-rewards-page'),
    RewardDetailsPage: () => import('./reward-details-page'),
    CampaignListPage: () => import('./campaign-list-page'),
    WinPrizePage: () => import('./win-prize-page'),
  });

const access = REWARDS_ACCESS.agent;

/**
 * The spec's two menus show the same two lists: /point-rewards/… and /redeemed-rewards open from the points page,
 * /campaign/… are the menu's entries. `/reward-details?id=<campaign>` keeps the spec's path (no id segment).
 */
export const { routes: rewardsProtectedRoutes, menu: rewardsMenu } = featurePages([
  { path: '/point-rewards', element: <PointsPage />, titleKey: 'rewards.menu.points', access, menu: IconCoins },
  { path: '/campaign-list', element: <CampaignListPage />, titleKey: 'rewards.menu.campaigns', access, menu: IconGift },
  {
    path: '/campaign/point-history',
    element: <PointHistoryPage />,
    titleKey: 'rewards.menu.pointHistory',
    access,
    menu: IconHistory,
  },
  {
    path: '/campaign/redeemed-history',
    element: <RedeemedRewardsPage />,
    titleKey: 'rewards.menu.redeemed',
    access,
    menu: IconReceipt,
  },
  {
    path: '/campaign/win-prize',
    element: <WinPrizePage />,
    titleKey: 'rewards.menu.winPrize',
    access,
    menu: IconAward,
  },
  {
    path: '/point-rewards/point-history',
    element: <PointHistoryPage />,
    titleKey: 'rewards.menu.pointHistory',
    access,
  },
  { path: '/redeemed-rewards', element: <RedeemedRewardsPage />, titleKey: 'rewards.menu.redeemed', access },
  { path: '/reward-details', element: <RewardDetailsPage />, titleKey: 'rewards.menu.details', access },
]);
