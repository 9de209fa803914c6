import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  canAccess,
  isMessageKey,
  type Language,
  type MessageKey,
  type ReportExportRequest,
  type ReportExportView,
  translate,
} from '@niaga/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { NO_RETRY } from '../../platform/queue.js';
import { authUserOf } from '../auth/auth.hook.js';
import { companies } from '../company/company.tables.js';
import { EXPORT_CONTENT_TYPES, writeExportFile } from './export-file.js';
import type { ExportSource } from './export-source.js';
import { EXPORT_SOURCES } from './export-sources.js';
import { reportExports } from './report-exports.tables.js';

export const REPORT_EXPORT_JOB = 'report-export';
/** Files are kept this long; older exports of the company are removed when someone starts a new one. */
const KEEP_DAYS = 7;
/** How many of the caller's exports the list shows. */
const LIST_LIMIT = 20;

type ExportRow = typeof reportExports.$inferSelect;

function sourceNamed(name: string): ExportSource {
  const source = EXPORT_SOURCES.find((candidate) => candidate.name === name);
  if (!source) throw badRequest('reportExport.unknownSource', { source: 'reportExport.unknownSource' });
  return source;
}

/** The export's filters, checked by the report's own schema: a bad filter is a 400 naming `filters.<field>`. */
function parsedFilters(source: ExportSource, filters: Record<string, unknown>) {
  const parsed = source.filters.safeParse(filters);
  if (parsed.success) return parsed.data as z.infer<typeof source.filters>;
  const keyOf = (message: string): MessageKey => (isMessageKey(message) ? message : 'validation.invalid');
  const fieldErrors = Object.fromEntries(
    parsed.error.issues.map((issue) => [['filters', ...issue.path].join('.'), keyOf(issue.message)]),
  );
  throw badRequest(keyOf(parsed.error.issues[0]?.message ?? ''), fieldErrors);
}

export function exportView(row: ExportRow, language: Language): ReportExportView {
  return {
    id: row.id,
    source: row.source,
    format: row.format,
    status: row.status,
    rowsTotal: row.rowsTotal,
    rowsDone: row.rowsDone,
    fileName: `${row.fileName}.${row.format}`,
    error: row.error ? translate(language, row.error) : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    downloadUrl: row.status === 'done' ? `/api/report/export/${row.id}/file` : null,
  };
}

/** Removes the company's exports older than KEEP_DAYS, files first (a file without its row is never served). */
async function removeOldExports(deps: AppDeps, companyId: string, now: Date) {
  const before = new Date(now.getTime() - KEEP_DAYS * 86_400_000);
  const old = and(eq(reportExports.companyId, companyId), lt(reportExports.createdAt, before));
  const rows = await deps.db.select({ fileKey: reportExports.fileKey }).from(reportExports).where(old);
  for (const { fileKey } of rows) if (fileKey) await deps.storage.remove(fileKey);
  await deps.db.delete(reportExports).where(old);
}

/** POST /api/report/export: checks the source, the caller's access to it and the filters, then queues the job. */
export async function startExport(deps: AppDeps, ctx: RequestContext, input: ReportExportRequest) {
  const source = sourceNamed(input.source);
  if (source.access !== 'public' && !canAccess(ctx.user, source.access)) throw forbidden();
  const filters = parsedFilters(source, input.filters ?? {});
  await removeOldExports(deps, ctx.companyId, ctx.now);
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reportExports)
      .values({
        companyId: ctx.companyId,
        id: newId(),
        userId: ctx.user.id,
        tokenHash: ctx.user.tokenHash,
        language: ctx.language,
        source: source.name,
        filters: input.filters ?? {},
        format: input.format,
        fileName: source.fileName(filters),
      })
      .returning();
    await deps.queue.send(tx, REPORT_EXPORT_JOB, { companyId: ctx.companyId, id: created!.id }, NO_RETRY);
    return created!;
  });
  deps.queue.wake(REPORT_EXPORT_JOB);
  return exportView(row, ctx.language);
}

const ownExport = (ctx: RequestContext, id: string) =>
  and(eq(reportExports.companyId, ctx.companyId), eq(reportExports.userId, ctx.user.id), eq(reportExports.id, id));

