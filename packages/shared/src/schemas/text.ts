import { z } from 'zod';

/** Every C0 control character and DEL; PostgreSQL refuses NUL, and none belongs in a single-line field. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to refuse them.
export const SINGLE_LINE = /^[^\u0000-\u001F\u007F]*$/;
/** Multi-line fields (notes, descriptions, terms) may also hold tab, line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to refuse them.
export const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

export type TextOptions = {
  max: number;
  min?: number;
  /** Trim surrounding whitespace (default); off for secrets such as passwords. */
  trim?: boolean;
  multiline?: boolean;
  /** The message of a missing or blank value (default `validation.required`). */
  required?: string;
};

/**
 * The one string type of request input (body, query, params): refuses control characters and carries
 * the field's maximum length. `min` counts after trimming; a `min` of 1 or more answers `validation.required`.
 */
export function text({ max, min = 0, trim = true, multiline = false, required = 'validation.required' }: TextOptions) {
  let schema = z.string({ error: (issue) => (issue.input === undefined ? required : 'validation.invalid') });
  if (trim) schema = schema.trim();
  if (min > 0) schema = schema.min(min, required);
  return schema
    .max(max, 'validation.tooLong')
    .regex(multiline ? MULTI_LINE : SINGLE_LINE, 'validation.controlCharacters');
}

/** A required single-line text: present and not blank after trimming. */
export const requiredText = (max = 200) => text({ max, min: 1 });

/** An optional single-line text. */
export const optionalText = (max = 200) => text({ max }).optional();

/** Notes, descriptions and reasons: may hold line breaks and tabs. */
export const multilineText = (max: number, min = 0) => text({ max, min, multiline: true });

/** Record ids in paths, queries and bodies. */
export const idText = () => text({ max: 64, min: 1 });
