import type { RouteObject } from 'react-router';
import { lazyPages } from '../../app/lazy-page';

const { StorefrontLayout, StoreProductsPage, StoreProductPage, StoreCartPage } = lazyPages({
  StorefrontLayout: () => import('./storefront-layout'),
  StoreProductsPage: () => import('./store-products-page'),
  StoreProductPage: () => import('./store-product-page'),
  StoreCartPage: () => import('./store-cart-page'),
});

/** Storefront pages title themselves with the store's or the product's name (see `usePageTitle`). */
const ownTitle = { ownTitle: true };

/**
 * The public storefront (issue 22) under `/s/:slug`: its layout, with the pages of the features that sell in it
 * (browsing here, checkout and tracking in store-checkout, the customer's account in customer-account) as children.
 */
export const storefrontRoute = (children: RouteObject[]): RouteObject => ({
  path: '/s/:slug',
  element: <StorefrontLayout />,
  children,
});

/** Browsing the store: the product list, a product's page and the cart. */
export const storefrontPages: RouteObject[] = [
  { index: true, element: <StoreProductsPage />, handle: ownTitle },
  { path: 'p/:productId', element: <StoreProductPage />, handle: ownTitle },
  { path: 'cart', element: <StoreCartPage />, handle: ownTitle },
];
