import { ANALYTICS_EXPORTS } from '../analytics/analytics.exports.js';
import { eInvoiceExportSource } from '../e-invoice/e-invoice.export.js';
import { agentDatabaseExport } from '../network/agent-database.export.js';
import { storeCustomersExport } from '../online-stores/store-customers.export.js';
import { SETTLEMENT_EXPORTS } from '../settlement/settlement.exports.js';
import { type ExportSource, registered } from './export-source.js';
import { MASTER_REPORT_EXPORTS } from './master-report.exports.js';
import { STOCK_SALES_EXPORTS } from './stock-sales.exports.js';

/** Every exportable report, by name. Each report module adds its sources here (one line each). */
export const EXPORT_SOURCES: ExportSource[] = [
  ...MASTER_REPORT_EXPORTS,
  ...STOCK_SALES_EXPORTS,
  ...SETTLEMENT_EXPORTS,
  ...ANALYTICS_EXPORTS,
  registered(eInvoiceExportSource),
  registered(agentDatabaseExport),
  registered(storeCustomersExport),
];
