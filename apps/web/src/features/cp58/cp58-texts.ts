import { CP58_TEXTS } from '@niaga/shared';
import en from '../../i18n/cp58-pages.en.json';
import id from '../../i18n/cp58-pages.id.json';
import ms from '../../i18n/cp58-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

// The statement's words come from the shared table the PDF uses, so the page and the PDF say the same.
registerTexts({
  en: { ...CP58_TEXTS.en, ...en },
  id: { ...CP58_TEXTS.id, ...id },
  ms: { ...CP58_TEXTS.ms, ...ms },
});
