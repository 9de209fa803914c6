import { registerTexts } from '../../i18n/register-texts';
import en from '../../i18n/reporting-pages.en.json';
import id from '../../i18n/reporting-pages.id.json';
import ms from '../../i18n/reporting-pages.ms.json';

registerTexts({ en, id, ms });
