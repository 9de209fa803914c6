import en from '../../i18n/company-theme-pages.en.json';
import id from '../../i18n/company-theme-pages.id.json';
import ms from '../../i18n/company-theme-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
