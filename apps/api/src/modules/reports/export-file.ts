import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { type Currency, formatDateTime } from '@niaga/shared';
import { csvField } from '../../platform/csv.js';
import type { ExportColumn } from './export-source.js';
import { excelDay, writeXlsx, type XlsxCell } from './xlsx-stream.js';

export const EXPORT_CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** How often the writer reports its progress (the job saves it for the progress bar). */
const PROGRESS_EVERY_ROWS = 5_000;

type WriteOptions = {
  filePath: string;
  format: keyof typeof EXPORT_CONTENT_TYPES;
  sheetName: string;
  columns: ExportColumn[];
  rows: AsyncIterable<Record<string, unknown>>;
  currency: Currency;
  timeZone: string;
  onProgress: (rowsDone: number) => Promise<void>;
};

/** `YYYY-MM-DD` (or a Date) as the calendar day it names, for a spreadsheet date cell. */
const dayOf = (value: unknown) =>
  value instanceof Date ? value : typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : null;

function xlsxCell(column: ExportColumn, value: unknown, timeZone: string): XlsxCell {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'money':
      return { value: Number(value) / 100, style: 'money' };
    case 'number':
      return Number(value);
    case 'date': {
      const day = dayOf(value);
      return day ? { value: excelDay(day), style: 'date' } : null;
    }
    case 'datetime':
      return formatDateTime(value as string | Date, timeZone);
    default:
      return String(value);
  }
}

function csvCell(column: ExportColumn, value: unknown, timeZone: string): string {
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'money':
      return (Number(value) / 100).toFixed(2);
    case 'number':
      return String(Number(value));
    case 'date':
      return (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);
    case 'datetime':
      return formatDateTime(value as string | Date, timeZone);
    default:
      return csvField(String(value));
  }
}

/**
 * Writes a report's rows to a file as they come, never holding the sheet: the xlsx sheet is pulled by its zip
 * (xlsx-stream.ts), the CSV waits for the disk when its buffer is full. Returns the number of rows written.
 */
export async function writeExportFile(options: WriteOptions): Promise<number> {
  const { columns, timeZone } = options;
  let done = 0;
  const progress = async () => {
    done += 1;
    if (done % PROGRESS_EVERY_ROWS === 0) await options.onProgress(done);
  };
  if (options.format === 'xlsx') {
    async function* cells() {
      for await (const row of options.rows) {
        yield columns.map((column) => xlsxCell(column, row[column.key], timeZone));
        await progress();
      }
    }
    await writeXlsx(options.filePath, {
      name: options.sheetName,
      headers: columns.map((column) => column.header),
      widths: columns.map((column) => (column.kind === 'text' ? 28 : 14)),
      moneyFormat: options.currency === 'IDR' ? '#,##0' : '#,##0.00',
      rows: cells(),
    });
    return done;
  }
  const file = createWriteStream(options.filePath);
  const write = async (line: string) => {
    if (!file.write(line)) await once(file, 'drain');
  };
  // A byte-order mark: Excel then reads the file as UTF-8 (agents' names are not all ASCII).
  await write(`\uFEFF${columns.map((column) => csvField(column.header)).join(',')}\r\n`);
  for await (const row of options.rows) {
    await write(`${columns.map((column) => csvCell(column, row[column.key], timeZone)).join(',')}\r\n`);
    await progress();
  }
  file.end();
  await once(file, 'finish');
  return done;
}
