import { agentReportFilters, MASTER_REPORT_ACCESS, masterReportFilters, transactionFilters } from '@niaga/shared';
import { agentReportList } from './agent-report.service.js';
import { columnsOf, type ExportSource, registered } from './export-source.js';
import { keysetRows } from './keyset-rows.js';
import { kpiSalesList } from './kpi-report.service.js';
import { recruiterList } from './recruitment-report.service.js';
import { countTransactions, eachTransaction } from './transaction-report.service.js';

const period = (name: string) => (filters: { from: string; to: string }) => `${name}-${filters.from}-${filters.to}`;

async function* flat<T>(rows: AsyncIterable<T>, map: (row: T) => Record<string, unknown>) {
  for await (const row of rows) yield map(row);
}

const transactionList: ExportSource<typeof transactionFilters> = {
  name: 'transaction-list',
  access: MASTER_REPORT_ACCESS,
  filters: transactionFilters,
  fileName: period('transactions'),
  columns: columnsOf('masterReport.col', [
    ['referenceNo', 'text'],
    ['invoiceNo', 'text'],
    ['createdAt', 'datetime'],
    ['agent', 'text'],
    ['level', 'text'],
    ['state', 'text'],
    ['seller', 'text'],
    ['paymentMethod', 'text'],
    ['status', 'text'],
    ['units', 'number'],
    ['grandTotal', 'money'],
  ]),
  count: countTransactions,
  rows: (deps, ctx, filters) =>
    flat(eachTransaction(deps, ctx, filters), (row) => ({
      ...row,
      agent: row.buyer.name,
      level: row.levelName,
      seller: row.sellerName,
      units: row.totalUnits,
    })),
};

const recruitmentList: ExportSource<typeof masterReportFilters> = {
  name: 'recruitment-list',
  access: MASTER_REPORT_ACCESS,
  filters: masterReportFilters,
  fileName: period('recruitment'),
  columns: columnsOf('masterReport.col', [
    ['agent', 'text'],
    ['level', 'text'],
    ['state', 'text'],
    ['recruits', 'number'],
    ['lastJoinedAt', 'datetime'],
  ]),
  count: async (deps, ctx, filters) =>
    (await recruiterList(deps, ctx, { ...filters, page: 1, limit: 1, sort: '-recruits' })).total,
  rows: (deps, ctx, filters) =>
    flat(
      keysetRows(
        async (after: string | null, limit: number) =>
          (await recruiterList(deps, ctx, { ...filters, page: 1, limit, sort: 'name' }, { after })).items,
        (row) => row.agentId,
        1_000,
      ),
      (row) => ({ ...row, agent: row.name, level: row.levelName }),
    ),
};

const kpiSalesListSource: ExportSource<typeof masterReportFilters> = {
  name: 'kpi-sales-list',
  access: MASTER_REPORT_ACCESS,
  filters: masterReportFilters,
  fileName: period('kpi'),
  columns: columnsOf('masterReport.col', [
    ['agent', 'text'],
    ['level', 'text'],
    ['state', 'text'],
    ['ps', 'money'],
    ['gs', 'money'],
    ['tpgs', 'money'],
    ['sideGroupSales', 'money'],
    ['recruits', 'number'],
    ['commission', 'money'],
  ]),
  count: async (deps, ctx, filters) =>
    (await kpiSalesList(deps, ctx, { ...filters, page: 1, limit: 1, sort: '-tpgs' })).total,
  rows: (deps, ctx, filters) =>
    flat(
      keysetRows(
        async (after: string | null, limit: number) =>
          (await kpiSalesList(deps, ctx, { ...filters, page: 1, limit, sort: 'name' }, { after })).items,
        (row) => row.agentId,
        1_000,
      ),
      (row) => ({ ...row, agent: row.name, level: row.levelName }),
    ),
};

const agentReportListSource: ExportSource<typeof agentReportFilters> = {
  name: 'agent-report-list',
  access: MASTER_REPORT_ACCESS,
  filters: agentReportFilters,
  fileName: period('agents'),
  columns: columnsOf('masterReport.col', [
    ['agent', 'text'],
    ['email', 'text'],
    ['level', 'text'],
    ['state', 'text'],
    ['status', 'text'],
    ['joinedAt', 'datetime'],
    ['orders', 'number'],
    ['purchases', 'money'],
    ['lastOrderAt', 'datetime'],
  ]),
  count: async (deps, ctx, filters) =>
    (await agentReportList(deps, ctx, { ...filters, page: 1, limit: 1, sort: 'name' })).total,
  rows: (deps, ctx, filters) =>
    flat(
      keysetRows(
        async (after: string | null, limit: number) =>
          (await agentReportList(deps, ctx, { ...filters, page: 1, limit, sort: 'name' }, { after })).items,
        (row) => row.agentId,
        1_000,
      ),
      (row) => ({ ...row, agent: row.name, level: row.levelName }),
    ),
};

/** The master report's exportable lists (registered in export-sources.ts). */
export const MASTER_REPORT_EXPORTS = [
  registered(transactionList),
  registered(recruitmentList),
  registered(kpiSalesListSource),
  registered(agentReportListSource),
];
