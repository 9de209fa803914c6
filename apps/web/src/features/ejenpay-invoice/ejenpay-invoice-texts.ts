import en from '../../i18n/ejenpay-invoice-pages.en.json';
import id from '../../i18n/ejenpay-invoice-pages.id.json';
import ms from '../../i18n/ejenpay-invoice-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
