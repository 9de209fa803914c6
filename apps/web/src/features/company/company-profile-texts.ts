import en from '../../i18n/company-profile-pages.en.json';
import id from '../../i18n/company-profile-pages.id.json';
import ms from '../../i18n/company-profile-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
