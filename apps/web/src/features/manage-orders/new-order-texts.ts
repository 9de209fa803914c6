import './manage-orders-texts';
import en from '../../i18n/new-order-pages.en.json';
import id from '../../i18n/new-order-pages.id.json';
import ms from '../../i18n/new-order-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
