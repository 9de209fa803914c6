import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { DOCUMENT_CONTENT_TYPES, documentType, SAFE_PART } from '../../platform/uploads.js';
import { levels } from '../users/users.tables.js';
import { levelTerms } from './network.tables.js';

type TermsRow = typeof levelTerms.$inferSelect;
const PDF_NAME = /^[A-Za-z0-9-]+\.pdf$/;

/**
 * Where an agreement's PDF is kept in `deps.storage`: `.private/<company>/tnc/<id>.pdf` (never answered by the
 * public uploads route; served by GET /api/setup/tnc/{level}/pdf on the company's host). Null for names we never write.
 */
const pdfKey = (companyId: string, name: string) =>
  SAFE_PART.test(companyId) && PDF_NAME.test(name) ? `.private/${companyId}/tnc/${name}` : null;

/** The link that opens a level's PDF: the upload's route, else a link typed before uploads existed. */
export const termsPdfUrl = (row: Pick<TermsRow, 'levelId' | 'pdfFile' | 'pdfUrl'>) =>
  row.pdfFile ? `/api/setup/tnc/${encodeURIComponent(row.levelId)}/pdf` : row.pdfUrl;

export async function listTerms(deps: AppDeps, ctx: RequestContext) {
  const rows = await deps.db.select().from(levelTerms).where(eq(levelTerms.companyId, ctx.companyId));
  return {
    items: rows.map((row) => ({
      levelId: row.levelId,
      details: row.details,
      pdfUrl: termsPdfUrl(row),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/** Stores an uploaded agreement PDF (a PDF by its content, whatever its name says); answers its name for store. */
export async function uploadTermsPdf(deps: AppDeps, ctx: RequestContext, content: Buffer) {
  if (documentType(content) !== 'pdf')
    throw new AppError(400, 'network.termsPdfType', 'VALIDATION', { file: 'network.termsPdfType' });
  const file = `${newId()}.pdf`;
  await deps.storage.put(pdfKey(ctx.companyId, file) as string, content, DOCUMENT_CONTENT_TYPES.pdf);
  return { file };
}

const termsOf = (deps: AppDeps, companyId: string, levelId: string) =>
  deps.db
    .select()
    .from(levelTerms)
    .where(and(eq(levelTerms.companyId, companyId), eq(levelTerms.levelId, levelId)))
    .then((rows) => rows[0]);

async function removePdf(deps: AppDeps, companyId: string, name: string | null | undefined) {
  const key = name ? pdfKey(companyId, name) : null;
  if (key) await deps.storage.remove(key).catch(() => {});
}

/**
 * HQ's agreement for one level: the registration form shows it and requires its acceptance. `pdfFile` names an
 * uploaded PDF (it replaces the one before, and a typed link), null removes it, left out keeps what there is.
 */
export async function saveTerms(
  deps: AppDeps,
  ctx: RequestContext,
  input: { levelId: string; details: string; pdfFile?: string | null | undefined },
) {
  const [level] = await deps.db
    .select({ id: levels.id })
    .from(levels)
    .where(and(eq(levels.companyId, ctx.companyId), eq(levels.id, input.levelId)));
  if (!level) throw notFound();
  if (input.pdfFile) {
    const key = pdfKey(ctx.companyId, input.pdfFile);
    if (!key || !(await deps.storage.exists(key)))
      throw new AppError(400, 'network.termsPdfMissing', 'VALIDATION', { pdfFile: 'network.termsPdfMissing' });
  }
  const before = await termsOf(deps, ctx.companyId, input.levelId);
  const pdf = input.pdfFile === undefined ? {} : { pdfFile: input.pdfFile, pdfUrl: null };
  const values = { details: input.details, ...pdf, updatedAt: new Date() };
  await deps.db
    .insert(levelTerms)
    .values({ companyId: ctx.companyId, levelId: input.levelId, ...values })
    .onConflictDoUpdate({ target: [levelTerms.companyId, levelTerms.levelId], set: values });
  if (input.pdfFile !== undefined && before?.pdfFile !== input.pdfFile)
    await removePdf(deps, ctx.companyId, before?.pdfFile);
}

export async function deleteTerms(deps: AppDeps, ctx: RequestContext, levelId: string) {
  const deleted = await deps.db
    .delete(levelTerms)
    .where(and(eq(levelTerms.companyId, ctx.companyId), eq(levelTerms.levelId, levelId)))
    .returning({ pdfFile: levelTerms.pdfFile });
  if (deleted.length === 0) throw notFound();
  await removePdf(deps, ctx.companyId, deleted[0]?.pdfFile);
}

/** Answers a level's uploaded agreement PDF of `companyId` (the host's company), or 404. */
export async function sendTermsPdf(deps: AppDeps, companyId: string, levelId: string, reply: FastifyReply) {
  const terms = await termsOf(deps, companyId, levelId);
  const key = terms?.pdfFile ? pdfKey(companyId, terms.pdfFile) : null;
  const file = key ? await deps.storage.open(key) : null;
  if (!file) throw notFound();
  return reply
    .type(DOCUMENT_CONTENT_TYPES.pdf)
    .header('Content-Length', String(file.size))
    .header('Cache-Control', 'no-cache')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline; filename="agreement.pdf"')
    .send(file.stream);
}
