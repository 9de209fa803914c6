import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { excelDay, writeXlsx } from './xlsx-stream.js';

describe('writeXlsx', () => {
  it('writes a sheet exceljs reads back: columns past Z, escaped text, money and date formats', async () => {
    const filePath = path.join(tmpdir(), `xlsx-stream-${process.pid}.xlsx`);
    const headers = Array.from({ length: 30 }, (_, index) => `H${index + 1}`);
    async function* rows() {
      yield [
        'Tan & <Sons> "Ltd"',
        { value: 1234.5, style: 'money' as const },
        { value: excelDay(new Date('2026-02-28T00:00:00Z')), style: 'date' as const },
        null,
        ...Array.from({ length: 26 }, (_, index) => index),
      ];
    }
    await writeXlsx(filePath, {
      name: 'Sales: 2026/02',
      headers,
      widths: headers.map(() => 12),
      moneyFormat: '#,##0.00',
      rows: rows(),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(filePath)) as unknown as ArrayBuffer);
    await rm(filePath);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Sales  2026 02');
    expect(sheet.getCell('AD1').value).toBe('H30');
    expect(sheet.getCell('A2').value).toBe('Tan & <Sons> "Ltd"');
    expect(sheet.getCell('B2').value).toBe(1234.5);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('C2').value).toEqual(new Date('2026-02-28T00:00:00Z'));
    expect(sheet.getCell('D2').value).toBeNull();
    expect(sheet.getCell('AD2').value).toBe(25);
  });
});
