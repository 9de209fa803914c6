import type { Access } from '@niaga/shared';
import { IconWallet } from '@tabler/icons-react';
import { featurePages, type PageSpec } from '../../app/feature-pages';
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

type Purpose = 'topup' | 'order';

/** Where the payment provider sends the buyer back (pending, completed, failed), for a top-up or an order. */
const resultPages = (purpose: Purpose, [pending, completed, failed]: [string, string, string]): PageSpec[] => [
  { path: pending, element: <PaymentPendingPage purpose={purpose} />, titleKey: 'payments.title.pending', access },
  {
    path: completed,
    element: <PaymentCompletedPage purpose={purpose} />,
    titleKey: 'payments.title.completed',
    access,
  },
  { path: failed, element: <PaymentFailedPage purpose={purpose} />, titleKey: 'payments.title.failed', access },
];

export const { routes: paymentProtectedRoutes, menu: paymentMenu } = featurePages([
  { path: '/wallet', element: <WalletPage />, titleKey: 'payments.menu.wallet', access, menu: IconWallet },
  { path: '/ejenpay-topup/:amount', element: <TopUpPage />, titleKey: 'payments.title.topUp', access },
  ...resultPages('topup', ['/ejenpay/topup/pending-payment', '/ejenpay-topup/completed', '/ejenpay-topup/failed']),
  ...resultPages('order', [
    '/my-shop/checkout/pending-payment',
    '/my-shop/checkout/completed',
    '/my-shop/checkout/failed',
  ]),
]);

/**
 * The sandbox provider's hosted page stands alone (no menu): it plays the payment provider's own site. Unlike a
 * real provider's, it needs the buyer signed in, since its session id travels in a URL and proves nothing.
 * The server offers it only when PAYMENT_SANDBOX is on.
 */
export const { routes: paymentGatewayRoutes } = featurePages([
  // A locked company's HQ pays its subscription here too (`allowLocked`).
  {
    path: '/ejenpay/:payType/:sessionId',
    element: <SandboxPage />,
    titleKey: 'payments.title.sandbox',
    allowLocked: true,
  },
]);
