import { registerTexts } from '../../i18n/register-texts';
import en from '../../i18n/shop-pages.en.json';
import id from '../../i18n/shop-pages.id.json';
import ms from '../../i18n/shop-pages.ms.json';

registerTexts({ en, id, ms });
