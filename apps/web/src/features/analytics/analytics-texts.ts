import en from '../../i18n/analytics-pages.en.json';
import id from '../../i18n/analytics-pages.id.json';
import ms from '../../i18n/analytics-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
