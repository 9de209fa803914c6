import en from '../../i18n/payments-pages.en.json';
import id from '../../i18n/payments-pages.id.json';
import ms from '../../i18n/payments-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
