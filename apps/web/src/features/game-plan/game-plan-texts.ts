import en from '../../i18n/game-plan-pages.en.json';
import id from '../../i18n/game-plan-pages.id.json';
import ms from '../../i18n/game-plan-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
