import type { Access } from '@niaga/shared';
import { IconWallet } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** Agents have a wallet and pay online; the API decides the same (modules/payments/payments.routes.ts). */
export const PAYMENT_ACCESS = { agent: { roles: ['agent'] } } as const satisfies Record<string, Access>;

const { WalletPage, TopUpPage, SandboxPage, PaymentPendingPage, PaymentCompletedPage, PaymentFailedPage } = lazyPages({
  WalletPage: () => import('./wallet-page'),
  TopUpPage: () => import('./top-up-page'),
  SandboxPage: () => import('./sandbox-page'),
  PaymentPendingPage: () => import('./payment-result-pages'),
  PaymentCompletedPage: () => import('./payment-result-pages'),
  PaymentFailedPage: () => import('./payment-result-pages'),
});

const access = PAYMENT_ACCESS.agent;

export const { routes: paymentProtectedRoutes, menu: paymentMenu } = featurePages([
  { path: '/wallet', element: <WalletPage />, titleKey: 'payments.menu.wallet', access, menu: IconWallet },
  { path: '/ejenpay-topup/:amount', element: <TopUpPage />, titleKey: 'payments.title.topUp', access },
  {
    path: '/ejenpay/topup/pending-payment',
    element: <PaymentPendingPage purpose="topup" />,
    titleKey: 'payments.title.pending',
    access,
  },
  {
    path: '/ejenpay-topup/completed',
    element: <PaymentCompletedPage purpose="topup" />,
    titleKey: 'payments.title.completed',
    access,
  },
  {
    path: '/ejenpay-topup/failed',
    element: <PaymentFailedPage purpose="topup" />,
    titleKey: 'payments.title.failed',
    access,
  },
  {
    path: '/my-shop/checkout/pending-payment',
    element: <PaymentPendingPage purpose="order" />,
    titleKey: 'payments.title.pending',
    access,
  },
  {
    path: '/my-shop/checkout/completed',
    element: <PaymentCompletedPage purpose="order" />,
    titleKey: 'payments.title.completed',
    access,
  },
  {
    path: '/my-shop/checkout/failed',
    element: <PaymentFailedPage purpose="order" />,
    titleKey: 'payments.title.failed',
    access,
  },
]);

/**
 * The sandbox provider's hosted page stands alone (no menu): it plays the payment provider's own site. Unlike a
 * real provider's, it needs the buyer signed in, since its session id travels in a URL and proves nothing.
 * The server offers it only when PAYMENT_SANDBOX is on.
 */
export const { routes: paymentGatewayRoutes } = featurePages([
  { path: '/ejenpay/:payType/:sessionId', element: <SandboxPage />, titleKey: 'payments.title.sandbox' },
]);
