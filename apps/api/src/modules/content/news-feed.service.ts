import {
  type NewsPost,
  type newsFeedQuery,
  type newsPinInput,
  type newsPostInput,
  parseVideoLink,
} from '@niaga/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { isOwnUpload } from '../../platform/uploads.js';
import { levelNamesOf } from '../campaigns/campaign-view.js';
import { visibleToLevel } from '../users/level-visibility.js';
import { users } from '../users/users.tables.js';
import { newsPosts } from './content.tables.js';
import { newsFileExists, newsFileTypeOf, removeNewsFile } from './news-files.js';

type Row = typeof newsPosts.$inferSelect;

const toPost = (row: Row, authorName: string | null, levelNames: Map<string, string>): NewsPost => ({
  id: row.id,
  companyId: row.companyId,
  usrOrgId: row.usrOrgId,
  authorName: authorName ?? '',
  subject: row.subject,
  content: row.content,
  image: row.image,
  file: row.file
    ? {
        id: row.file,
        url: `/api/setup/news-feed/${encodeURIComponent(row.id)}/file`,
        name: row.fileName || row.file,
        type: newsFileTypeOf(row.file),
      }
    : null,
  video: row.videoProvider && row.videoId ? { provider: row.videoProvider, id: row.videoId } : null,
  pin: row.pin,
  levelIds: row.levelIds,
  levels: row.levelIds.map((id) => ({ id, name: levelNames.get(id) ?? '' })),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The posts the caller sees: HQ and staff every post of the company; an agent those open to its level. */
const visibleTo = (ctx: RequestContext) => visibleToLevel(ctx, newsPosts);

const byId = (ctx: RequestContext, id: string) => and(eq(newsPosts.companyId, ctx.companyId), eq(newsPosts.id, id));

/**
 * Pinned posts first, then newest (ties by id, so pages never overlap): the order of `news_posts_feed_idx`, so a page
 * reads only its rows. One row more than asked says whether another page follows (no count of the whole feed).
 */
async function readFeed(deps: AppDeps, ctx: RequestContext, limit: number, offset: number) {
  const [rows, levelNames] = await Promise.all([
    deps.db
      .select({ post: newsPosts, authorName: users.name })
      .from(newsPosts)
      .leftJoin(users, and(eq(users.companyId, newsPosts.companyId), eq(users.id, newsPosts.usrOrgId)))
      .where(visibleTo(ctx))
      .orderBy(desc(newsPosts.pin), desc(newsPosts.createdAt), desc(newsPosts.id))
      .limit(limit + 1)
      .offset(offset),
    levelNamesOf(deps.db, ctx.companyId),
  ]);
  const items = rows.slice(0, limit).map((row) => toPost(row.post, row.authorName, levelNames));
  return { items, hasMore: rows.length > limit };
}

/** Spec §7 `news-feed` get: a page of the feed the caller sees. */
export async function listNewsFeed(deps: AppDeps, ctx: RequestContext, query: z.output<typeof newsFeedQuery>) {
  const { items, hasMore } = await readFeed(deps, ctx, query.limit, (query.page - 1) * query.limit);
  return { items, page: query.page, limit: query.limit, hasMore };
}

/** The dashboard's news widget: the first `limit` posts of the caller's feed (pinned first, then newest). */
export async function latestNews(deps: AppDeps, ctx: RequestContext, limit: number): Promise<NewsPost[]> {
  return (await readFeed(deps, ctx, limit, 0)).items;
}

/** A post the caller sees (404 otherwise, as for a post that does not exist). */
export async function visibleNewsPost(deps: AppDeps, ctx: RequestContext, id: string): Promise<Row> {
  const [row] = await deps.db
    .select()
    .from(newsPosts)
    .where(and(visibleTo(ctx), eq(newsPosts.id, id)));
  if (!row) throw notFound();
  return row;
}

/** An image must be one of the company's own uploads (POST /api/setup/news-feed/image). */
function checkImage(ctx: RequestContext, url: string | null | undefined) {
  if (!url) return null;
  if (!isOwnUpload(ctx.companyId, url)) throw badRequest('newsFeed.imageInvalid', { image: 'newsFeed.imageInvalid' });
  return url;
}

async function checkLevels(deps: AppDeps, ctx: RequestContext, levelIds: string[]) {
  const unique = [...new Set(levelIds)];
  if (unique.length === 0) return unique;
  const known = await levelNamesOf(deps.db, ctx.companyId);
  if (!unique.every((id) => known.has(id)))
    throw badRequest('newsFeed.levelUnknown', { levelIds: 'newsFeed.levelUnknown' });
  return unique;
}

async function valuesOf(deps: AppDeps, ctx: RequestContext, input: z.output<typeof newsPostInput>) {
  if (input.file && !(await newsFileExists(deps.storage, ctx.companyId, input.file)))
    throw badRequest('newsFeed.fileInvalid', { file: 'newsFeed.fileInvalid' });
  const video = input.videoLink ? parseVideoLink(input.videoLink) : null;
  if (input.videoLink && !video) throw badRequest('newsFeed.videoInvalid', { videoLink: 'newsFeed.videoInvalid' });
  return {
    subject: input.subject,
    content: input.content,
    image: checkImage(ctx, input.image),
    file: input.file || null,
    fileName: input.file ? input.fileName || null : null,
    videoProvider: video?.provider ?? null,
    videoId: video?.id ?? null,
    pin: input.pin,
    levelIds: await checkLevels(deps, ctx, input.levelIds),
  };
}

async function postOf(deps: AppDeps, ctx: RequestContext, row: Row) {
  const [author] = await deps.db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), eq(users.id, row.usrOrgId)));
  return toPost(row, author?.name ?? null, await levelNamesOf(deps.db, ctx.companyId));
}

