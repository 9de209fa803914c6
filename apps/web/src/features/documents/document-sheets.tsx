import type { DocumentCompany, DocumentType, OrderDocument } from '@niaga/shared';
import type { ReactNode } from 'react';
import { InvoiceSheet } from './invoice-sheet';
import { LabelSheet } from './label-sheet';
import { PackingListSheet } from './packing-list-sheet';

/** The sheet drawn for each document type. */
export const SHEET_OF: Record<DocumentType, (props: { order: OrderDocument; company: DocumentCompany }) => ReactNode> =
  {
    invoice: InvoiceSheet,
    'packing-list': PackingListSheet,
    'shipping-label': LabelSheet,
  };
