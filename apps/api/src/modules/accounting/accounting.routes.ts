import {
  externalInvoiceParams,
  externalInvoicePayInput,
  externalInvoiceView,
  externalPaymentView,
  idText,
  paymentStart,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { externalInvoiceOf, externalPaymentOf, payExternalInvoice } from './invoice.service.js';

/** Agents pay the company's Zoho Books / Xero invoices addressed to them (/ejenpay-zoho, /ejenpay-xero). */
export function registerAccountingRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['accounting'] });
  r.get(
    '/api/ejenpay/invoice/:provider/:id',
    {
      access: access.agents,
      summary: "An accounting system's invoice addressed to the caller: lines, balance, what may be paid now",
      document: { errors: [409] },
      params: externalInvoiceParams,
      response: externalInvoiceView,
    },
    (request) => externalInvoiceOf(deps, contextOf(request), request.params.provider, request.params.id),
  );
  r.post(
    '/api/ejenpay/invoice/:provider/:id/pay',
    {
      access: access.agents,
      summary: 'Pay the whole balance of the invoice or part of it through the company gateway',
      params: externalInvoiceParams,
      body: externalInvoicePayInput,
      response: paymentStart,
    },
    (request) => payExternalInvoice(deps, contextOf(request), request.params.provider, request.params.id, request.body),
  );
  r.get(
    '/api/ejenpay/payment/:id',
    {
      access: access.agents,
      summary: "The caller's invoice payment: its state and whether it is recorded on the invoice",
      params: z.object({ id: idText() }),
      response: externalPaymentView,
    },
    (request) => externalPaymentOf(deps, contextOf(request), request.params.id),
  );
}
