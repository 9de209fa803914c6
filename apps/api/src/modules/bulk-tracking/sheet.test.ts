import { describe, expect, it } from 'vitest';
import { parseCsv, sheetKind } from './sheet.js';

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, separators and line breaks inside quotes, CRLF, LF and CR', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\n1,2,3\r4,,6\r\n';
    expect(parseCsv(text)).toEqual([
      { row: 1, cells: ['a', 'b', 'c'] },
      { row: 2, cells: ['x, y', 'say "hi"', 'two\r\nlines'] },
      { row: 3, cells: ['1', '2', '3'] },
      { row: 4, cells: ['4', '', '6'] },
    ]);
  });

  it('drops a UTF-8 BOM, skips blank records (keeping row numbers) and trims cells', () => {
    const content = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('order , tracking\n\n,\n A1 ,B2')]);
    expect(parseCsv(content)).toEqual([
      { row: 1, cells: ['order', 'tracking'] },
      { row: 4, cells: ['A1', 'B2'] },
    ]);
  });

  it('takes semicolons or tabs when the header uses them', () => {
    expect(parseCsv('order;tracking\nA;"B;C"')).toEqual([
      { row: 1, cells: ['order', 'tracking'] },
      { row: 2, cells: ['A', 'B;C'] },
    ]);
    expect(parseCsv('order\ttracking\nA\tB')[1]).toEqual({ row: 2, cells: ['A', 'B'] });
  });

  it('reads Windows-1252 text and UTF-16 with a BOM', () => {
    expect(parseCsv(Buffer.from([0x41, 0xe9, 0x2c, 0x42]))[0]?.cells).toEqual(['Aé', 'B']);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a\tb\r\n1\t2', 'utf16le')]);
    expect(parseCsv(utf16)).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['1', '2'] },
    ]);
  });

  it('stops after the given number of rows', () => {
    expect(parseCsv('h\n1\n2\n3\n4', 3)).toHaveLength(3);
  });
});

describe('sheetKind', () => {
  it('decides by content: xlsx (ZIP with xl/ parts), csv (text), or nothing', () => {
    expect(sheetKind(Buffer.from('order,tracking\r\n'))).toBe('csv');
    expect(sheetKind(Buffer.from('PK\u0003\u0004[Content_Types].xml xl/workbook.xml'))).toBe('xlsx');
    expect(sheetKind(Buffer.from('PK\u0003\u0004word/document.xml'))).toBeNull();
    expect(sheetKind(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBeNull();
    expect(sheetKind(Buffer.from('%PDF-1.7\n\u0000\u0001binary'))).toBeNull();
  });
});
