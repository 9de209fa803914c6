import {
  companyStorePage,
  companyStoreQuery,
  ekoopBannerInput,
  ekoopBannerList,
  ekoopBannerView,
  ownStore as ownStoreSchema,
  STORE_KIND_PATHS,
  STORE_KINDS,
  storeAccountInput,
  storeBulkInput,
  storeBulkResult,
  storeCustomerPage,
  storeCustomerQuery,
  storeRegistrationInput,
  storeSetupInput,
  storeSetupView,
  storeSlugPath,
  storeSummaryQuery,
  storeSummary as storeSummarySchema,
  storeView,
  text,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { imageUploadRoute } from '../../platform/images.js';
import { routes } from '../../platform/route.js';
import { createEkoopBanner, deleteEkoopBanner, listEkoopBanners } from './ekoop-banners.service.js';
import { storeCustomers } from './store-customers.service.js';
import { changeStoreStatus, changeStoreStatuses, companyStores } from './store-database.service.js';
import { ownStore, registerStore, saveStoreAccount } from './store-registration.service.js';
import { saveStoreSetup, storeSetup } from './store-setup.service.js';
import { storeSummary } from './store-summary.service.js';

// Reading the store area is every HQ user's and staff member's; approving and suspending stores is the
// promote/demote/suspend permission's (the other "who may sell" decision of spec §6).
const STORE_MODERATORS = access.hqAndStaffWith('promote_demote_suspend');
const HQ_BASE = '/api/setup/company-store';

/** The agent's pages of each store kind (`/api/ejen-store/…`, `/api/go-affiliate/…`, `/api/e-koop/…`). */
function registerAgentStoreRoutes(r: ReturnType<typeof routes>, deps: AppDeps) {
  for (const kind of STORE_KINDS) {
    const base = `/api/${STORE_KIND_PATHS[kind]}`;
    r.get(
      `${base}/store`,
      {
        access: access.agents,
        summary: `The agent's own ${kind} store (null before it registers)`,
        response: ownStoreSchema,
      },
      (request) => ownStore(deps, contextOf(request), kind),
    );
    r.post(
      `${base}/register`,
      {
        access: access.agents,
        summary: `Register the agent's ${kind} store (pending until HQ approves; 409 when the slug is taken)`,
        body: storeRegistrationInput,
        response: storeView,
        message: 'stores.registered',
      },
      (request) => registerStore(deps, contextOf(request), kind, request.body),
    );
    imageUploadRoute(r, deps, `${base}/logo`, { access: access.agents, what: `Upload the ${kind} store's logo` });
    r.post(
      `${base}/account`,
      {
        access: access.agents,
        summary: `The ${kind} store's payout bank and contact details`,
        body: storeAccountInput,
        response: storeView,
        message: 'stores.saved',
      },
      (request) => saveStoreAccount(deps, contextOf(request), kind, request.body),
    );
    r.get(
      `${base}/setup`,
      {
        access: access.agents,
        summary: `The ${kind} store's listing, opening hours and delivery, with every product it may list`,
        response: storeSetupView,
      },
      (request) => storeSetup(deps, contextOf(request), kind),
    );
    r.post(
      `${base}/setup`,
      {
        access: access.agents,
        summary: `List products (published, with a store price), opening hours and delivery of the ${kind} store`,
        body: storeSetupInput,
        response: storeSetupView,
        message: 'stores.saved',
      },
      (request) => saveStoreSetup(deps, contextOf(request), kind, request.body),
    );
    r.get(
      `${base}/summary`,
      {
        access: access.agents,
        summary: `Visits, orders, sales, commission and latest orders of the ${kind} store in a period`,
        query: storeSummaryQuery,
        response: storeSummarySchema,
      },
      (request) => storeSummary(deps, contextOf(request), kind, request.query),
    );
  }
  r.get(
    '/api/e-koop/banner',
    { access: access.agents, summary: "The banners of the agent's e-koop store", response: ekoopBannerList },
    (request) => listEkoopBanners(deps, contextOf(request)),
  );
  imageUploadRoute(r, deps, '/api/e-koop/banner/image', { access: access.agents, what: 'Upload an e-koop banner' });
  r.post(
    '/api/e-koop/banner/store',
    {
      access: access.agents,
      summary: 'Add a banner (title, description, image, url) to the e-koop store',
      body: ekoopBannerInput,
      response: ekoopBannerView,
      message: 'stores.bannerSaved',
    },
    (request) => createEkoopBanner(deps, contextOf(request), request.body),
  );
  r.delete(
    '/api/e-koop/banner/delete/:id',
    {
      access: access.agents,
      summary: 'Delete a banner of the e-koop store',
      params: z.object({ id: text({ max: 64, min: 1 }) }),
      message: 'stores.bannerDeleted',
    },
    (request) => deleteEkoopBanner(deps, contextOf(request), request.params.id),
  );
}

/** HQ's store area: the store database with approve/suspend/reactivate, and the customer database. */
function registerCompanyStoreRoutes(r: ReturnType<typeof routes>, deps: AppDeps) {
  r.get(
    HQ_BASE,
    {
      access: access.hqAndStaff,
      summary: 'The store database: every store of the company by kind, status and search, newest first',
      query: companyStoreQuery,
      response: companyStorePage,
    },
    (request) => companyStores(deps, contextOf(request), request.query),
  );
  r.get(
    `${HQ_BASE}/customers`,
    {
      access: access.hqAndStaff,
      summary: 'The customer database: customers per store with their counted orders and total',
      query: storeCustomerQuery,
      response: storeCustomerPage,
    },
    (request) => storeCustomers(deps, contextOf(request), request.query),
  );
  r.post(
    `${HQ_BASE}/bulk`,
    {
      access: STORE_MODERATORS,
      summary: 'Approve, suspend or reactivate several stores; answers the ones done and the ones refused',
      body: storeBulkInput,
      response: storeBulkResult,
      message: 'stores.bulkDone',
    },
    (request) => changeStoreStatuses(deps, contextOf(request), request.body),
  );
  const actions = {
    approve: 'stores.approved',
    suspend: 'stores.suspendedDone',
    reactivate: 'stores.reactivated',
  } as const;
  for (const [action, message] of Object.entries(actions) as Array<[keyof typeof actions, string]>) {
    r.post(
      `${HQ_BASE}/:slug/${action}`,
      {
        access: STORE_MODERATORS,
        summary: `${action[0]!.toUpperCase()}${action.slice(1)} a store (409 when its status does not allow it)`,
        params: storeSlugPath,
        response: storeView,
        message: message as 'stores.approved',
      },
      (request) => changeStoreStatus(deps, contextOf(request), request.params.slug, action),
    );
  }
}

export function registerStoreAdminRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['stores'] });
  registerAgentStoreRoutes(r, deps);
  registerCompanyStoreRoutes(r, deps);
}
