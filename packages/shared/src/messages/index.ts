import type { Language } from '../constants.js';
import { en, type MessageKey, type Messages } from './en.js';
import { id } from './id.js';
import { ms } from './ms.js';

export type { MessageKey, Messages };
export const MESSAGES: Record<Language, Messages> = { en, id, ms };

export function isMessageKey(value: string): value is MessageKey {
  return value in en;
}

/** Translates a message key with `{{name}}` parameters; unknown keys are returned as they are. */
export function translate(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? (MESSAGES[language][key] ?? en[key]) : key;
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => String(params[name] ?? match));
}
