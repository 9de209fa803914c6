import type { RouteObject } from 'react-router';
import { lazyPages } from '../../app/lazy-page';

const { StorefrontLayout } = lazyPages({ StorefrontLayout: () => import('./storefront-layout') });

/**
 * The public storefront (issue 22) under `/s/:slug`: its layout, with the pages of the features that sell in it
 * (browsing here, checkout and tracking in store-checkout, the customer's account in customer-account) as children.
 */
export const storefrontRoute = (children: RouteObject[]): RouteObject => ({
  path: '/s/:slug',
  element: <StorefrontLayout />,
  children,
});

/** Browsing the store: the product list and a product's page (the pages come with the storefront's issue). */
export const storefrontPages: RouteObject[] = [];
