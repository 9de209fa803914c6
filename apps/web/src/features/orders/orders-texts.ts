import en from '../../i18n/orders-pages.en.json';
import id from '../../i18n/orders-pages.id.json';
import ms from '../../i18n/orders-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
