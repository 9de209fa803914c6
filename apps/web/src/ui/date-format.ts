import { type Language, toLanguage } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../app/current-user';

/** The page's language and the company's time zone, for dates. */
export function useDateFormat(): { language: Language; timeZone: string | undefined } {
  const { i18n } = useTranslation();
  const user = useCurrentUser();
  return { language: toLanguage(i18n.language), timeZone: user?.company.timeZone };
}
