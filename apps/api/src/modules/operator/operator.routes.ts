import {
  idText,
  operatorBankTransfer,
  operatorCompanyCreate,
  operatorCompanyDetail,
  operatorCompanyQuery,
  operatorCompanyView,
  operatorInvoiceIssue,
  operatorInvoiceQuery,
  operatorInvoiceView,
  operatorInvoiceVoid,
  operatorLoginRequest,
  operatorOverdueQuery,
  operatorSubscriptionInput,
  operatorView,
  overdueCompanyView,
  page,
  planInput,
  planView,
  platformGatewayInput,
  platformGatewayView,
} from '@niaga/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthOperator } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { unauthenticated } from '../../platform/errors.js';
import { routes } from '../../platform/route.js';
import { companyDetail, createOperatorCompany, listCompanies, setSubscription } from './companies.service.js';
import { listPlatformGateways, storePlatformGateway } from './gateway.service.js';
import {
  issueManualInvoice,
  listInvoices,
  overdueCompanies,
  recordBankTransfer,
  voidOperatorInvoice,
} from './invoices.service.js';
import { operatorLogin } from './operator-auth.service.js';
import { revokeOperatorSession } from './operator-sessions.js';
import { createPlan, listPlans, updatePlan } from './plans.service.js';

const tags = ['operator'];
const idParams = z.object({ id: idText() });
/** Every route here is the operator's realm (auth.hook.ts): its host only, an operator's token only. */
const access = 'operator' as const;

function operatorOf(request: FastifyRequest): AuthOperator {
  if (!request.authOperator) throw unauthenticated();
  return request.authOperator;
}

/**
 * The platform operator's console (issue 23): companies' billing (plan, billing day, invoices, credit), the plans,
 * invoices by hand, bank transfers, who is overdue, and the platform's own payment gateway. Never a company's
 * business data (orders, agents, products).
 */
export function registerOperatorRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });

  r.post(
    '/api/operator/login',
    {
      access: 'operatorSignIn',
      summary: "Operator sign-in on the operator's host; answers an operator token",
      body: operatorLoginRequest,
      response: z.object({ token: z.string(), operator: operatorView }),
    },
    (request) => operatorLogin(deps, request.body, request.ip),
  );
  r.post(
    '/api/operator/logout',
    { access, summary: 'End the operator session', message: 'operator.loggedOut' },
    (request) => revokeOperatorSession(deps.db, operatorOf(request).tokenHash),
  );
  r.get('/api/operator/me', { access, summary: 'The signed-in operator', response: operatorView }, (request) => {
    const { tokenHash: _, ...operator } = operatorOf(request);
    return operator;
  });

  r.get(
    '/api/operator/companies',
    {
      access,
      summary: 'Companies with their billing state, by name or host, a page at a time',
      query: operatorCompanyQuery,
      response: page(operatorCompanyView),
    },
    (request) => listCompanies(deps.db, request.query),
  );
  r.post(
    '/api/operator/companies',
    {
      access,
      summary: 'Create a company on its host with its HQ user, subscribed to a plan when given',
      body: operatorCompanyCreate,
      response: operatorCompanyView,
      message: 'operator.companyCreated',
    },
    (request) => createOperatorCompany(deps.db, request.body, new Date(), deps.config.OPERATOR_HOST),
  );
  r.get(
    '/api/operator/companies/:id',
    {
      access,
      summary: "A company's subscription, invoices and receipts",
      params: idParams,
      response: operatorCompanyDetail,
    },
    (request) => companyDetail(deps.db, request.params.id),
  );
  r.post(
    '/api/operator/companies/:id/subscription',
    {
      access,
      summary: "Set a company's plan and billing day",
      params: idParams,
      body: operatorSubscriptionInput,
      response: operatorCompanyView,
      message: 'operator.subscriptionSaved',
    },
    (request) => setSubscription(deps.db, request.params.id, request.body, new Date()),
  );

  r.get(
    '/api/operator/plans',
    { access, summary: 'The plans', response: z.object({ items: z.array(planView) }) },
    async () => ({ items: await listPlans(deps.db) }),
  );
  r.post(
    '/api/operator/plans',
    { access, summary: 'Create a plan', body: planInput, response: planView, message: 'operator.planSaved' },
    (request) => createPlan(deps.db, request.body),
  );
  r.post(
    '/api/operator/plans/:id',
    {
      access,
      summary: 'Edit a plan (active false deactivates it)',
      params: idParams,
      body: planInput,
      response: planView,
      message: 'operator.planSaved',
    },
    (request) => updatePlan(deps.db, request.params.id, request.body),
  );

  r.get(
    '/api/operator/invoices',
    {
      access,
      summary: 'Subscription invoices of every company, by status or company',
      query: operatorInvoiceQuery,
      response: page(operatorInvoiceView),
    },
    (request) => listInvoices(deps.db, request.query),
  );
  r.post(
    '/api/operator/invoices',
    {
      access,
      summary: 'Issue an invoice by hand (credit pays first)',
      body: operatorInvoiceIssue,
      response: operatorInvoiceView,
      message: (invoice) => ({ key: 'operator.invoiceIssued', params: { number: invoice.number } }),
    },
    (request) => issueManualInvoice(deps.db, request.body, new Date()),
  );
  r.post(
    '/api/operator/invoices/:id/void',
    {
      access,
      summary: 'Void an open invoice with a reason (what was paid becomes credit)',
      params: idParams,
      body: operatorInvoiceVoid,
      response: operatorInvoiceView,
      message: 'operator.invoiceVoided',
    },
    (request) => voidOperatorInvoice(deps.db, request.params.id, request.body.reason, new Date()),
  );
  r.post(
    '/api/operator/invoices/:id/bank-transfer',
    {
      access,
      summary: 'Record a bank transfer received for an invoice (never past its balance)',
      params: idParams,
      body: operatorBankTransfer,
      response: z.object({ invoice: operatorInvoiceView, receiptNo: z.string() }),
      message: (data) => ({ key: 'operator.transferRecorded', params: { receipt: data.receiptNo } }),
    },
    (request) => recordBankTransfer(deps.db, operatorOf(request), request.params.id, request.body),
  );
  r.get(
    '/api/operator/overdue',
    {
      access,
      summary: 'Who is overdue: locked companies and those close to the lock',
      query: operatorOverdueQuery,
      response: page(overdueCompanyView),
    },
    (request) => overdueCompanies(deps.db, request.query),
  );

  r.get(
    '/api/operator/gateway',
    {
      access,
      summary: "The platform's payment gateways (which credentials are set, never their values)",
      response: z.object({ items: z.array(platformGatewayView) }),
    },
    async () => ({ items: await listPlatformGateways(deps) }),
  );
  r.post(
    '/api/operator/gateway',
    {
      access,
      summary: "Save the platform's Billplz or Stripe account, checked with the provider first",
      body: platformGatewayInput,
      response: platformGatewayView,
      message: 'operator.gatewaySaved',
    },
    (request) => storePlatformGateway(deps, request.body, new Date()),
  );
}
