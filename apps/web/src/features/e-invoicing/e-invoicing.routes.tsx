import type { Access } from '@niaga/shared';
import { IconReceiptTax } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** E-invoices are HQ's own tax documents (the API answers HQ only). */
export const E_INVOICING_ACCESS = { roles: ['hq'] } as const satisfies Access;

const { EInvoicingPage } = lazyPages({ EInvoicingPage: () => import('./e-invoicing-page') });

export const { routes: eInvoicingProtectedRoutes, menu: eInvoicingMenu } = featurePages([
  {
    path: '/e-invoicing',
    element: <EInvoicingPage />,
    titleKey: 'eInvoicing.menu',
    access: E_INVOICING_ACCESS,
    menu: IconReceiptTax,
  },
]);
