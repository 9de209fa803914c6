import {
  ANALYTICS_ACCESS,
  analyticsBreakdown,
  analyticsProductQuery,
  analyticsQuery,
  analyticsSales,
  analyticsSalesQuery,
} from '@niaga/shared';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { byAge, byCategory, byProduct, byState, salesSeries } from './analytics.service.js';

/** Analytics (/analytics, spec §7 "/analytic sales, category, product, state, age"): graph and list per call. */
export function registerAnalyticsRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['analytics'] });
  const access = ANALYTICS_ACCESS;
  const compared = 'with the previous period of as many days';
  r.get(
    '/api/analytic/sales',
    {
      access,
      summary: `Counted sales per day, week or month of the period, ${compared}`,
      query: analyticsSalesQuery,
      response: analyticsSales,
    },
    (request) => salesSeries(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/analytic/category',
    {
      access,
      summary: `Counted sales per product category, ${compared}`,
      query: analyticsQuery,
      response: analyticsBreakdown,
    },
    (request) => byCategory(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/analytic/product',
    {
      access,
      summary: `The top N (at most 50) products, packages and combos by counted sales, ${compared}`,
      query: analyticsProductQuery,
      response: analyticsBreakdown,
    },
    (request) => byProduct(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/analytic/state',
    {
      access,
      summary: `Counted sales per buyer's state (Malaysia) or province (Indonesia), ${compared}`,
      query: analyticsQuery,
      response: analyticsBreakdown,
    },
    (request) => byState(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/analytic/age',
    {
      access,
      summary: `Counted sales per buyer's age band on the counting day, ${compared}`,
      query: analyticsQuery,
      response: analyticsBreakdown,
    },
    (request) => byAge(deps, contextOf(request), request.query),
  );
}
