import { createBrowserRouter, type RouteObject } from 'react-router';
import { analyticsProtectedRoutes } from '../features/analytics/analytics.routes';
import { apiKeysProtectedRoutes } from '../features/api-keys/api-keys.routes';
import { LoginPage } from '../features/auth/login-page';
import { bulkTrackingProtectedRoutes } from '../features/bulk-tracking/bulk-tracking.routes';
import { campaignProtectedRoutes } from '../features/campaigns/campaigns.routes';
import { catalogProtectedRoutes } from '../features/catalog/catalog.routes';
import { commissionProtectedRoutes } from '../features/commission/commission.routes';
import { commissionCloseProtectedRoutes } from '../features/commission-close/commission-close.routes';
import { commissionPlanProtectedRoutes } from '../features/commission-plan/commission-plan.routes';
import { companyProfileProtectedRoutes } from '../features/company/company-profile.routes';
import { companyFeaturesProtectedRoutes } from '../features/company-features/company-features.routes';
import { companyThemeProtectedRoutes } from '../features/company-theme/company-theme.routes';
import { courierProtectedRoutes } from '../features/couriers/couriers.routes';
import { cp58ProtectedRoutes } from '../features/cp58/cp58.routes';
import { customerAccountPages, customerOnlyRoute } from '../features/customer-account/customer-account.routes';
import { documentProtectedRoutes } from '../features/documents/documents.routes';
import { eInvoicingProtectedRoutes } from '../features/e-invoicing/e-invoicing.routes';
import { ejenpayInvoiceProtectedRoutes } from '../features/ejenpay-invoice/ejenpay-invoice.routes';
import { faqProtectedRoutes } from '../features/faq/faq.routes';
import { gamePlanProtectedRoutes } from '../features/game-plan/game-plan.routes';
import { helplineProtectedRoutes } from '../features/helpline/helpline.routes';
import { integrationProtectedRoutes } from '../features/integrations/integrations.routes';
import { inventoryProtectedRoutes } from '../features/inventory/inventory.routes';
import { manageOrderProtectedRoutes } from '../features/manage-orders/manage-orders.routes';
import { marketingFilesProtectedRoutes } from '../features/marketing-files/marketing-files.routes';
import { networkProtectedRoutes } from '../features/network/network.routes';
import { newsFeedProtectedRoutes } from '../features/news-feed/news-feed.routes';
import { notificationsProtectedRoutes } from '../features/notifications/notifications.routes';
import { operatorRoutes } from '../features/operator';
import { orderProtectedRoutes } from '../features/orders/orders.routes';
import { paymentGatewayRoutes, paymentProtectedRoutes } from '../features/payments/payments.routes';
import { payoutProtectedRoutes } from '../features/payouts/payouts.routes';
import { planProtectedRoutes } from '../features/plan-rewards/plan-rewards.routes';
import { recruitmentProtectedRoutes, recruitmentPublicRoutes } from '../features/recruitment/recruitment.routes';
import { reportingProtectedRoutes } from '../features/reporting/reporting.routes';
import { rewardsProtectedRoutes } from '../features/rewards/rewards.routes';
import { scoreRankingProtectedRoutes } from '../features/score-ranking/score-ranking.routes';
import { settlementProtectedRoutes } from '../features/settlement-report/settlement.routes';
import { shopProtectedRoutes } from '../features/shop/shop.routes';
import { storeCheckoutPages } from '../features/store-checkout/store-checkout.routes';
import { storefrontPages, storefrontRoute } from '../features/storefront/storefront.routes';
import { storeProtectedRoutes } from '../features/stores/stores.routes';
import { subscriptionProtectedRoutes } from '../features/subscription/subscription.routes';
import {
  NoAccessPage,
  OfflinePage,
  RouteErrorPage,
  ServerErrorPage,
  SubscriptionExpiredPage,
} from '../features/system/system-pages';
import { voucherProtectedRoutes } from '../features/vouchers/vouchers.routes';
import { webhookProtectedRoutes } from '../features/webhooks/webhooks.routes';
import { ACCESS, type RouteHandle } from './access';
import { lazyPages } from './lazy-page';
import { AppShellLayout, NotFoundRoute } from './not-found-route';
import { PublicLayout } from './public-layout';
import { EntryRedirect, GuestOnly, RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

// One chunk per feature page (spec §9: chunk load time-out 120 s, see lazy-page.ts), except the login page:
// most first visits start there, so it is in the entry chunk and paints without a second round of downloads.
// The signed-in shell (menus, popovers) is its own chunk too, keeping the login page small.
const {
  LogoutPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  VerifyPage,
  VerifiedPage,
  SetupProfilePage,
  DashboardPage,
  ProfilePage,
  UsersPage,
} = lazyPages({
  LogoutPage: () => import('../features/auth/logout-page'),
  ForgotPasswordPage: () => import('../features/auth/forgot-password-page'),
  ResetPasswordPage: () => import('../features/auth/reset-password-page'),
  VerifyPage: () => import('../features/auth/verify-page'),
  VerifiedPage: () => import('../features/auth/verified-page'),
  SetupProfilePage: () => import('../features/auth/setup-profile-page'),
  DashboardPage: () => import('../features/dashboard/dashboard-page'),
  ProfilePage: () => import('../features/profile/profile-page'),
  UsersPage: () => import('../features/company/users-page'),
});

const title = (titleKey: string, access?: RouteHandle['access']): RouteHandle => ({ titleKey, access });

const publicRoutes: RouteObject[] = [
  { element: <GuestOnly />, children: [{ path: '/login', element: <LoginPage />, handle: title('login.title') }] },
  { path: '/member', element: <EntryRedirect type="agent" /> },
  { path: '/hq', element: <EntryRedirect type="hq" /> },
  { path: '/logout', element: <LogoutPage />, handle: title('header.logout') },
  { path: '/forgot-password', element: <ForgotPasswordPage />, handle: title('forgot.title') },
  { path: '/reset-password', element: <ResetPasswordPage />, handle: title('reset.title') },
  { path: '/register/verify', element: <VerifyPage />, handle: title('verify.title') },
  { path: '/register/verified', element: <VerifiedPage />, handle: title('verified.title') },
  { path: '/offline', element: <OfflinePage />, handle: title('offline.banner') },
  { path: '/500', element: <ServerErrorPage />, handle: title('system.serverError.title') },
  { path: '/no-access', element: <NoAccessPage />, handle: title('system.noAccess.title') },
  customerOnlyRoute,
  {
    path: '/subscription/expired',
    element: <SubscriptionExpiredPage />,
    handle: title('system.subscriptionExpired.title'),
  },
  {
    element: <RequireAuth />,
    children: [{ path: '/login/setup-profile', element: <SetupProfilePage />, handle: title('setupProfile.title') }],
  },
  ...recruitmentPublicRoutes,
];

const protectedRoutes: RouteObject[] = [
  { path: '/', element: <DashboardPage />, handle: title('menu.dashboard') },
  { path: '/home', element: <DashboardPage />, handle: title('menu.dashboard') },
  { path: '/profile', element: <ProfilePage />, handle: title('menu.profile') },
  // The spec lists /pages/profile beside /profile: the same page.
  { path: '/pages/profile', element: <ProfilePage />, handle: title('menu.profile') },
  { path: '/company/users', element: <UsersPage />, handle: title('menu.companyUsers', ACCESS.companyUsers) },
  ...networkProtectedRoutes,
  ...storeProtectedRoutes,
  ...recruitmentProtectedRoutes,
  ...courierProtectedRoutes,
  ...catalogProtectedRoutes,
  ...shopProtectedRoutes,
  ...voucherProtectedRoutes,
  ...inventoryProtectedRoutes,
  ...paymentProtectedRoutes,
  ...orderProtectedRoutes,
  ...manageOrderProtectedRoutes,
  ...bulkTrackingProtectedRoutes,
  ...documentProtectedRoutes,
  ...commissionCloseProtectedRoutes,
  ...commissionPlanProtectedRoutes,
  ...companyProfileProtectedRoutes,
  ...companyFeaturesProtectedRoutes,
  ...companyThemeProtectedRoutes,
  ...cp58ProtectedRoutes,
  ...eInvoicingProtectedRoutes,
  ...reportingProtectedRoutes,
  ...analyticsProtectedRoutes,
  ...settlementProtectedRoutes,
  ...commissionProtectedRoutes,
  ...payoutProtectedRoutes,
  ...scoreRankingProtectedRoutes,
  ...planProtectedRoutes,
  ...newsFeedProtectedRoutes,
  ...faqProtectedRoutes,
  ...gamePlanProtectedRoutes,
  ...marketingFilesProtectedRoutes,
  ...rewardsProtectedRoutes,
  ...campaignProtectedRoutes,
  ...helplineProtectedRoutes,
  ...apiKeysProtectedRoutes,
  ...notificationsProtectedRoutes,
  ...integrationProtectedRoutes,
  ...webhookProtectedRoutes,
  ...ejenpayInvoiceProtectedRoutes,
  ...subscriptionProtectedRoutes,
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      { element: <RequireAuth />, children: [{ element: <AppShellLayout />, children: protectedRoutes }] },
      { element: <RequireAuth />, children: paymentGatewayRoutes },
      // The public storefront: its own layout, no sign-in (a customer signs in inside it).
      storefrontRoute([...storefrontPages, ...storeCheckoutPages, ...customerAccountPages]),
      // The platform operator's console: its own sign-in, shell and guard (features/operator).
      ...operatorRoutes,
      // In the app shell for a signed-in user, in the public layout for a visitor.
      { path: '*', element: <NotFoundRoute />, handle: title('errors.routeNotFound') },
    ],
  },
];

export const router = createBrowserRouter(routes);
