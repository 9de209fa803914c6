import {
  eInvoiceCancelInput,
  eInvoiceExportQuery,
  eInvoiceMonth,
  eInvoiceMonthQuery,
  eInvoiceRefreshInput,
  eInvoiceSubmitInput,
  eInvoiceSubmitResult,
  integrationView,
  myInvoisCertificateInput,
  myInvoisProviderInput,
} from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { storeMyInvoisCertificate, storeMyInvoisProvider } from '../integrations/integrations.service.js';
import { eInvoiceSheet } from './e-invoice.export.js';
import {
  cancelEInvoice,
  eInvoiceJson,
  eInvoiceMonth as monthOf,
  refreshEInvoices,
  submitEInvoices,
} from './e-invoice.service.js';

const tags = ['e-invoice'];

/** Spec §7 e-invoice: HQ's monthly LHDN MyInvois documents (issue 21). */
export function registerEInvoiceRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/e-invoice/data',
    {
      access: access.hq,
      summary: "The month's e-invoices: each document with its LHDN status and what is missing on it",
      query: eInvoiceMonthQuery,
      response: eInvoiceMonth,
    },
    (request) => monthOf(deps, contextOf(request), request.query),
  );
  r.custom(
    'GET',
    '/api/e-invoice/export',
    {
      access: access.hq,
      summary: "The month's e-invoice list as xlsx or CSV, or its documents in MyInvois's UBL 2.1 JSON (format=json)",
      document: {
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv', 'application/json'],
      },
      query: eInvoiceExportQuery,
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const { year, month, format } = request.query;
      const name = `e-invoices-${year}-${String(month).padStart(2, '0')}`;
      reply.header('Cache-Control', 'no-store');
      if (format === 'json') {
        const documents = await eInvoiceJson(deps, ctx, request.query);
        return reply
          .type('application/json')
          .header('Content-Disposition', `attachment; filename="${name}.json"`)
          .send(JSON.stringify({ documents }, null, 2));
      }
      const file = await eInvoiceSheet(deps, ctx, { year, month, format });
      return reply
        .type(
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('Content-Disposition', `attachment; filename="${name}.${format}"`)
        .send(file);
    },
  );
  r.post(
    '/api/e-invoice/submit',
    {
      access: access.hq,
      summary: 'Issue e-invoices: the named documents of the month, or all of it; those with problems are never sent',
      body: eInvoiceSubmitInput,
      response: eInvoiceSubmitResult,
      message: (data) => ({ key: 'eInvoice.queued', params: { count: data.queued.length } }),
    },
    (request) => submitEInvoices(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/e-invoice/cancel',
    {
      access: access.hq,
      summary: 'Cancel a valid e-invoice at LHDN (within 72 hours of its validation)',
      body: eInvoiceCancelInput,
      message: 'eInvoice.cancelSent',
    },
    (request) => cancelEInvoice(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/e-invoice/refresh',
    {
      access: access.hq,
      summary: "Ask LHDN again for the status of the month's submitted e-invoices",
      body: eInvoiceRefreshInput,
      message: 'eInvoice.refreshQueued',
    },
    (request) => refreshEInvoices(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/setup/integration/myinvois/store',
    {
      access: access.hq,
      summary: 'Connect LHDN MyInvois: client id and secret checked by logging in, sealed, saved active',
      body: myInvoisProviderInput,
      response: integrationView,
      message: 'eInvoice.saved',
    },
    (request) => storeMyInvoisProvider(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/setup/integration/myinvois/certificate',
    {
      access: access.hq,
      summary: "Upload the company's signing certificate (PKCS#12, base64) and its password: checked, sealed, saved",
      body: myInvoisCertificateInput,
      response: integrationView,
      message: 'eInvoice.certificate.saved',
    },
    (request) => storeMyInvoisCertificate(deps, contextOf(request), request.body),
  );
}
