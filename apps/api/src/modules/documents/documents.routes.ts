import {
  documentCompany,
  documentsPrintedInput,
  documentsPrintedResult,
  documentsQuery,
  documentsView,
} from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { documentLetterhead, documentsData, documentsPdf, markDocumentsPrinted } from './documents.service.js';

// HQ, and staff with manage_orders, print any order of the company; an agent the orders it sells
// (orders.seller_store_id = the agent), checked in the service: another order answers 404.
const PRINTERS = access.teamWith('manage_orders');
const tags = ['order documents'];

export function registerDocumentRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/orders/documents/letterhead',
    {
      access: PRINTERS,
      summary: "The company's name, logo, address and phone that head every document",
      response: documentCompany,
    },
    (request) => documentLetterhead(deps, contextOf(request)),
  );
  r.get(
    '/api/orders/documents',
    {
      access: PRINTERS,
      summary: 'What the invoice, packing list or shipping label of each order shows (at most 100 ids)',
      query: documentsQuery,
      response: documentsView,
    },
    (request) => documentsData(deps, contextOf(request), request.query),
  );
  r.post(
    '/api/orders/documents/printed',
    {
      access: PRINTERS,
      summary: "Mark the document printed for each order (the first print's time is kept)",
      body: documentsPrintedInput,
      response: documentsPrintedResult,
      message: 'documents.printed',
    },
    (request) => markDocumentsPrinted(deps, contextOf(request), request.body),
  );
  r.pdf(
    '/api/orders/documents/pdf',
    {
      access: PRINTERS,
      summary: 'The documents as one PDF, one order per page; marks them printed',
      query: documentsQuery,
    },
    (request) => documentsPdf(deps, contextOf(request), request.query),
  );
}
