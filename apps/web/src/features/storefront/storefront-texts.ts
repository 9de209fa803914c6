import { registerTexts } from '../../i18n/register-texts';
import en from '../../i18n/storefront.en.json';
import id from '../../i18n/storefront.id.json';
import ms from '../../i18n/storefront.ms.json';

registerTexts({ en, id, ms });
