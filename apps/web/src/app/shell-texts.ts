import { registerTexts } from '../i18n/register-texts';
import en from '../i18n/shell.en.json';
import id from '../i18n/shell.id.json';
import ms from '../i18n/shell.ms.json';

// The signed-in shell's own texts (menu groups, badges, palette, skip link) come with its chunk, not the entry.
registerTexts({ en, id, ms });
