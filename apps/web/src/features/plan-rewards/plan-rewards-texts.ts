import en from '../../i18n/plan-rewards-pages.en.json';
import id from '../../i18n/plan-rewards-pages.id.json';
import ms from '../../i18n/plan-rewards-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
