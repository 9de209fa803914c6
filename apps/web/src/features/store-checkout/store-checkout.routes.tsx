import type { RouteObject } from 'react-router';
import { lazyPages } from '../../app/lazy-page';

const { StoreCheckoutPage, StorePaidPage, StoreTrackPage, StoreSandboxPage } = lazyPages({
  StoreCheckoutPage: () => import('./checkout-page'),
  StorePaidPage: () => import('./paid-page'),
  StoreTrackPage: () => import('./track-page'),
  StoreSandboxPage: () => import('./store-sandbox-page'),
});

/** Children of the storefront route (`/s/:slug/…`): checkout, the gateway's return, tracking, the sandbox page. */
export const storeCheckoutPages: RouteObject[] = [
  { path: 'checkout', element: <StoreCheckoutPage /> },
  { path: 'paid', element: <StorePaidPage /> },
  { path: 'track', element: <StoreTrackPage /> },
  { path: 'ejenpay/:payType/:sessionId', element: <StoreSandboxPage /> },
];
