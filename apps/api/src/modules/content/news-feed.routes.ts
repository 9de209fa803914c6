import {
  LIMITS,
  newsFeedPage,
  newsFeedQuery,
  newsFileUploaded,
  newsPinInput,
  newsPost,
  newsPostInput,
} from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { imageUploadRoute } from '../../platform/images.js';
import { routes } from '../../platform/route.js';
import { privateFileRouteOptions, readUpload, sendPrivateFile } from '../../platform/uploads.js';
import { CONTENT_WRITERS, idParams } from './content-access.js';
import { deleteNewsPost, listNewsFeed, saveNewsPost, updateNewsPin, visibleNewsPost } from './news-feed.service.js';
import { newsFileContentType, openNewsFile, saveNewsFile } from './news-files.js';

/** Spec §7 setup `news-feed`: get, store, delete, updatePin (and the image and attachment uploads the store names). */
export function registerNewsFeedRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['content'] });
  r.get(
    '/api/setup/news-feed',
    {
      access: access.team,
      summary: 'News feed: pinned posts first, then newest; an agent gets only the posts open to its level',
      query: newsFeedQuery,
      response: newsFeedPage,
    },
    (request) => listNewsFeed(deps, contextOf(request), request.query),
  );
  imageUploadRoute(r, deps, '/api/setup/news-feed/image', {
    access: CONTENT_WRITERS,
    what: 'Upload a news post image',
  });
  r.post(
    '/api/setup/news-feed/file',
    {
      access: CONTENT_WRITERS,
      summary: 'Upload a news post attachment (PDF, JPEG or PNG by content, at most 10 MB); answers its name for store',
      consumes: ['multipart/form-data'],
      response: newsFileUploaded,
    },
    async (request) => {
      const content = await readUpload(request, LIMITS.receiptMaxBytes);
      return saveNewsFile(deps.storage, contextOf(request).companyId, content);
    },
  );
  r.custom(
    'GET',
    '/api/setup/news-feed/:id/file',
    {
      access: access.team,
      summary:
        "A news post's attachment (application/pdf, image/jpeg or image/png); 404 when the caller does not see the " +
        'post or it has none. Never cached (Cache-Control: private, no-store).',
      document: { produces: ['application/pdf', 'image/jpeg', 'image/png'] },
      params: idParams,
      options: privateFileRouteOptions,
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const post = await visibleNewsPost(deps, ctx, request.params.id);
      const stored = post.file ? await openNewsFile(deps.storage, ctx.companyId, post.file) : null;
      if (!post.file || !stored) throw notFound();
      return sendPrivateFile(reply, stored, newsFileContentType(post.file));
    },
  );
  r.post(
    '/api/setup/news-feed/store',
    {
      access: CONTENT_WRITERS,
      summary: 'Add a news post, or change the one named by `id`',
      body: newsPostInput,
      response: newsPost,
      message: 'newsFeed.saved',
    },
    (request) => saveNewsPost(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/setup/news-feed/updatePin',
    {
      access: CONTENT_WRITERS,
      summary: 'Pin or unpin a news post (pinned posts come first)',
      body: newsPinInput,
      response: newsPost,
      message: (data) => (data.pin ? 'newsFeed.pinned' : 'newsFeed.unpinned'),
    },
    (request) => updateNewsPin(deps, contextOf(request), request.body),
  );
  r.delete(
    '/api/setup/news-feed/delete/:id',
    {
      documentedUrl: '/api/setup/news-feed/:id',
      access: CONTENT_WRITERS,
      summary: 'Delete a news post',
      params: idParams,
      message: 'newsFeed.deleted',
    },
    (request) => deleteNewsPost(deps, contextOf(request), request.params.id),
  );
}
