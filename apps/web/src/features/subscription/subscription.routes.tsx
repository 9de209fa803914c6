import type { Access } from '@niaga/shared';
import { IconCreditCard } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';
import { queryClient } from '../../lib/query-client';
import { subscriptionSummaryQuery } from './subscription.api';

/** As the API: HQ only (spec §6 "subscription messages are visible to HQ only"); staff and agents never see it. */
export const SUBSCRIPTION_ACCESS = { roles: ['hq'] } as const satisfies Access;

const { SubscriptionPage, InvoiceDetailPage, SubscriptionPaymentPage } = lazyPages({
  SubscriptionPage: () => import('./subscription-page'),
  InvoiceDetailPage: () => import('./invoice-detail-page'),
  SubscriptionPaymentPage: () => import('./subscription-payment-page'),
});

const access = SUBSCRIPTION_ACCESS;

/** The way to pay: open to a locked company's HQ (`allowLocked`), which reaches nothing else until it has paid. */
export const { routes: subscriptionProtectedRoutes, menu: subscriptionMenu } = featurePages([
  {
    path: '/subscription',
    element: <SubscriptionPage />,
    titleKey: 'subscription.menu',
    access,
    allowLocked: true,
    menu: IconCreditCard,
    prefetch: () => queryClient.prefetchQuery(subscriptionSummaryQuery()),
  },
  {
    path: '/subscription/detail/:id',
    element: <InvoiceDetailPage />,
    titleKey: 'subscription.detailTitle',
    access,
    allowLocked: true,
  },
  {
    path: '/subscription/payment',
    element: <SubscriptionPaymentPage />,
    titleKey: 'subscription.paymentTitle',
    access,
    allowLocked: true,
  },
]);
