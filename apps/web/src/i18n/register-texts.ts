import { LANGUAGES, type Language } from '@niaga/shared';
import { i18n } from './i18n';

/**
 * Adds a feature's page texts when its chunk loads. Only menu labels and page titles live in the entry
 * bundle (i18n.ts): page texts there would push the login page past its 250 kB budget.
 */
export function registerTexts(texts: Record<Language, Record<string, string>>) {
  for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', texts[language], true, false);
}
