import en from '../../i18n/api-keys-pages.en.json';
import id from '../../i18n/api-keys-pages.id.json';
import ms from '../../i18n/api-keys-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
