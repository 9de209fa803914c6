import {
  documentCompany,
  documentsPrintedInput,
  documentsPrintedResult,
  documentsQuery,
  documentsView,
} from '@niaga/shared';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okSchema, sendDownload } from '../../platform/envelope.js';
import { documentLetterhead, documentsData, documentsPdf, markDocumentsPrinted } from './documents.service.js';

// HQ, and staff with manage_orders, print any order of the company; an agent the orders it sells
// (orders.seller_store_id = the agent), checked in the service: another order answers 404.
const PRINTERS: RouteAccess = { roles: ['hq', 'staff', 'agent'], permission: 'manage_orders' };
const tags = ['order documents'];

export function registerDocumentRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/orders/documents/letterhead',
    {
      config: { access: PRINTERS },
      schema: {
        tags,
        summary: "The company's name, logo, address and phone that head every document",
        response: okSchema(documentCompany),
      },
    },
    async (request) => ok(await documentLetterhead(deps, contextOf(request)), request.language),
  );
  app.get(
    '/api/orders/documents',
    {
      config: { access: PRINTERS },
      schema: {
        tags,
        summary: 'What the invoice, packing list or shipping label of each order shows (at most 100 ids)',
        querystring: documentsQuery,
        response: okSchema(documentsView),
      },
    },
    async (request) => ok(await documentsData(deps, contextOf(request), request.query), request.language),
  );
  app.post(
    '/api/orders/documents/printed',
    {
      config: { access: PRINTERS },
      schema: {
        tags,
        summary: "Mark the document printed for each order (the first print's time is kept)",
        body: documentsPrintedInput,
        response: okSchema(documentsPrintedResult),
      },
    },
    async (request) =>
      ok(await markDocumentsPrinted(deps, contextOf(request), request.body), request.language, 'documents.printed'),
  );
  app.get(
    '/api/orders/documents/pdf',
    {
      config: { access: PRINTERS },
      schema: {
        tags,
        summary: 'The documents as one PDF, one order per page; marks them printed',
        querystring: documentsQuery,
      },
    },
    async (request, reply) => {
      return sendDownload(reply, await documentsPdf(deps, contextOf(request), request.query));
    },
  );
}
