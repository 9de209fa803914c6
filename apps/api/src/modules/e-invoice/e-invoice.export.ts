import { type EInvoiceDocument, eInvoiceMonthQuery, type Language } from '@niaga/shared';
import ExcelJS from 'exceljs';
import { access } from '../../platform/access.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import type { ExportColumn, ExportSource } from '../reports/export-source.js';
import { eInvoiceMonth } from './e-invoice.service.js';

const HEADERS: Record<Language, Record<string, string>> = {
  en: {
    number: 'Number',
    kind: 'Kind',
    typeCode: 'LHDN type',
    refersTo: 'Refers to',
    buyerName: 'Buyer',
    buyerTin: 'Buyer TIN',
    orderCount: 'Orders',
    total: 'Total',
    tax: 'Tax',
    status: 'Status',
    uuid: 'LHDN UUID',
    validationLink: 'Validation link',
    problems: 'Problems',
  },
  id: {
    number: 'Nomor',
    kind: 'Jenis',
    typeCode: 'Jenis LHDN',
    refersTo: 'Merujuk ke',
    buyerName: 'Pembeli',
    buyerTin: 'TIN pembeli',
    orderCount: 'Pesanan',
    total: 'Total',
    tax: 'Pajak',
    status: 'Status',
    uuid: 'UUID LHDN',
    validationLink: 'Tautan validasi',
    problems: 'Masalah',
  },
  ms: {
    number: 'Nombor',
    kind: 'Jenis',
    typeCode: 'Jenis LHDN',
    refersTo: 'Merujuk kepada',
    buyerName: 'Pembeli',
    buyerTin: 'TIN pembeli',
    orderCount: 'Pesanan',
    total: 'Jumlah',
    tax: 'Cukai',
    status: 'Status',
    uuid: 'UUID LHDN',
    validationLink: 'Pautan pengesahan',
    problems: 'Masalah',
  },
};
const KINDS: Partial<Record<keyof EInvoiceDocument, ExportColumn['kind']>> = {
  total: 'money',
  tax: 'money',
  orderCount: 'number',
};

export function eInvoiceColumns(language: Language): ExportColumn[] {
  return Object.entries(HEADERS[language]).map(([key, header]) => ({
    key,
    header,
    kind: KINDS[key as keyof EInvoiceDocument] ?? 'text',
  }));
}

/** One document as an export row: problems and LHDN's reasons joined into one cell. */
export const eInvoiceRow = (document: EInvoiceDocument): Record<string, unknown> => ({
  ...document,
  typeCode: document.typeCode ?? '',
  problems: [...document.problems.map((problem) => problem.message), ...document.reasons].join('; '),
});

/** The month's e-invoice list for the report export job (issue 21 "Exports"). */
export const eInvoiceExportSource: ExportSource<typeof eInvoiceMonthQuery> = {
  name: 'e-invoice-month',
  access: access.hq,
  filters: eInvoiceMonthQuery,
  fileName: ({ year, month }) => `e-invoices-${year}-${String(month).padStart(2, '0')}`,
  columns: eInvoiceColumns,
  async count(deps, ctx, filters) {
    return (await eInvoiceMonth(deps, ctx, filters)).items.length;
  },
  async *rows(deps, ctx, filters) {
    // A month's documents are one per HQ order with a TIN plus one consolidated: small enough to build at once.
    for (const document of (await eInvoiceMonth(deps, ctx, filters)).items) yield eInvoiceRow(document);
  },
};

const cell = (column: ExportColumn, value: unknown) =>
  column.kind === 'money' ? Number(value ?? 0) / 100 : value === null || value === undefined ? '' : value;

/** GET /api/e-invoice/export as xlsx or CSV: the same rows as the list, money in ringgit. */
export async function eInvoiceSheet(
  deps: AppDeps,
  ctx: RequestContext,
  query: { month: number; year: number; format: 'xlsx' | 'csv' },
): Promise<Buffer> {
  const columns = eInvoiceColumns(ctx.language);
  const rows = (await eInvoiceMonth(deps, ctx, query)).items.map(eInvoiceRow);
  if (query.format === 'csv') {
    const quote = (value: unknown) => {
      const text = String(value);
      return /[",\n\r]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    };
    const lines = [columns.map((c) => quote(c.header)).join(',')];
    for (const row of rows) lines.push(columns.map((c) => quote(cell(c, row[c.key]))).join(','));
    return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('E-invoices');
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.key === 'problems' ? 60 : 18 }));
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, cell(c, row[c.key])])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
