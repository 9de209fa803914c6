import type {
  MarketingFile,
  MarketingFolder,
  marketingFileInput,
  marketingFolderDeleteQuery,
  marketingFolderInput,
} from '@niaga/shared';
import { and, asc, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { levelNamesOf } from '../campaigns/campaign-view.js';
import { visibleToLevel } from '../users/level-visibility.js';
import { levels } from '../users/users.tables.js';
import { marketingFiles, marketingFolders } from './marketing.tables.js';
import { marketingKey, storedUpload } from './marketing-storage.js';

type FolderRow = typeof marketingFolders.$inferSelect;
type FileRow = typeof marketingFiles.$inferSelect;
type Totals = { fileCount: number; totalSize: number };

const toFolder = (row: FolderRow, totals: Totals, levelNames: Map<string, string>): MarketingFolder => ({
  id: row.id,
  name: row.name,
  levelIds: row.levelIds,
  levels: row.levelIds.map((id) => ({ id, name: levelNames.get(id) ?? '' })),
  fileCount: totals.fileCount,
  totalSize: totals.totalSize,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toFile = (row: FileRow): MarketingFile => ({
  id: row.id,
  folderId: row.folderId,
  name: row.name,
  type: row.type,
  size: row.size,
  description: row.description,
  url: `/api/marketing/file/${encodeURIComponent(row.id)}/download`,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The folders the caller sees (spec §6): HQ and staff every folder of the company; an agent those open to its level. */
const visibleFolders = (ctx: RequestContext) => visibleToLevel(ctx, marketingFolders);

const folderById = (ctx: RequestContext, id: string) =>
  and(eq(marketingFolders.companyId, ctx.companyId), eq(marketingFolders.id, id));
const fileById = (ctx: RequestContext, id: string) =>
  and(eq(marketingFiles.companyId, ctx.companyId), eq(marketingFiles.id, id));

/** Each folder's file count and bytes, in one query over the folder index. */
async function totalsOf(deps: AppDeps, ctx: RequestContext, folderIds: string[]) {
  const rows =
    folderIds.length === 0
      ? []
      : await deps.db
          .select({ folderId: marketingFiles.folderId, fileCount: count(), totalSize: sum(marketingFiles.size) })
          .from(marketingFiles)
          .where(and(eq(marketingFiles.companyId, ctx.companyId), inArray(marketingFiles.folderId, folderIds)))
          .groupBy(marketingFiles.folderId);
  const totals = new Map(
    rows.map((row) => [row.folderId, { fileCount: row.fileCount, totalSize: Number(row.totalSize ?? 0) }]),
  );
  return (id: string): Totals => totals.get(id) ?? { fileCount: 0, totalSize: 0 };
}

async function foldersOf(deps: AppDeps, ctx: RequestContext, rows: FolderRow[]) {
  const [totals, levelNames] = await Promise.all([
    totalsOf(
      deps,
      ctx,
      rows.map((row) => row.id),
    ),
    levelNamesOf(deps.db, ctx.companyId),
  ]);
  return rows.map((row) => toFolder(row, totals(row.id), levelNames));
}

/** Spec §7 `marketing/folder` get: the folders the caller sees, by name, with their file counts. */
export async function listFolders(deps: AppDeps, ctx: RequestContext) {
  const rows = await deps.db
    .select()
    .from(marketingFolders)
    .where(visibleFolders(ctx))
    .orderBy(asc(sql`lower(${marketingFolders.name})`), asc(marketingFolders.id));
  return foldersOf(deps, ctx, rows);
}

/** A folder the caller sees (404 otherwise, as for a folder that does not exist). */
async function visibleFolder(deps: AppDeps, ctx: RequestContext, id: string): Promise<FolderRow> {
  const [row] = await deps.db
    .select()
    .from(marketingFolders)
    .where(and(visibleFolders(ctx), eq(marketingFolders.id, id)));
  if (!row) throw notFound();
  return row;
}

async function checkLevels(deps: AppDeps, ctx: RequestContext, levelIds: string[]) {
  const unique = [...new Set(levelIds)];
  if (unique.length === 0) return unique;
  const found = await deps.db
    .select({ id: levels.id })
    .from(levels)
    .where(and(eq(levels.companyId, ctx.companyId), inArray(levels.id, unique)));
  if (found.length !== unique.length)
    throw badRequest('marketing.levelUnknown', { levelIds: 'marketing.levelUnknown' });
  return unique;
}

/** Spec §7 `marketing/folder` store: a new folder, or the change of the one named by `id` (404 if none). */
export async function saveFolder(deps: AppDeps, ctx: RequestContext, input: z.output<typeof marketingFolderInput>) {
  const values = { name: input.name, levelIds: await checkLevels(deps, ctx, input.levelIds) };
  const [row] = input.id
    ? await deps.db
        .update(marketingFolders)
        .set({ ...values, updatedAt: ctx.now })
        .where(folderById(ctx, input.id))
        .returning()
    : await deps.db
        .insert(marketingFolders)
        .values({ companyId: ctx.companyId, id: newId(), ...values })
        .returning();
  if (!row) throw notFound();
  return (await foldersOf(deps, ctx, [row]))[0] as MarketingFolder;
}

/** Removes stored files whose rows are gone; a file that cannot be removed is logged and left behind. */
async function removeStored(
  deps: AppDeps,
  ctx: RequestContext,
  log: FastifyBaseLogger,
  rows: Pick<FileRow, 'id' | 'type'>[],
) {
  for (const row of rows) {
    await deps.storage.remove(marketingKey(ctx.companyId, row.id, row.type)).catch((error: unknown) => {
      log.warn({ err: error, fileId: row.id }, 'marketing file left in storage');
    });
  }
}

/**
 * Spec §7 `marketing/folder` delete. A folder that still holds files is refused (409, with their count) unless
 * `confirm`; then its files go with it: the rows in one transaction, the stored files after it commits.
 */
export async function deleteFolder(
  deps: AppDeps,
  ctx: RequestContext,
  id: string,
  query: z.output<typeof marketingFolderDeleteQuery>,
  log: FastifyBaseLogger,
) {
  const files = await deps.db.transaction(async (tx) => {
    const [folder] = await tx.select().from(marketingFolders).where(folderById(ctx, id)).for('update');
    if (!folder) throw notFound();
    const inFolder = and(eq(marketingFiles.companyId, ctx.companyId), eq(marketingFiles.folderId, id));
    const rows = await tx
      .select({ id: marketingFiles.id, type: marketingFiles.type })
      .from(marketingFiles)
      .where(inFolder);
    if (rows.length > 0 && !query.confirm)
      throw new AppError(409, 'marketing.folderNotEmpty', 'CONFLICT', undefined, undefined, { count: rows.length });
    await tx.delete(marketingFiles).where(inFolder);
    await tx.delete(marketingFolders).where(folderById(ctx, id));
    return rows;
  });
  await removeStored(deps, ctx, log, files);
  return { deletedFiles: files.length };
}

const filesIn = (deps: AppDeps, ctx: RequestContext, folderId: string) =>
  deps.db
    .select()
    .from(marketingFiles)
    .where(and(eq(marketingFiles.companyId, ctx.companyId), eq(marketingFiles.folderId, folderId)));

/** Spec §7 `marketing/file` get: the files of a folder the caller sees (404 otherwise), newest first. */
export async function listFiles(deps: AppDeps, ctx: RequestContext, folderId: string) {
  const folder = await visibleFolder(deps, ctx, folderId);
  const rows = await filesIn(deps, ctx, folderId).orderBy(desc(marketingFiles.createdAt), desc(marketingFiles.id));
  return { folder: (await foldersOf(deps, ctx, [folder]))[0] as MarketingFolder, items: rows.map(toFile) };
}

/** A file in a folder the caller sees (404 otherwise). */
export async function visibleFile(deps: AppDeps, ctx: RequestContext, id: string): Promise<FileRow> {
  const [row] = await deps.db
    .select({ file: marketingFiles })
    .from(marketingFiles)
    .innerJoin(
      marketingFolders,
      and(eq(marketingFolders.companyId, marketingFiles.companyId), eq(marketingFolders.id, marketingFiles.folderId)),
    )
    .where(and(visibleFolders(ctx), eq(marketingFiles.id, id)));
  if (!row) throw notFound();
  return row.file;
}

/** A file written into a folder deleted meanwhile (the foreign key refuses it) answers as a missing folder. */
function folderGone(error: unknown): never {
  const code = (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
  if (code === '23503') throw notFound();
  throw error;
}

/**
 * Spec §7 `marketing/file` store. A new file names its `upload` (POST /api/marketing/file/upload), whose id, type and
 * size it takes; a change sets the name, description and folder and keeps the stored file. 404 for an unknown
 * folder or file.
 */
export async function saveFile(deps: AppDeps, ctx: RequestContext, input: z.output<typeof marketingFileInput>) {
  const [folder] = await deps.db
    .select({ id: marketingFolders.id })
    .from(marketingFolders)
    .where(folderById(ctx, input.folderId));
  if (!folder) throw notFound();
  const values = { folderId: input.folderId, name: input.name, description: input.description };
  if (input.id) {
    const [row] = await deps.db
      .update(marketingFiles)
      .set({ ...values, updatedAt: ctx.now })
      .where(fileById(ctx, input.id))
      .returning()
      .catch(folderGone);
    if (!row) throw notFound();
    return toFile(row);
  }
  if (!input.upload) throw badRequest('upload.missing', { upload: 'upload.missing' });
  const stored = await storedUpload(deps.storage, ctx.companyId, input.upload);
  if (!stored) throw badRequest('marketing.fileInvalid', { upload: 'marketing.fileInvalid' });
  // The row takes the upload's id: one upload makes one file (a second store of it is refused).
  const [row] = await deps.db
    .insert(marketingFiles)
    .values({ companyId: ctx.companyId, id: stored.id, type: stored.type, size: stored.size, ...values })
    .onConflictDoNothing()
    .returning()
    .catch(folderGone);
  if (!row) throw badRequest('marketing.fileInvalid', { upload: 'marketing.fileInvalid' });
  return toFile(row);
}

/** Spec §7 `marketing/file` delete: the row, then the stored file. */
export async function deleteFile(deps: AppDeps, ctx: RequestContext, id: string, log: FastifyBaseLogger) {
  const deleted = await deps.db
    .delete(marketingFiles)
    .where(fileById(ctx, id))
    .returning({ id: marketingFiles.id, type: marketingFiles.type });
  if (deleted.length === 0) throw notFound();
  await removeStored(deps, ctx, log, deleted);
}

/** The files of a folder the caller sees, for its zip (oldest first, as they were added). */
export async function folderForZip(deps: AppDeps, ctx: RequestContext, id: string) {
  const folder = await visibleFolder(deps, ctx, id);
  const files = await filesIn(deps, ctx, id).orderBy(asc(marketingFiles.createdAt), asc(marketingFiles.id));
  return { folder, files };
}
