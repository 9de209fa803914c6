import en from '../../i18n/helpline-pages.en.json';
import id from '../../i18n/helpline-pages.id.json';
import ms from '../../i18n/helpline-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
