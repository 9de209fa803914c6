import en from '../../i18n/marketing-files-pages.en.json';
import id from '../../i18n/marketing-files-pages.id.json';
import ms from '../../i18n/marketing-files-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
