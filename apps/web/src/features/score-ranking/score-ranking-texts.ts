import { registerTexts } from '../../i18n/register-texts';
import en from '../../i18n/score-ranking-pages.en.json';
import id from '../../i18n/score-ranking-pages.id.json';
import ms from '../../i18n/score-ranking-pages.ms.json';

registerTexts({ en, id, ms });
