import en from '../../i18n/news-feed-pages.en.json';
import id from '../../i18n/news-feed-pages.id.json';
import ms from '../../i18n/news-feed-pages.ms.json';
import { registerTexts } from '../../i18n/register-texts';

registerTexts({ en, id, ms });
