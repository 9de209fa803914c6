import en from '../../i18n/bulk-tracking-pages.en.json';
import id from '../../i18n/bulk-tracking-pages.id.json';
import ms from '../../i18n/bulk-tracking-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
