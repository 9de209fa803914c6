import {
  inventoryReportFilters,
  inventoryReportListQuery,
  inventoryReportPage,
  inventoryReportSummary as inventoryReportSummarySchema,
  MASTER_REPORT_ACCESS,
} from '@niaga/shared';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { inventoryReportList, inventoryReportSummary } from './inventory-report.service.js';

/** The master report's inventory tab: stock per store (branches and agents) and its movements in the period. */
export function registerInventoryReportRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['reports'] });
  const access = MASTER_REPORT_ACCESS;
  r.get(
    '/api/inventory-report/summary',
    {
      access,
      summary: 'Stock on hand, reserved and available over every store, and units moved in the period per kind',
      query: inventoryReportFilters,
      response: inventoryReportSummarySchema,
    },
    (request) => inventoryReportSummary(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/inventory-report/list',
    {
      access,
      summary: 'Each stock item per store (branch or agent) with its stock and movements in the period, paged',
      query: inventoryReportListQuery,
      response: inventoryReportPage,
    },
    (request) => inventoryReportList(deps, contextOf(request), request.query),
  );
}
