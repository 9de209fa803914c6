import en from '../../i18n/e-invoicing-pages.en.json';
import id from '../../i18n/e-invoicing-pages.id.json';
import ms from '../../i18n/e-invoicing-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
