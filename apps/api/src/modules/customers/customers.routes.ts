import {
  customerForgotPasswordRequest,
  customerLoginRequest,
  customerOrdersPage,
  customerOrdersQuery,
  customerOrderView,
  customerSignUpRequest,
  customerSignUpResult,
  storeSlugParam,
  text,
  userDetail,
} from '@niaga/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { requireHostCompany } from '../company/host-company.js';
import { customerLogin } from './customer-login.service.js';
import { getCustomerOrder, listCustomerOrders } from './customer-orders.service.js';
import { forgotCustomerPassword } from './customer-password.service.js';
import { signUpCustomer } from './sign-up.service.js';

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const idParams = z.object({ id: text({ max: 64 }) });

/**
 * Customer accounts of the storefront (issue 22): public calls under the store (company from the Host), then the
 * signed-in customer's own calls (`access.customers`; no other route answers a customer, see `canAccess`).
 * E-mail verification and setting a password from the mailed link are the shared `/api/verification`,
 * `/api/resend-verification` and `/api/create-password`; the address book is modules/addresses' (`/api/sales/customer`).
 */
export function registerCustomerRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['customers'] });
  r.post(
    '/api/storefront/:slug/customer/sign-up',
    {
      access: 'public',
      summary: "Sign up as the company's customer in a store; mails the e-mail verification code",
      params: storeSlugParam,
      body: customerSignUpRequest,
      response: customerSignUpResult,
      message: 'customers.signedUp',
    },
    async (request) => {
      const company = await requireHostCompany(deps.db, request);
      return signUpCustomer(deps, company, request.params.slug, request.body, {
        ip: request.ip,
        language: request.language,
      });
    },
  );
  r.post(
    '/api/storefront/:slug/customer/login',
    {
      access: 'public',
      summary: 'Log a customer in (customers only); answers a bearer token and the user',
      params: storeSlugParam,
      body: customerLoginRequest,
      response: z.object({ token: z.string(), user: userDetail }),
      message: 'customers.loggedIn',
    },
    async (request) => {
      const company = await requireHostCompany(deps.db, request);
      return customerLogin(deps, company, request.params.slug, request.body, request.ip);
    },
  );
  r.post(
    '/api/storefront/:slug/customer/forgot-password',
    {
      access: 'public',
      summary: "Mail a customer a link to the store's reset-password page (the same answer for any e-mail)",
      params: storeSlugParam,
      body: customerForgotPasswordRequest,
      message: 'auth.resetSent',
    },
    async (request) => {
      const company = await requireHostCompany(deps.db, request);
      const { slug } = request.params;
      await forgotCustomerPassword(deps, company, {
        slug,
        email: request.body.email,
        origin: origin(request),
        ip: request.ip,
      });
    },
  );

  r.get(
    '/api/customer/orders',
    {
      access: access.customers,
      summary: "The customer's orders in every store of the company, newest first",
      query: customerOrdersQuery,
      response: customerOrdersPage,
    },
    (request) => listCustomerOrders(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/customer/orders/:id',
    {
      access: access.customers,
      summary: "One of the customer's orders: lines at the prices paid, totals, status steps, delivery",
      params: idParams,
      response: customerOrderView,
    },
    (request) => getCustomerOrder(deps, contextOf(request), request.params.id),
  );
}