/** An export is read only by the one who asked for it. */
export async function exportStatus(deps: AppDeps, ctx: RequestContext, id: string) {
  const [row] = await deps.db.select().from(reportExports).where(ownExport(ctx, id));
  if (!row) throw notFound();
  return exportView(row, ctx.language);
}

export async function myExports(deps: AppDeps, ctx: RequestContext) {
  const rows = await deps.db
    .select()
    .from(reportExports)
    .where(and(eq(reportExports.companyId, ctx.companyId), eq(reportExports.userId, ctx.user.id)))
    .orderBy(desc(reportExports.createdAt))
    .limit(LIST_LIMIT);
  return rows.map((row) => exportView(row, ctx.language));
}

/** The finished file as a stream, with its name and type. */
export async function exportFile(deps: AppDeps, ctx: RequestContext, id: string) {
  const [row] = await deps.db.select().from(reportExports).where(ownExport(ctx, id));
  if (!row) throw notFound();
  const file = row.fileKey ? await deps.storage.open(row.fileKey) : null;
  if (row.status !== 'done' || !file) throw new AppError(409, 'reportExport.notReady', 'CONFLICT');
  return { file, fileName: `${row.fileName}.${row.format}`, contentType: EXPORT_CONTENT_TYPES[row.format] };
}

/**
 * The `report-export` job: runs the report as the session that asked (its access as it is now), writes the file
 * to a temporary path, stores it, and keeps `rows_done` current for the progress bar.
 */
export async function runExport(deps: AppDeps, data: Record<string, unknown>) {
  const companyId = String(data.companyId);
  const where = and(eq(reportExports.companyId, companyId), eq(reportExports.id, String(data.id)));
  const [row] = await deps.db.select().from(reportExports).where(where);
  if (row?.status !== 'queued') return;
  const fail = async (error: MessageKey) => {
    await deps.db.update(reportExports).set({ status: 'failed', error, finishedAt: new Date() }).where(where);
  };
  const user = await authUserOf(deps.db, companyId, row.tokenHash);
  const source = EXPORT_SOURCES.find((candidate) => candidate.name === row.source);
  if (!user || !source || (source.access !== 'public' && !canAccess(user, source.access))) {
    return fail('reportExport.sessionEnded');
  }
  const [company] = await deps.db
    .select({ currency: companies.currency, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  const language = row.language as Language;
  const ctx: RequestContext = { companyId, user, language, requestId: `export-${row.id}`, now: new Date(), origin: '' };
  const filePath = path.join(tmpdir(), `niaga-export-${row.id}.${row.format}`);
  try {
    const filters = source.filters.parse(row.filters);
    const rowsTotal = await source.count(deps, ctx, filters);
    await deps.db.update(reportExports).set({ status: 'running', rowsTotal }).where(where);
    const rowsDone = await writeExportFile({
      filePath,
      format: row.format,
      sheetName: row.fileName,
      columns: source.columns(language),
      rows: source.rows(deps, ctx, filters),
      currency: company?.currency ?? 'MYR',
      timeZone: company?.timeZone ?? 'Asia/Kuala_Lumpur',
      onProgress: (done) =>
        deps.db
          .update(reportExports)
          .set({ rowsDone: done })
          .where(where)
          .then(() => {}),
    });
    const fileKey = `.private/${companyId}/exports/${row.id}.${row.format}`;
    await deps.storage.putFile(fileKey, filePath, EXPORT_CONTENT_TYPES[row.format]);
    await deps.db
      .update(reportExports)
      .set({ status: 'done', rowsDone, rowsTotal: Math.max(rowsTotal, rowsDone), fileKey, finishedAt: new Date() })
      .where(where);
  } catch (error) {
    await fail('reportExport.failed');
    throw error;
  } finally {
    await rm(filePath, { force: true });
  }
}

/** Runs export jobs in this process (instances with RUN_JOBS=false only queue them). */
export const workReportExports = (deps: AppDeps) => deps.queue.work(REPORT_EXPORT_JOB, (data) => runExport(deps, data));
