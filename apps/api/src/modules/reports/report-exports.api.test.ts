import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { ExportSource } from './export-source.js';
import { EXPORT_SOURCES } from './export-sources.js';
import { reportExports } from './report-exports.tables.js';

/**
 * The export job on a source of generated rows: what a report module registers. 12,000 rows, so progress is saved
 * on the way (every 5,000) and the file holds more than one batch.
 */
const ROWS = 12_000;
const fixture: ExportSource = {
  name: 'test-fixture-rows',
  access: access.hq,
  filters: z.object({
    label: z
      .string()
      .max(20)
      .regex(/^[a-z]+$/, 'validation.invalid'),
  }),
  fileName: (filters: { label: string }) => `fixture-${filters.label}`,
  columns: (language) => [
    { key: 'name', header: language === 'ms' ? 'Nama' : 'Name', kind: 'text' },
    { key: 'day', header: 'Day', kind: 'date' },
    { key: 'amount', header: 'Amount', kind: 'money' },
    { key: 'units', header: 'Units', kind: 'number' },
  ],
  count: async () => ROWS,
  async *rows(_deps, ctx, filters: { label: string }) {
    for (let index = 0; index < ROWS; index += 1) {
      const name = index === 0 ? '=HYPERLINK("http://x")' : `${filters.label} ${ctx.companyId} ${index}`;
      yield { name, day: '2026-03-01', amount: 1_000 + index, units: index };
    }
  },
};

let t: TestApp;
let hq: string;

beforeAll(async () => {
  EXPORT_SOURCES.push(fixture);
  t = await createTestApp();
  hq = await t.login('hq@demo.niaga.test', 'hq');
});
afterAll(async () => {
  EXPORT_SOURCES.splice(EXPORT_SOURCES.indexOf(fixture), 1);
  await t.close();
});

/** Polls the export until it is finished: the job runs in this process, so this waits for its answer. */
async function finished(id: string, token = hq) {
  for (;;) {
    const answer = await t.call('GET', `/api/report/export/${id}`, { token });
    if (answer.data.status === 'done' || answer.data.status === 'failed') return answer.data;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const start = (
  body: { source: string; format: string; filters: Record<string, string> },
  token = hq,
  language?: 'ms',
) => t.call('POST', '/api/report/export', { token, body, ...(language ? { language } : {}) });

describe('report exports', () => {
  it('writes an xlsx file that exceljs opens, with every row, money in ringgit and formulas defused', async () => {
    const started = await start({ source: 'test-fixture-rows', format: 'xlsx', filters: { label: 'abc' } });
    expect(started.status).toBe(200);
    expect(started.data).toMatchObject({ status: 'queued', fileName: 'fixture-abc.xlsx', downloadUrl: null });
    const done = await finished(started.data.id);
    expect(done).toMatchObject({ status: 'done', rowsDone: ROWS, rowsTotal: ROWS });

    const file = await t.app.inject({
      method: 'GET',
      url: done.downloadUrl,
      headers: { authorization: `Bearer ${hq}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('fixture-abc.xlsx');
    expect(file.headers['cache-control']).toContain('no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Day', 'Amount', 'Units']);
    const last = sheet.getRow(ROWS + 1);
    expect(last.getCell(1).value).toBe(`abc demo ${ROWS - 1}`);
    expect(last.getCell(3).value).toBe((1_000 + ROWS - 1) / 100);
    expect(last.getCell(3).numFmt).toBe('#,##0.00');
    expect(last.getCell(2).value).toEqual(new Date('2026-03-01T00:00:00Z'));
    // Text is written as an inline string: a name that looks like a formula stays text, never a formula cell.
    expect(sheet.getRow(2).getCell(1).value).toBe('=HYPERLINK("http://x")');
  });

  it('writes CSV with a byte-order mark, 2-decimal amounts and spreadsheet formulas quoted away', async () => {
    const started = await start({ source: 'test-fixture-rows', format: 'csv', filters: { label: 'csv' } });
    const done = await finished(started.data.id);
    const file = await t.app.inject({
      method: 'GET',
      url: done.downloadUrl,
      headers: { authorization: `Bearer ${hq}` },
    });
    const lines = file.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFName,Day,Amount,Units');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://x"")",2026-03-01,10.00,0`);
    expect(lines[ROWS]).toBe(`csv demo ${ROWS - 1},2026-03-01,${((1_000 + ROWS - 1) / 100).toFixed(2)},${ROWS - 1}`);
    expect(lines).toHaveLength(ROWS + 2);
  });

  it("refuses an unknown report, bad filters (in the caller's language) and a report the caller may not read", async () => {
    const unknown = await start({ source: 'no-such-report', format: 'xlsx', filters: {} });
    expect(unknown.status).toBe(400);
    expect(unknown.meta?.message).toBe('There is no such report to export.');
    const bad = await start({ source: 'test-fixture-rows', format: 'csv', filters: { label: 'A1' } }, hq, 'ms');
    expect(bad.status).toBe(400);
    expect(bad.meta?.errors).toHaveProperty(['filters.label']);
    const agent = await t.login('agent1@demo.niaga.test');
    const refused = await start({ source: 'test-fixture-rows', format: 'csv', filters: { label: 'abc' } }, agent);
    expect(refused.status).toBe(403);
    const rows = await t.db.select().from(reportExports).where(eq(reportExports.source, 'test-fixture-rows'));
    expect(rows.filter((row) => row.filters.label !== 'abc' && row.filters.label !== 'csv')).toEqual([]);
  });

  it('shows an export only to the one who asked, and stops one whose session signed out', async () => {
    const other = await t.login('hq@demo.niaga.test', 'hq');
    const mine = await start({ source: 'test-fixture-rows', format: 'csv', filters: { label: 'mine' } }, other);
    const listed = await t.call('GET', '/api/report/exports', { token: other });
    expect(listed.data.map((row: { id: string }) => row.id)).toContain(mine.data.id);

    const agent = await t.login('agent1@demo.niaga.test');
    expect((await t.call('GET', `/api/report/export/${mine.data.id}`, { token: agent })).status).toBe(404);
    expect((await t.call('GET', `/api/report/export/${mine.data.id}/file`, { token: agent })).status).toBe(404);

    // Signed out before the job ran: the export fails with a reason instead of running without a session.
    const queued = await t.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reportExports)
        .values({
          companyId: 'demo',
          id: 'export-of-a-gone-session',
          userId: (await t.userId('hq@demo.niaga.test'))!,
          tokenHash: 'no-such-session',
          language: 'en',
          source: 'test-fixture-rows',
          filters: { label: 'gone' },
          format: 'csv',
          fileName: 'fixture-gone',
        })
        .returning();
      return row!;
    });
    const { runExport } = await import('./report-exports.service.js');
    await runExport({ db: t.db } as never, { companyId: 'demo', id: queued.id });
    const [gone] = await t.db
      .select()
      .from(reportExports)
      .where(and(eq(reportExports.companyId, 'demo'), eq(reportExports.id, queued.id)));
    expect(gone).toMatchObject({ status: 'failed', error: 'reportExport.sessionEnded', fileKey: null });
  });
});
