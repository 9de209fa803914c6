import type { Access } from '@niaga/shared';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';

/**
 * HQ, staff with manage_orders, and agents (for the orders they sell; the API answers 404 for others).
 * No menu entries: the pages open from an order's screens with `?ids=a,b`.
 */
export const DOCUMENT_ACCESS = {
  print: { roles: ['hq', 'staff', 'agent'], permission: 'manage_orders' },
} as const satisfies Record<string, Access>;

const InvoicePage = lazyPage(
  () => import('./document-page'),
  (m) => m.InvoicePage,
);
const PackingListPage = lazyPage(
  () => import('./document-page'),
  (m) => m.PackingListPage,
);
const ShippingLabelPage = lazyPage(
  () => import('./document-page'),
  (m) => m.ShippingLabelPage,
);
const ShippingTemplatePage = lazyPage(
  () => import('./shipping-template-page'),
  (m) => m.ShippingTemplatePage,
);

const handle = (titleKey: string): RouteHandle => ({ titleKey, access: DOCUMENT_ACCESS.print });

export const documentProtectedRoutes: RouteObject[] = [
  { path: '/invoice', element: <InvoicePage />, handle: handle('documents.menu.invoice') },
  { path: '/packing-list', element: <PackingListPage />, handle: handle('documents.menu.packingList') },
  { path: '/shipping-doc', element: <ShippingLabelPage />, handle: handle('documents.menu.shippingLabel') },
  { path: '/shipping-template', element: <ShippingTemplatePage />, handle: handle('documents.menu.shippingTemplate') },
];
