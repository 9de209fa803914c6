import en from '../../i18n/company-features-pages.en.json';
import id from '../../i18n/company-features-pages.id.json';
import ms from '../../i18n/company-features-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
