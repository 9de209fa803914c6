import { registerTexts } from '../../i18n/register-texts';
import en from '../../i18n/store-checkout.en.json';
import id from '../../i18n/store-checkout.id.json';
import ms from '../../i18n/store-checkout.ms.json';

registerTexts({ en, id, ms });