/** Spec §7 `news-feed` store: a new post by the caller, or the change of the one named by `id` (404 if none). */
export async function saveNewsPost(deps: AppDeps, ctx: RequestContext, input: z.output<typeof newsPostInput>) {
  const values = await valuesOf(deps, ctx, input);
  if (input.id) {
    const id = input.id;
    const { row, before } = await deps.db.transaction(async (tx) => {
      const [before] = await tx.select({ file: newsPosts.file }).from(newsPosts).where(byId(ctx, id)).for('update');
      if (!before) throw notFound();
      const [row] = await tx
        .update(newsPosts)
        .set({ ...values, updatedAt: ctx.now })
        .where(byId(ctx, id))
        .returning();
      return { row: row as Row, before };
    });
    if (before.file !== row.file) await removeUnusedNewsFile(deps, ctx, before.file);
    return postOf(deps, ctx, row);
  }
  const [row] = await deps.db
    .insert(newsPosts)
    .values({ companyId: ctx.companyId, id: newId(), usrOrgId: ctx.user.id, ...values })
    .returning();
  return postOf(deps, ctx, row as Row);
}

/** Spec §7 `news-feed` updatePin: pins or unpins a post (pinned posts come first). */
export async function updateNewsPin(deps: AppDeps, ctx: RequestContext, input: z.output<typeof newsPinInput>) {
  const [row] = await deps.db.update(newsPosts).set({ pin: input.pin }).where(byId(ctx, input.id)).returning();
  if (!row) throw notFound();
  return postOf(deps, ctx, row);
}

export async function deleteNewsPost(deps: AppDeps, ctx: RequestContext, id: string) {
  const [deleted] = await deps.db.delete(newsPosts).where(byId(ctx, id)).returning({ file: newsPosts.file });
  if (!deleted) throw notFound();
  await removeUnusedNewsFile(deps, ctx, deleted.file);
}

/**
 * After a post was deleted or its attachment replaced (committed): the old attachment is removed from storage unless
 * another post of the company names it too (store takes any of the company's uploaded names). Best effort: a file
 * left behind is only space.
 */
async function removeUnusedNewsFile(deps: AppDeps, ctx: RequestContext, file: string | null) {
  if (!file) return;
  const [other] = await deps.db
    .select({ id: newsPosts.id })
    .from(newsPosts)
    .where(and(eq(newsPosts.companyId, ctx.companyId), eq(newsPosts.file, file)))
    .limit(1);
  if (!other) await removeNewsFile(deps.storage, ctx.companyId, file).catch(() => {});
}
