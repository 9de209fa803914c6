import { IconFileInvoice, IconPackage, IconTruckDelivery } from '@tabler/icons-react';

/** The document pages of one order or of ticked orders (keys of `documentLinks`), as buttons. */
export const ORDER_DOCUMENTS = [
  { key: 'invoice', icon: IconFileInvoice, testId: 'bulk-invoice', label: 'manageOrders.doc.invoice' },
  { key: 'packingList', icon: IconPackage, testId: 'bulk-packing', label: 'manageOrders.doc.packingList' },
  { key: 'shippingDoc', icon: IconTruckDelivery, testId: 'bulk-shipping', label: 'manageOrders.doc.shippingDoc' },
] as const;
