import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/** A cell as the sheet stores it: text, a number, a number with a style, or empty. */
export type XlsxCell = string | number | { value: number; style: 'money' | 'date' } | null;

export type XlsxSheet = {
  name: string;
  headers: string[];
  widths: number[];
  /** Number format of money cells: `#,##0.00` (ringgit) or `#,##0` (rupiah). */
  moneyFormat: string;
  rows: AsyncIterable<XlsxCell[]>;
};

/** Style ids of styles.xml's cellXfs, in order. */
const STYLE = { money: 1, date: 2, header: 3 } as const;

// Characters XML 1.0 cannot hold at all; the safe text type keeps them out, this keeps the file valid regardless.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to match control characters
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escapeXml = (text: string) =>
  text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A → Z, AA … for column index 0, 1, … */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A calendar day as Excel's serial day number (1900 date system: 1970-01-01 is 25569). */
export const excelDay = (day: Date) => day.getTime() / 86_400_000 + 25_569;

function cellXml(ref: string, cell: XlsxCell): string {
  if (cell === null || cell === '') return '';
  if (typeof cell === 'string')
    return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
  if (typeof cell === 'number') return Number.isFinite(cell) ? `<c r="${ref}"><v>${cell}</v></c>` : '';
  return `<c r="${ref}" s="${STYLE[cell.style]}"><v>${cell.value}</v></c>`;
}

async function* sheetXml(sheet: XlsxSheet): AsyncGenerator<string> {
  const columns = sheet.headers.map((_, index) => columnName(index));
  const cols = sheet.widths.map(
    (width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`,
  );
  yield '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
  yield `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols.join('')}</cols><sheetData>`;
  const header = sheet.headers.map(
    (text, index) =>
      `<c r="${columns[index]}1" s="${STYLE.header}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`,
  );
  yield `<row r="1">${header.join('')}</row>`;
  let rowNumber = 1;
  let batch = '';
  for await (const row of sheet.rows) {
    rowNumber += 1;
    batch += `<row r="${rowNumber}">${row.map((cell, index) => cellXml(`${columns[index]}${rowNumber}`, cell)).join('')}</row>`;
    // Joined in batches: one chunk per row would cost more in stream calls than the rows themselves.
    if (rowNumber % 200 === 0) {
      yield batch;
      batch = '';
    }
  }
  yield `${batch}</sheetData></worksheet>`;
}

const workbookParts = (sheet: XlsxSheet): Record<string, string> => ({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheet.name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  'xl/styles.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="${sheet.moneyFormat}"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`,
});

/**
 * Writes one sheet as an .xlsx file row by row. The sheet's XML is a stream the zip pulls from, so reading rows
 * waits while the disk and the compressor catch up, and memory stays flat whatever the row count. (exceljs's own
 * streaming writer does not wait: 1,000,000 rows took 437 MB to 2 GB; exceljs reads these files back in the tests.)
 */
export async function writeXlsx(filePath: string, sheet: XlsxSheet): Promise<void> {
  const zip = new ZipFile();
  for (const [name, xml] of Object.entries(workbookParts(sheet))) zip.addBuffer(Buffer.from(xml), name);
  zip.addReadStream(Readable.from(sheetXml(sheet)), 'xl/worksheets/sheet1.xml');
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(filePath));
}
