import {
  idText,
  paymentStart,
  subscriptionInvoiceDetail,
  subscriptionInvoiceListQuery,
  subscriptionInvoicePage,
  subscriptionPayInput,
  subscriptionPaymentView,
  subscriptionSummary,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import {
  payInvoice,
  subscriptionInvoice,
  subscriptionInvoicePdf,
  subscriptionInvoices,
  subscriptionPayment,
  subscriptionReceiptPdf,
  subscriptionSummary as summaryOf,
} from './subscription.service.js';

/** HQ only, and answered while the company is locked: these pages are HQ's way to pay and unlock it. */
const HQ_EVEN_LOCKED: RouteAccess = { ...access.hq, allowLocked: 'hq' };
const idParams = z.object({ id: idText() });

export function registerSubscriptionRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['subscription'] });
  r.get(
    '/api/subscription',
    {
      access: HQ_EVEN_LOCKED,
      summary: "The company's subscription: plan, credit, open balance, lock and the notice for HQ",
      response: subscriptionSummary,
    },
    (request) => summaryOf(deps, contextOf(request)),
  );
  r.get(
    '/api/subscription/invoices',
    {
      access: HQ_EVEN_LOCKED,
      summary: "The company's subscription invoices, newest first, by status",
      query: subscriptionInvoiceListQuery,
      response: subscriptionInvoicePage,
    },
    (request) => subscriptionInvoices(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/subscription/invoices/:id',
    {
      access: HQ_EVEN_LOCKED,
      summary: 'One subscription invoice with its receipts and what may be paid online now',
      params: idParams,
      response: subscriptionInvoiceDetail,
    },
    (request) => subscriptionInvoice(deps, contextOf(request), request.params.id),
  );
  r.pdf(
    '/api/subscription/invoices/:id/pdf',
    { access: HQ_EVEN_LOCKED, summary: 'The subscription invoice as a PDF', params: idParams },
    (request) => subscriptionInvoicePdf(deps, contextOf(request), request.params.id),
  );
  r.post(
    '/api/subscription/invoices/:id/pay',
    {
      access: HQ_EVEN_LOCKED,
      summary: "Pay the invoice's balance or a part through the platform's gateway; answers where the browser goes",
      params: idParams,
      body: subscriptionPayInput,
      response: paymentStart,
    },
    (request) => payInvoice(deps, contextOf(request), request.params.id, request.body),
  );
  r.get(
    '/api/subscription/payments/:id',
    {
      access: HQ_EVEN_LOCKED,
      summary: 'A payment of a subscription invoice: its state, the invoice balance and the receipt it made',
      params: idParams,
      response: subscriptionPaymentView,
    },
    (request) => subscriptionPayment(deps, contextOf(request), request.params.id),
  );
  r.pdf(
    '/api/subscription/receipts/:id/pdf',
    { access: HQ_EVEN_LOCKED, summary: 'A receipt of a subscription payment as a PDF', params: idParams },
    (request) => subscriptionReceiptPdf(deps, contextOf(request), request.params.id),
  );
}
