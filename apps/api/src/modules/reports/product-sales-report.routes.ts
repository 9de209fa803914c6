import {
  agentProductSalesPage,
  MASTER_REPORT_ACCESS,
  productSalesChoiceQuery,
  productSalesChoices as productSalesChoicesSchema,
  productSalesListQuery,
  productSalesPage,
} from '@niaga/shared';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { agentProductSalesList, productSalesChoices, productSalesList } from './product-sales-report.service.js';

/** The master report's product sales tab (spec §5/§9: at most 10 products chosen). */
export function registerProductSalesReportRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['reports'] });
  const access = MASTER_REPORT_ACCESS;
  r.get(
    '/api/product-sales/products',
    {
      access,
      summary: 'Products to choose for the product sales report (at most 10 at once)',
      query: productSalesChoiceQuery,
      response: productSalesChoicesSchema,
    },
    (request) => productSalesChoices(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/product-sales/list',
    {
      access,
      summary: 'Units and sales of counted orders in the period per product (and variant), paged',
      query: productSalesListQuery,
      response: productSalesPage,
    },
    (request) => productSalesList(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/product-sales/agent-list',
    {
      access,
      summary: 'Units and sales of counted orders in the period per buying agent per product, paged',
      query: productSalesListQuery,
      response: agentProductSalesPage,
    },
    (request) => agentProductSalesList(deps, contextOf(request), request.query),
  );
}
