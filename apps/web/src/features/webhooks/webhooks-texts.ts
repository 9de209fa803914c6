import { registerTexts } from '../../i18n/register-texts';
import en from '../../i18n/webhooks-pages.en.json';
import id from '../../i18n/webhooks-pages.id.json';
import ms from '../../i18n/webhooks-pages.ms.json';

registerTexts({ en, id, ms });
