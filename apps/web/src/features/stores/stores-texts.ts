import { registerTexts } from '../../i18n/register-texts';
import en from '../../i18n/stores-pages.en.json';
import id from '../../i18n/stores-pages.id.json';
import ms from '../../i18n/stores-pages.ms.json';

registerTexts({ en, id, ms });
