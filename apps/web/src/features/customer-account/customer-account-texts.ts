import en from '../../i18n/customer-account.en.json';
import id from '../../i18n/customer-account.id.json';
import ms from '../../i18n/customer-account.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
