import type { Access } from '@niaga/shared';
import { IconReceipt } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** The cart, checkout and the buyer's own orders are an agent's (the API checks the same). */
export const ORDER_ACCESS = { buyer: { roles: ['agent'] } } as const satisfies Record<string, Access>;

const { CartPage, CheckoutPage, MyOrdersPage, OrderDetailsPage } = lazyPages({
  CartPage: () => import('./cart-page'),
  CheckoutPage: () => import('./checkout-page'),
  MyOrdersPage: () => import('./my-orders-page'),
  OrderDetailsPage: () => import('./order-details-page'),
});

const access = ORDER_ACCESS.buyer;

export const { routes: orderProtectedRoutes, menu: orderMenu } = featurePages([
  { path: '/my-shop/shopping-cart', element: <CartPage />, titleKey: 'orders.cartTitle', access },
  { path: '/my-shop/checkout', element: <CheckoutPage />, titleKey: 'orders.checkoutTitle', access },
  { path: '/my-orders', element: <MyOrdersPage />, titleKey: 'orders.menu', access, menu: IconReceipt },
  { path: '/my-orders/:id', element: <OrderDetailsPage />, titleKey: 'orders.detailTitle', access },
]);
