import type { RouteObject } from 'react-router';
import { lazyPages } from '../../app/lazy-page';

const { AccountPage, VerifyPage, OrderPage, AddressesPage, ForgotPasswordPage, ResetPasswordPage, CustomerOnlyPage } =
  lazyPages({
    AccountPage: () => import('./account-page'),
    VerifyPage: () => import('./verify-page'),
    OrderPage: () => import('./order-page'),
    AddressesPage: () => import('./addresses-page'),
    ForgotPasswordPage: () => import('./forgot-password-page'),
    ResetPasswordPage: () => import('./reset-password-page'),
    CustomerOnlyPage: () => import('./customer-only-page'),
  });

/** The customer's account in a storefront (issue 22): children of `/s/:slug`, public (each page checks who is in). */
export const customerAccountPages: RouteObject[] = [
  { path: 'account', element: <AccountPage /> },
  { path: 'account/verify', element: <VerifyPage /> },
  { path: 'account/orders/:id', element: <OrderPage /> },
  { path: 'account/addresses', element: <AddressesPage /> },
  { path: 'account/forgot-password', element: <ForgotPasswordPage /> },
  { path: 'account/reset-password', element: <ResetPasswordPage /> },
];

/** Where the dashboard's guard sends a signed-in customer (`RequireAuth`). */
export const CUSTOMER_ONLY_PATH = '/customer-only';
export const customerOnlyRoute: RouteObject = { path: CUSTOMER_ONLY_PATH, element: <CustomerOnlyPage /> };
