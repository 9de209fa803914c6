import { z } from 'zod';
import { idText, multilineText } from './text.js';

/**
 * The longest game plan, in characters of HTML (pictures are links to uploads, not inline data). Below the
 * 100,000 characters the bad-input sweep sends as its "too long" value.
 */
export const GAME_PLAN_MAX_CHARS = 80_000;

/**
 * The game plan (spec §2 /gameplan) of one level, or of every level (`levelId` null): rich text (HTML), stored
 * sanitised. Storing replaces the page of that level.
 */
export const gamePlanInput = z.object({
  levelId: idText().nullable().default(null),
  content: multilineText(GAME_PLAN_MAX_CHARS),
});
export type GamePlanInput = z.input<typeof gamePlanInput>;

export const gamePlan = z.object({
  id: z.string(),
  companyId: z.string(),
  levelId: z.string().nullable(),
  /** The level's name ('' when the level is gone); null for the page of every level. */
  levelName: z.string().nullable(),
  /** Sanitised HTML (the tags and links of the allow-list in docs/decisions.md). */
  content: z.string(),
  updatedByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GamePlan = z.infer<typeof gamePlan>;

/**
 * What rich text may hold (the game plan), kept by the API's sanitiser and again by the browser's before showing
 * it: these tags, `href` on links (http, https, mailto, tel or a path of this site), `src` and `alt` on pictures
 * (the company's own uploads only).
 */
export const RICH_TEXT_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'br',
  'hr',
] as const;
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
