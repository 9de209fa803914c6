import { DOCUMENT_TEXTS } from '@niaga/shared';
import en from '../../i18n/documents-pages.en.json';
import id from '../../i18n/documents-pages.id.json';
import ms from '../../i18n/documents-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

// The words on the documents come from the shared table the PDF uses, so the page and the PDF say the same.
registerTexts({
  en: { ...DOCUMENT_TEXTS.en, ...en },
  id: { ...DOCUMENT_TEXTS.id, ...id },
  ms: { ...DOCUMENT_TEXTS.ms, ...ms },
});
