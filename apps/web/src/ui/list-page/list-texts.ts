import { registerTexts } from '../../i18n/register-texts';
import en from '../../i18n/ui.en.json';
import id from '../../i18n/ui.id.json';
import ms from '../../i18n/ui.ms.json';

registerTexts({ en, id, ms });
