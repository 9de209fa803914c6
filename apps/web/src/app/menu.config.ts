import type { Access, MenuBadgeKind, UserDetail } from '@niaga/shared';
import { canAccess } from '@niaga/shared';
import {
  IconBuildingStore,
  IconCoins,
  IconGift,
  IconHelp,
  IconLayoutDashboard,
  IconPackage,
  IconReportAnalytics,
  IconSettings,
  IconSpeakerphone,
  IconTrophy,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { analyticsMenu } from '../features/analytics/analytics.routes';
import { apiKeysMenu } from '../features/api-keys/api-keys.routes';
import { bulkTrackingMenu } from '../features/bulk-tracking/bulk-tracking.routes';
import { campaignMenu } from '../features/campaigns/campaigns.routes';
import { catalogMenu } from '../features/catalog/catalog.routes';
import { commissionMenu } from '../features/commission/commission.routes';
import { commissionCloseMenu } from '../features/commission-close/commission-close.routes';
import { commissionPlanMenu } from '../features/commission-plan/commission-plan.routes';
import { companyProfileMenu } from '../features/company/company-profile.routes';
import { companyFeaturesMenu } from '../features/company-features/company-features.routes';
import { companyThemeMenu } from '../features/company-theme/company-theme.routes';
import { courierMenu } from '../features/couriers/couriers.routes';
import { cp58Menu } from '../features/cp58/cp58.routes';
import { eInvoicingMenu } from '../features/e-invoicing/e-invoicing.routes';
import { faqMenu } from '../features/faq/faq.routes';
import { gamePlanMenu } from '../features/game-plan/game-plan.routes';
import { helplineMenu } from '../features/helpline/helpline.routes';
import { integrationMenu } from '../features/integrations/integrations.routes';
import { inventoryMenu } from '../features/inventory/inventory.routes';
import { manageOrderMenu } from '../features/manage-orders/manage-orders.routes';
import { marketingFilesMenu } from '../features/marketing-files/marketing-files.routes';
import { networkMenu } from '../features/network/network.routes';
import { newsFeedMenu } from '../features/news-feed/news-feed.routes';
import { notificationsMenu } from '../features/notifications/notifications.routes';
import { orderMenu } from '../features/orders/orders.routes';
import { paymentMenu } from '../features/payments/payments.routes';
import { payoutMenu } from '../features/payouts/payouts.routes';
import { planMenu } from '../features/plan-rewards/plan-rewards.routes';
import { recruitmentMenu } from '../features/recruitment/recruitment.routes';
import { reportingMenu } from '../features/reporting/reporting.routes';
import { rewardsMenu } from '../features/rewards/rewards.routes';
import { scoreRankingMenu } from '../features/score-ranking/score-ranking.routes';
import { settlementMenu } from '../features/settlement-report/settlement.routes';
import { shopMenu } from '../features/shop/shop.routes';
import { storeMenu } from '../features/stores/stores.routes';
import { subscriptionMenu } from '../features/subscription/subscription.routes';
import { voucherMenu } from '../features/vouchers/vouchers.routes';
import { webhookMenu } from '../features/webhooks/webhooks.routes';
import { ACCESS } from './access';

export type MenuIcon = ComponentType<{ size?: number | string; stroke?: number }>;

export type MenuEntry = {
  path: string;
  labelKey: string;
  icon: MenuIcon;
  /** Set by `inGroup` below: entries of one group are shown under one collapsible heading. */
  groupKey?: string;
  access?: Access;
  /** A further condition on the user (e.g. a company feature switched on). */
  shown?: (user: UserDetail) => boolean;
  /** Counts of what waits on this screen (GET /api/menu/badges), shown beside the entry. */
  badges?: readonly MenuBadgeKind[];
};

export type MenuGroup = { key: string; icon: MenuIcon; closedByDefault?: boolean };

/** The menu's headings, each with its own icon (not its first entry's). */
export const MENU_GROUPS = {
  products: { key: 'catalog.menu.group', icon: IconPackage },
  agents: { key: 'network.menu.group', icon: IconUsers },
  commission: { key: 'menu.commission', icon: IconCoins },
  ranking: { key: 'scoreRanking.menu.group', icon: IconTrophy },
  stores: { key: 'stores.menu.group', icon: IconBuildingStore },
  reports: { key: 'reporting.menuGroup', icon: IconReportAnalytics },
  rewards: { key: 'rewards.menu.group', icon: IconGift },
  marketing: { key: 'menu.group.marketing', icon: IconSpeakerphone },
  help: { key: 'menu.group.help', icon: IconHelp },
  settings: { key: 'menu.group.settings', icon: IconSettings, closedByDefault: true },
} as const satisfies Record<string, MenuGroup>;

const GROUP_BY_KEY = new Map<string, MenuGroup>(Object.values(MENU_GROUPS).map((group) => [group.key, group]));
export const menuGroup = (key: string | undefined) => (key ? GROUP_BY_KEY.get(key) : undefined);

const inGroup = (group: MenuGroup, entries: readonly MenuEntry[]): MenuEntry[] =>
  entries.map((entry) => ({ ...entry, groupKey: group.key }));
const withBadges = (entries: readonly MenuEntry[], path: string, badges: readonly MenuBadgeKind[]) =>
  entries.map((entry) => (entry.path === path ? { ...entry, badges } : entry));
const isSetting = (entry: MenuEntry) => entry.path.startsWith('/company/');
const notSetting = (entry: MenuEntry) => !isSetting(entry);

/**
 * The one list the navigation (menu, command palette, dashboard shortcuts) is built from; only screens that exist.
 * The shape is decided here, in the order of what is used daily (issue 16 finding 1): an agent's own shop and
 * orders, the orders to handle, products, stock, agents, commission; the settings last, closed by default.
 */
export const MENU: readonly MenuEntry[] = [
  { path: '/', labelKey: 'menu.dashboard', icon: IconLayoutDashboard },
  ...shopMenu,
  ...orderMenu,
  ...paymentMenu,
  ...withBadges(manageOrderMenu, '/manage-orders', ['ordersToApprove', 'ordersToShip']),
  ...bulkTrackingMenu,
  ...eInvoicingMenu,
  ...inGroup(MENU_GROUPS.products, [...catalogMenu, ...voucherMenu]),
  ...inventoryMenu,
  // Issue 22: the agent's stores (each shown when the company switched its kind on) and HQ's store area.
  ...inGroup(MENU_GROUPS.stores, storeMenu),
  ...inGroup(MENU_GROUPS.agents, [
    ...withBadges(networkMenu, '/promote-demote', ['promotionRequests']),
    ...recruitmentMenu.filter(notSetting),
  ]),
  ...inGroup(MENU_GROUPS.commission, [
    ...commissionMenu,
    ...withBadges(payoutMenu.filter(notSetting), '/commission-payout/payouts', ['payoutsRequested']),
    ...commissionCloseMenu,
    ...commissionPlanMenu,
    ...cp58Menu,
  ]),
  ...inGroup(MENU_GROUPS.ranking, scoreRankingMenu),
  // Spec §2 "Reports": analytics, the master report and the settlement report.
  ...inGroup(MENU_GROUPS.reports, [...analyticsMenu, ...reportingMenu, ...settlementMenu]),
  ...inGroup(MENU_GROUPS.rewards, [...planMenu, ...gamePlanMenu, ...rewardsMenu, ...campaignMenu.filter(notSetting)]),
  // Spec §2 "Marketing": the news feed and the marketing files.
  ...inGroup(MENU_GROUPS.marketing, [...newsFeedMenu, ...marketingFilesMenu]),
  // Spec §2 "Help": the FAQ and the helpline.
  ...inGroup(MENU_GROUPS.help, [...faqMenu, ...helplineMenu]),
  ...inGroup(MENU_GROUPS.settings, [
    ...companyProfileMenu,
    ...companyFeaturesMenu,
    ...companyThemeMenu,
    ...courierMenu,
    ...integrationMenu,
    ...webhookMenu,
    ...apiKeysMenu,
    ...notificationsMenu,
    { path: '/company/users', labelKey: 'menu.companyUsers', icon: IconUsersGroup, access: ACCESS.companyUsers },
    ...recruitmentMenu.filter(isSetting),
    ...payoutMenu.filter(isSetting),
    ...campaignMenu.filter(isSetting),
  ]),
  // HQ's bill (issue 23): outside the closed settings group, since a locked HQ sees nothing else.
  ...subscriptionMenu,
  { path: '/profile', labelKey: 'menu.profile', icon: IconUserCircle },
];

/** The entries `user` may open (a locked company's HQ: only the way to pay). */
export function visibleMenu(user: UserDetail): MenuEntry[] {
  if (user.subscription.pay_to_unlock) return MENU.filter((entry) => entry.path.startsWith('/subscription'));
  return MENU.filter(
    (entry) => (!entry.access || canAccess(user, entry.access)) && (!entry.shown || entry.shown(user)),
  );
}
