import en from '../../i18n/commission-plan-pages.en.json';
import id from '../../i18n/commission-plan-pages.id.json';
import ms from '../../i18n/commission-plan-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
