import { registerTexts } from '../../i18n/register-texts';
import en from '../../i18n/subscription-pages.en.json';
import id from '../../i18n/subscription-pages.id.json';
import ms from '../../i18n/subscription-pages.ms.json';

registerTexts({ en, id, ms });
