import type { Access } from '@niaga/shared';
import { IconReceipt } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';

/** The cart, checkout and the buyer's own orders are an agent's (the API checks the same). */
export const ORDER_ACCESS = { buyer: { roles: ['agent'] } } as const satisfies Record<string, Access>;

const CartPage = lazyPage(
  () => import('./cart-page'),
  (m) => m.CartPage,
);
const CheckoutPage = lazyPage(
  () => import('./checkout-page'),
  (m) => m.CheckoutPage,
);
const MyOrdersPage = lazyPage(
  () => import('./my-orders-page'),
  (m) => m.MyOrdersPage,
);
const OrderDetailsPage = lazyPage(
  () => import('./order-details-page'),
  (m) => m.OrderDetailsPage,
);

const handle = (titleKey: string): RouteHandle => ({ titleKey, access: ORDER_ACCESS.buyer });

export const orderProtectedRoutes: RouteObject[] = [
  { path: '/my-shop/shopping-cart', element: <CartPage />, handle: handle('orders.cartTitle') },
  { path: '/my-shop/checkout', element: <CheckoutPage />, handle: handle('orders.checkoutTitle') },
  { path: '/my-orders', element: <MyOrdersPage />, handle: handle('orders.menu') },
  { path: '/my-orders/:id', element: <OrderDetailsPage />, handle: handle('orders.detailTitle') },
];

export const orderMenu: MenuEntry[] = [
  { path: '/my-orders', labelKey: 'orders.menu', icon: IconReceipt, access: ORDER_ACCESS.buyer },
];
