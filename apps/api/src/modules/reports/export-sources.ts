import { eInvoiceExportSource } from '../e-invoice/e-invoice.export.js';
import type { ExportSource } from './export-source.js';

/** Every exportable report, by name. Each report module adds its sources here (one line each). */
export const EXPORT_SOURCES: ExportSource[] = [eInvoiceExportSource as unknown as ExportSource];
