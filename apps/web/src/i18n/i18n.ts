import { LANGUAGES, type Language } from '@niaga/shared';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, storeLanguage } from '../lib/storage';
import en from './languages/en';

// One file per feature area keeps the catalogues small; all share one flat namespace. Only English (the
// fallback) is in the entry bundle: each other language is a chunk of its own, loaded before it is shown.
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, string> }>> = {
  id: () => import('./languages/id'),
  ms: () => import('./languages/ms'),
};
const loaded = new Set<Language>(['en']);

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  lng: getLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Loads a language's texts (once); feature page texts registered earlier are kept. */
export async function loadLanguage(language: Language) {
  if (loaded.has(language)) return;
  const texts = (await LOADERS[language as Exclude<Language, 'en'>]()).default;
  i18n.addResourceBundle(language, 'translation', texts, true, false);
  loaded.add(language);
}

/** Switches the language once its texts are there, so no English flashes in between. */
export async function switchLanguage(language: Language) {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  storeLanguage(language as Language);
});
