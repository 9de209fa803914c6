import { z } from 'zod';
import { idText, multilineText, requiredText, text } from './text.js';

/** A company keeps at most this many questions: the whole list is one answer, searched and grouped in the browser. */
export const FAQ_MAX = 200;

/**
 * Spec §3 FAQ. `topic` is the heading it is grouped under ('' : the general questions, shown first); `tierId` the
 * level that sees it (null: every level). Without `id` a new question (placed last), else the change of that one.
 */
export const faqInput = z.object({
  id: idText().optional(),
  question: requiredText(300),
  answer: multilineText(5000, 1),
  topic: text({ max: 80 }).default(''),
  tierId: idText().nullable().default(null),
});
export type FaqInput = z.input<typeof faqInput>;

export const faq = z.object({
  id: z.string(),
  companyId: z.string(),
  question: z.string(),
  answer: z.string(),
  topic: z.string(),
  tierId: z.string().nullable(),
  /** The level's name ('' when the level is gone); null with `tierId`. */
  tierName: z.string().nullable(),
  /** HQ's order, 1 first. */
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Faq = z.infer<typeof faq>;

/** HQ's order: every question of the company, first to last. */
export const faqOrderInput = z.object({ ids: z.array(idText()).min(1).max(FAQ_MAX) });
