import { storeCustomerFilters } from '@niaga/shared';
import { access } from '../../platform/access.js';
import { columnsOf, type ExportSource } from '../reports/export-source.js';
import { pagedRows } from '../reports/keyset-rows.js';
import { storeCustomers } from './store-customers.service.js';

/** The customer database as a file: the same rows as `GET /api/setup/company-store/customers`. */
export const storeCustomersExport: ExportSource<typeof storeCustomerFilters> = {
  name: 'store-customers',
  access: access.hqAndStaff,
  filters: storeCustomerFilters,
  fileName: (filters) => `store-customers${filters.storeSlug ? `-${filters.storeSlug}` : ''}`,
  columns: columnsOf('stores.col', [
    ['name', 'text'],
    ['email', 'text'],
    ['phone', 'text'],
    ['storeName', 'text'],
    ['storeSlug', 'text'],
    ['kind', 'text'],
    ['orders', 'number'],
    ['total', 'money'],
    ['lastOrderAt', 'datetime'],
  ]),
  count: async (deps, ctx, filters) => (await storeCustomers(deps, ctx, { ...filters, page: 1, limit: 1 })).total,
  rows: (deps, ctx, filters) => pagedRows((page, limit) => storeCustomers(deps, ctx, { ...filters, page, limit })),
};
