import type { Access } from '@niaga/shared';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/**
 * HQ, staff with manage_orders, and agents (for the orders they sell; the API answers 404 for others).
 * No menu entries: the pages open from an order's screens with `?ids=a,b`.
 */
export const DOCUMENT_ACCESS = {
  print: { roles: ['hq', 'staff', 'agent'], permission: 'manage_orders' },
} as const satisfies Record<string, Access>;

const { InvoicePage, PackingListPage, ShippingLabelPage, ShippingTemplatePage } = lazyPages({
  InvoicePage: () => import('./document-page'),
  PackingListPage: () => import('./document-page'),
  ShippingLabelPage: () => import('./document-page'),
  ShippingTemplatePage: () => import('./shipping-template-page'),
});

const access = DOCUMENT_ACCESS.print;

export const { routes: documentProtectedRoutes } = featurePages([
  { path: '/invoice', element: <InvoicePage />, titleKey: 'documents.menu.invoice', access },
  { path: '/packing-list', element: <PackingListPage />, titleKey: 'documents.menu.packingList', access },
  { path: '/shipping-doc', element: <ShippingLabelPage />, titleKey: 'documents.menu.shippingLabel', access },
  {
    path: '/shipping-template',
    element: <ShippingTemplatePage />,
    titleKey: 'documents.menu.shippingTemplate',
    access,
  },
]);
