import type { Access } from '@niaga/shared';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** Agents pay the company's accounting invoices addressed to them; the API decides the same (accounting.routes.ts). */
const access = { roles: ['agent'] } as const satisfies Access;

const { InvoicePage, InvoicePaymentPage } = lazyPages({
  InvoicePage: () => import('./invoice-page'),
  InvoicePaymentPage: () => import('./invoice-payment-page'),
});

/** Opened from a link HQ sends with the invoice (no menu entry): /ejenpay-zoho/:id, /ejenpay-xero/:id. */
export const { routes: ejenpayInvoiceProtectedRoutes } = featurePages([
  {
    path: '/ejenpay-zoho/:id',
    element: <InvoicePage provider="zoho_books" />,
    titleKey: 'ejenpayInvoice.title.zoho_books',
    access,
  },
  {
    path: '/ejenpay-xero/:id',
    element: <InvoicePage provider="xero" />,
    titleKey: 'ejenpayInvoice.title.xero',
    access,
  },
  {
    path: '/ejenpay-invoice/payment',
    element: <InvoicePaymentPage />,
    titleKey: 'ejenpayInvoice.title.payment',
    access,
  },
]);
