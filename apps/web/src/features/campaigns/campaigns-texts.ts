import en from '../../i18n/campaigns-pages.en.json';
import id from '../../i18n/campaigns-pages.id.json';
import ms from '../../i18n/campaigns-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
