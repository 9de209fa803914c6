import { z } from 'zod';
import { parseVideoLink, VIDEO_PROVIDERS } from '../video-link.js';
import { pageNumber, pageSize } from './numbers.js';
import { idText, multilineText, requiredText, text } from './text.js';

/** Kinds of a news post's attachment (checked by content on upload). */
export const NEWS_FILE_TYPES = ['pdf', 'jpg', 'png'] as const;

/**
 * Spec §3 News feed post. `image` is a picture from POST /api/setup/news-feed/image; `file` the name answered by
 * POST /api/setup/news-feed/file; `videoLink` a YouTube or Vimeo link or id (stored as provider and id);
 * `levelIds` the levels that see it (empty: every level). Without `id` a new post, else the change of that post.
 */
export const newsPostInput = z.object({
  id: idText().optional(),
  subject: requiredText(200),
  content: multilineText(5000).default(''),
  image: text({ max: 500 }).nullable().optional(),
  file: text({ max: 80 }).nullable().optional(),
  /** The attachment's name as people see it ("Price list.pdf"). */
  fileName: text({ max: 150 }).nullable().optional(),
  videoLink: text({ max: 300 })
    .nullable()
    .optional()
    .refine((value) => !value || parseVideoLink(value) !== null, 'newsFeed.videoInvalid'),
  pin: z.boolean().default(false),
  levelIds: z.array(idText()).max(100).default([]),
});
export type NewsPostInput = z.input<typeof newsPostInput>;

export const newsPost = z.object({
  id: z.string(),
  companyId: z.string(),
  /** Who wrote it (spec `usrOrgId`) and their name. */
  usrOrgId: z.string(),
  authorName: z.string(),
  subject: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  /** The attachment: `id` its stored name (sent back by store to keep it), `url` GET /api/setup/news-feed/{id}/file. */
  file: z.object({ id: z.string(), url: z.string(), name: z.string(), type: z.enum(NEWS_FILE_TYPES) }).nullable(),
  video: z.object({ provider: z.enum(VIDEO_PROVIDERS), id: z.string() }).nullable(),
  pin: z.boolean(),
  levelIds: z.array(z.string()),
  levels: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewsPost = z.infer<typeof newsPost>;

export const newsFeedQuery = z.object({ page: pageNumber, limit: pageSize(10) });
/** A page of the feed: `hasMore` says whether another follows (no total: the feed is read by scrolling). */
export const newsFeedPage = z.object({
  items: z.array(newsPost),
  page: z.number(),
  limit: z.number(),
  hasMore: z.boolean(),
});
export const newsPinInput = z.object({ id: idText(), pin: z.boolean() });
export const newsFileUploaded = z.object({ file: z.string(), type: z.enum(NEWS_FILE_TYPES) });
