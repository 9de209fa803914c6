import type { Access } from '@niaga/shared';
import { IconWallet } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';

/** Agents have a wallet and pay online; the API decides the same (modules/payments/payments.routes.ts). */
export const PAYMENT_ACCESS = { agent: { roles: ['agent'] } } as const satisfies Record<string, Access>;

const WalletPage = lazyPage(
  () => import('./wallet-page'),
  (m) => m.WalletPage,
);
const TopUpPage = lazyPage(
  () => import('./top-up-page'),
  (m) => m.TopUpPage,
);
const SandboxPage = lazyPage(
  () => import('./sandbox-page'),
  (m) => m.SandboxPage,
);
const PendingPage = lazyPage(
  () => import('./payment-result-pages'),
  (m) => m.PaymentPendingPage,
);
const CompletedPage = lazyPage(
  () => import('./payment-result-pages'),
  (m) => m.PaymentCompletedPage,
);
const FailedPage = lazyPage(
  () => import('./payment-result-pages'),
  (m) => m.PaymentFailedPage,
);

const handle = (titleKey: string): RouteHandle => ({ titleKey, access: PAYMENT_ACCESS.agent });

export const paymentProtectedRoutes: RouteObject[] = [
  { path: '/wallet', element: <WalletPage />, handle: handle('payments.menu.wallet') },
  { path: '/ejenpay-topup/:amount', element: <TopUpPage />, handle: handle('payments.title.topUp') },
  {
    path: '/ejenpay/topup/pending-payment',
    element: <PendingPage purpose="topup" />,
    handle: handle('payments.title.pending'),
  },
  {
    path: '/ejenpay-topup/completed',
    element: <CompletedPage purpose="topup" />,
    handle: handle('payments.title.completed'),
  },
  { path: '/ejenpay-topup/failed', element: <FailedPage purpose="topup" />, handle: handle('payments.title.failed') },
  {
    path: '/my-shop/checkout/pending-payment',
    element: <PendingPage purpose="order" />,
    handle: handle('payments.title.pending'),
  },
  {
    path: '/my-shop/checkout/completed',
    element: <CompletedPage purpose="order" />,
    handle: handle('payments.title.completed'),
  },
  {
    path: '/my-shop/checkout/failed',
    element: <FailedPage purpose="order" />,
    handle: handle('payments.title.failed'),
  },
];

/**
 * The sandbox provider's hosted page stands alone (no menu): it plays the payment provider's own site. Unlike a
 * real provider's, it needs the buyer signed in, since its session id travels in a URL and proves nothing.
 * The server offers it only when PAYMENT_SANDBOX is on.
 */
export const paymentGatewayRoutes: RouteObject[] = [
  { path: '/ejenpay/:payType/:sessionId', element: <SandboxPage />, handle: { titleKey: 'payments.title.sandbox' } },
];

export const paymentMenu: MenuEntry[] = [
  { path: '/wallet', labelKey: 'payments.menu.wallet', icon: IconWallet, access: PAYMENT_ACCESS.agent },
];
