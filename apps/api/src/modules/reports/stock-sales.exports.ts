import {
  customerReportFilters,
  inventoryReportFilters,
  MASTER_REPORT_ACCESS,
  productSalesFilters,
} from '@niaga/shared';
import { customerReportList } from './customer-report.service.js';
import { columnsOf, type ExportColumnKind, type ExportSource, registered } from './export-source.js';
import { inventoryReportList } from './inventory-report.service.js';
import { pagedRows } from './keyset-rows.js';
import { agentProductSalesList, productSalesList } from './product-sales-report.service.js';

const period = (name: string) => (filters: { from: string; to: string }) => `${name}-${filters.from}-${filters.to}`;

async function* flat<T>(rows: AsyncIterable<T>, map: (row: T) => Record<string, unknown>) {
  for await (const row of rows) yield map(row);
}
const label = (options: string[]) => options.join(' / ') || null;

const inventoryList: ExportSource<typeof inventoryReportFilters> = {
  name: 'inventory-list',
  access: MASTER_REPORT_ACCESS,
  filters: inventoryReportFilters,
  fileName: period('inventory'),
  columns: columnsOf('masterReport.col', [
    ['store', 'text'],
    ['storeKind', 'text'],
    ['product', 'text'],
    ['variant', 'text'],
    ['sku', 'text'],
    ['onHand', 'number'],
    ['reserved', 'number'],
    ['available', 'number'],
    ['moveIn', 'number'],
    ['moveOut', 'number'],
    ['moveReturn', 'number'],
    ['moveReversal', 'number'],
    ['moveSale', 'number'],
    ['moveOrderReturn', 'number'],
  ]),
  count: async (deps, ctx, filters) =>
    (await inventoryReportList(deps, ctx, { ...filters, page: 1, limit: 1, sort: 'name' })).total,
  rows: (deps, ctx, filters) =>
    flat(
      pagedRows((page, limit) => inventoryReportList(deps, ctx, { ...filters, page, limit, sort: 'name' })),
      (row) => ({
        ...row,
        store: row.storeName,
        product: row.name,
        variant: label(row.options),
        moveIn: row.movements.in,
        moveOut: row.movements.out,
        moveReturn: row.movements.return,
        moveReversal: row.movements.reversal,
        moveSale: row.movements.sale,
        moveOrderReturn: row.movements.orderReturn,
      }),
    ),
};

const salesColumns: Array<[string, ExportColumnKind]> = [
  ['product', 'text'],
  ['variant', 'text'],
  ['sku', 'text'],
  ['orders', 'number'],
  ['units', 'number'],
  ['sales', 'money'],
];

const productSales: ExportSource<typeof productSalesFilters> = {
  name: 'product-sales-list',
  access: MASTER_REPORT_ACCESS,
  filters: productSalesFilters,
  fileName: period('product-sales'),
  columns: columnsOf('masterReport.col', salesColumns),
  count: async (deps, ctx, filters) =>
    (await productSalesList(deps, ctx, { ...filters, page: 1, limit: 1, sort: '-sales' })).total,
  rows: (deps, ctx, filters) =>
    flat(
      pagedRows((page, limit) => productSalesList(deps, ctx, { ...filters, page, limit, sort: '-sales' })),
      (row) => ({ ...row, product: row.name, variant: row.variantName }),
    ),
};

const agentProductSales: ExportSource<typeof productSalesFilters> = {
  name: 'agent-product-sales-list',
  access: MASTER_REPORT_ACCESS,
  filters: productSalesFilters,
  fileName: period('agent-product-sales'),
  columns: columnsOf('masterReport.col', [['agent', 'text'], ['level', 'text'], ['state', 'text'], ...salesColumns]),
  count: async (deps, ctx, filters) =>
    (await agentProductSalesList(deps, ctx, { ...filters, page: 1, limit: 1, sort: '-sales' })).total,
  rows: (deps, ctx, filters) =>
    flat(
      pagedRows((page, limit) => agentProductSalesList(deps, ctx, { ...filters, page, limit, sort: '-sales' })),
      (row) => ({ ...row, agent: row.agentName, level: row.levelName, product: row.name, variant: row.variantName }),
    ),
};

const customerList: ExportSource<typeof customerReportFilters> = {
  name: 'customer-list',
  access: MASTER_REPORT_ACCESS,
  filters: customerReportFilters,
  fileName: period('customers'),
  columns: columnsOf('masterReport.col', [
    ['customer', 'text'],
    ['email', 'text'],
    ['phone', 'text'],
    ['state', 'text'],
    ['joinedAt', 'datetime'],
    ['orders', 'number'],
    ['purchases', 'money'],
    ['lastOrderAt', 'datetime'],
  ]),
  count: async (deps, ctx, filters) =>
    (await customerReportList(deps, ctx, { ...filters, page: 1, limit: 1, sort: 'name' })).total,
  rows: (deps, ctx, filters) =>
    flat(
      pagedRows((page, limit) => customerReportList(deps, ctx, { ...filters, page, limit, sort: 'name' })),
      (row) => ({ ...row, customer: row.name }),
    ),
};

/** The inventory, product sales and customer tabs' exportable lists (registered in export-sources.ts). */
export const STOCK_SALES_EXPORTS = [
  registered(inventoryList),
  registered(productSales),
  registered(agentProductSales),
  registered(customerList),
];
