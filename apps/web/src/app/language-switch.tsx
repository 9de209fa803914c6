import { SegmentedControl } from '@mantine/core';
import { LANGUAGES, type Language, toLanguage } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { authApi } from '../features/auth/auth.api';
import { switchLanguage } from '../i18n/i18n';
import { getToken } from '../lib/storage';

const NAMES: Record<Language, string> = { en: 'English', id: 'Bahasa Indonesia', ms: 'Bahasa Melayu' };

/**
 * EN / ID / MS on every page; signed-in users also save it on the server (used for e-mails).
 * A segmented control rather than a menu: no popover code in the login page bundle.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.language);

  const choose = (value: string) => {
    const language = toLanguage(value);
    if (language === current) return;
    void switchLanguage(language);
    if (getToken()) authApi.saveLanguage(language).catch((error: unknown) => console.warn(error));
  };

  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      value={current}
      onChange={choose}
      aria-label={t('header.language')}
      data-testid="language-switch"
      data={LANGUAGES.map((language) => ({
        value: language,
        label: (
          <span title={NAMES[language]} lang={language}>
            {language.toUpperCase()}
          </span>
        ),
      }))}
    />
  );
}
