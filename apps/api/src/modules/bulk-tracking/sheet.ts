import ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors.js';

/** One non-empty row of a sheet: its row number as a spreadsheet shows it (1 = first row) and its cells. */
export type SheetRow = { row: number; cells: string[] };

export type SheetKind = 'xlsx' | 'csv';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (content: Buffer, bytes: number[]) => bytes.every((byte, index) => content[index] === byte);

/**
 * What the file is, by its content (never its name): an .xlsx is a ZIP holding `xl/` parts (part names are
 * stored uncompressed); a CSV is text without control characters. Anything else (old .xls, PDF, images,
 * other ZIPs such as .docx) is refused.
 */
export function sheetKind(content: Buffer): SheetKind | null {
  if (startsWith(content, ZIP)) return content.includes('xl/') ? 'xlsx' : null;
  const text = decodeText(content);
  if (text === null) return null;
  return hasControlCharacters(text.slice(0, 64 * 1024)) ? null : 'csv';
}

/** Control characters other than tab, LF and CR do not occur in a CSV (they do in binary files). */
function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

/** UTF-8 (with or without BOM), UTF-16 with BOM, else Windows-1252/Latin-1 (Excel's "CSV" on Windows). */
function decodeText(content: Buffer): string | null {
  if (startsWith(content, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(content.subarray(2));
  if (startsWith(content, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(content.subarray(2));
  const body = startsWith(content, [0xef, 0xbb, 0xbf]) ? content.subarray(3) : content;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('latin1').decode(body);
  }
}

/** The separator of the first line outside quotes: comma, semicolon (European Excel) or tab, by count. */
function separatorOf(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [separator, count] of counts) if (count > (counts.get(best) ?? 0)) best = separator;
  return best;
}

/**
 * RFC 4180 CSV: quoted fields may hold separators, line breaks and doubled quotes; lines end in CRLF, LF or CR;
 * a BOM is dropped. Blank records are skipped; `row` counts records (what a spreadsheet shows), not lines.
 * Stops after `maxRows` non-empty records (the caller refuses the file then).
 */
export function parseCsv(content: Buffer | string, maxRows = Number.POSITIVE_INFINITY): SheetRow[] {
  const text = typeof content === 'string' ? content.replace(/^\uFEFF/, '') : (decodeText(content) ?? '');
  const separator = separatorOf(text);
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let record = 1;
  const endField = () => {
    cells.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ row: record, cells: cells.map((cell) => cell.trim()) });
    cells = [];
    record += 1;
  };
  for (let index = 0; index < text.length && rows.length < maxRows; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 1;
        } else quoted = false;
      } else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) endField();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
    } else field += char;
  }
  if ((field !== '' || cells.length > 0) && rows.length < maxRows) endRecord();
  return rows;
}

/** The first worksheet of an .xlsx as text cells (formulas by their result, dates as ISO days). */
export async function parseXlsx(content: Buffer, maxRows = Number.POSITIVE_INFINITY): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new AppError(400, 'bulkTracking.unreadable', 'VALIDATION', { file: 'bulkTracking.unreadable' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError(400, 'bulkTracking.unreadable', 'VALIDATION', { file: 'bulkTracking.unreadable' });
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rows.length >= maxRows) return;
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellText(row.getCell(column)));
    if (cells.some((cell) => cell !== '')) rows.push({ row: rowNumber, cells });
  });
  return rows;
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  try {
    return cell.text.trim();
  } catch {
    return '';
  }
}

/** Reads a CSV or .xlsx (decided by content) into rows; 400 for any other file. */
export async function readSheet(content: Buffer, maxRows?: number): Promise<SheetRow[]> {
  const kind = sheetKind(content);
  if (!kind) throw new AppError(400, 'bulkTracking.fileType', 'VALIDATION', { file: 'bulkTracking.fileType' });
  return kind === 'xlsx' ? parseXlsx(content, maxRows) : parseCsv(content, maxRows);
}
