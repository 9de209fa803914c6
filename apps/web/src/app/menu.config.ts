import type { Access, UserDetail } from '@niaga/shared';
import { IconLayoutDashboard, IconUserCircle, IconUsersGroup } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { bulkTrackingMenu } from '../features/bulk-tracking/bulk-tracking.routes';
import { catalogMenu } from '../features/catalog/catalog.routes';
import { commissionMenu } from '../features/commission/commission.routes';
import { commissionCloseMenu } from '../features/commission-close/commission-close.routes';
import { companyProfileMenu } from '../features/company/company-profile.routes';
import { branchMenu, courierMenu } from '../features/couriers/couriers.routes';
import { cp58Menu } from '../features/cp58/cp58.routes';
import { inventoryMenu } from '../features/inventory/inventory.routes';
import { manageOrderMenu } from '../features/manage-orders/manage-orders.routes';
import { networkMenu } from '../features/network/network.routes';
import { orderMenu } from '../features/orders/orders.routes';
import { paymentMenu } from '../features/payments/payments.routes';
import { commissionSettingsMenu, payoutMenu } from '../features/payouts/payouts.routes';
import { recruitmentMenu } from '../features/recruitment/recruitment.routes';
import { shopMenu } from '../features/shop/shop.routes';
import { voucherMenu } from '../features/vouchers/vouchers.routes';
import { ACCESS } from './access';

export type MenuEntry = {
  path: string;
  labelKey: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  /** Entries with the same group are shown under one collapsible heading. */
  groupKey?: string;
  access?: Access;
  /** A further condition on the user (e.g. a company feature switched on). */
  shown?: (user: UserDetail) => boolean;
};

/** The one list the navigation is built from; only screens that exist. */
export const MENU: readonly MenuEntry[] = [
  { path: '/', labelKey: 'menu.dashboard', icon: IconLayoutDashboard },
  { path: '/profile', labelKey: 'menu.profile', icon: IconUserCircle },
  ...shopMenu,
  ...catalogMenu,
  ...inventoryMenu,
  ...networkMenu,
  ...recruitmentMenu,
  ...companyProfileMenu,
  ...branchMenu,
  {
    path: '/company/users',
    labelKey: 'menu.companyUsers',
    icon: IconUsersGroup,
    groupKey: 'menu.company',
    access: ACCESS.companyUsers,
  },
  ...courierMenu,
  ...commissionSettingsMenu,
  ...voucherMenu,
  ...paymentMenu,
  ...orderMenu,
  ...manageOrderMenu,
  ...bulkTrackingMenu,
  // One "Commission" group: the agent's commission and payouts; HQ's commission payout, requests, months, CP58.
  ...commissionMenu,
  ...payoutMenu,
  ...commissionCloseMenu,
  ...cp58Menu,
];
