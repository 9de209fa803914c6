import '../orders/orders-texts';
import en from '../../i18n/manage-orders-pages.en.json';
import id from '../../i18n/manage-orders-pages.id.json';
import ms from '../../i18n/manage-orders-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
