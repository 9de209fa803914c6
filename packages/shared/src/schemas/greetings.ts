import { z } from 'zod';
import { idText, multilineText, requiredText } from './text.js';

/**
 * Spec §3 "Greeting" (setup `greeting`): the welcoming e-mail of one level, text with placeholders
 * (`GREETING_PLACEHOLDERS`); unknown placeholders are refused by the API with the list of known ones.
 */
export const greetingInput = z.object({
  levelId: idText(),
  greetSubject: requiredText(200),
  greetDetail: multilineText(10000, 1),
});
export type GreetingInput = z.input<typeof greetingInput>;

export const greeting = z.object({
  levelId: z.string(),
  greetSubject: z.string(),
  greetDetail: z.string(),
  updatedAt: z.string(),
});
export type Greeting = z.infer<typeof greeting>;

/** A preview of a greeting as written (saved or not), with sample values or those of a chosen agent. */
export const greetingPreviewRequest = greetingInput.extend({ agentId: idText().optional() });

export const greetingPreview = z.object({ subject: z.string(), text: z.string(), html: z.string(), to: z.string() });
export type GreetingPreview = z.infer<typeof greetingPreview>;
