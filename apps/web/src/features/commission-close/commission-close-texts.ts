import en from '../../i18n/commission-close-pages.en.json';
import id from '../../i18n/commission-close-pages.id.json';
import ms from '../../i18n/commission-close-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
