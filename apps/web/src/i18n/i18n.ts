import { LANGUAGES, type Language, MESSAGES } from '@niaga/shared';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, storeLanguage } from '../lib/storage';
import catalogEn from './catalog.en.json';
import catalogId from './catalog.id.json';
import catalogMs from './catalog.ms.json';
import couriersEn from './couriers.en.json';
import couriersId from './couriers.id.json';
import couriersMs from './couriers.ms.json';
import en from './en.json';
import id from './id.json';
import inventoryEn from './inventory.en.json';
import inventoryId from './inventory.id.json';
import inventoryMs from './inventory.ms.json';
import ms from './ms.json';
import networkEn from './network.en.json';
import networkId from './network.id.json';
import networkMs from './network.ms.json';
import ordersEn from './orders.en.json';
import ordersId from './orders.id.json';
import ordersMs from './orders.ms.json';
import recruitmentEn from './recruitment.en.json';
import recruitmentId from './recruitment.id.json';
import recruitmentMs from './recruitment.ms.json';
import shopEn from './shop.en.json';
import shopId from './shop.id.json';
import shopMs from './shop.ms.json';
import vouchersEn from './vouchers.en.json';
import vouchersId from './vouchers.id.json';
import vouchersMs from './vouchers.ms.json';

// One file per feature area keeps the catalogues small; all share one flat namespace.
const UI: Record<Language, Record<string, string>> = {
  en: { ...en, ...networkEn, ...recruitmentEn, ...couriersEn, ...catalogEn, ...vouchersEn, ...shopEn, ...inventoryEn },
  id: { ...id, ...networkId, ...recruitmentId, ...couriersId, ...catalogId, ...vouchersId, ...shopId, ...inventoryId },
  ms: { ...ms, ...networkMs, ...recruitmentMs, ...couriersMs, ...catalogMs, ...vouchersMs, ...shopMs, ...inventoryMs },
};
Object.assign(UI.en, ordersEn);
Object.assign(UI.id, ordersId);
Object.assign(UI.ms, ordersMs);

// Server message keys (validation, errors) and UI strings share one flat namespace.
const resources = Object.fromEntries(
  LANGUAGES.map((language) => [language, { translation: { ...MESSAGES[language], ...UI[language] } }]),
);

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: getLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  storeLanguage(language as Language);
});
