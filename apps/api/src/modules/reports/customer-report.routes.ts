import {
  customerReportFilters,
  customerReportListQuery,
  customerReportPage,
  customerReportSummary as customerReportSummarySchema,
  MASTER_REPORT_ACCESS,
} from '@niaga/shared';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { customerReportList, customerReportSummary } from './customer-report.service.js';

/** The master report's customer database tab (users with role `customer` and their counted orders). */
export function registerCustomerReportRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['reports'] });
  const access = MASTER_REPORT_ACCESS;
  r.get(
    '/api/customer-report/summary',
    {
      access,
      summary: 'Customers, joined in the period, buying, and their counted orders and purchases in the period',
      query: customerReportFilters,
      response: customerReportSummarySchema,
    },
    (request) => customerReportSummary(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/customer-report/list',
    {
      access,
      summary: 'Customers with their counted orders and purchases in the period, paged',
      query: customerReportListQuery,
      response: customerReportPage,
    },
    (request) => customerReportList(deps, contextOf(request), request.query),
  );
}
