import { Button } from '@mantine/core';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main-content';

const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
const shown: CSSProperties = { position: 'fixed', top: 8, left: 8, zIndex: 1000 };

/** The first Tab stop of the shell: jumps over the header and the menu to the page (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  return (
    <Button
      component="a"
      href={`#${MAIN_ID}`}
      style={focused ? shown : hidden}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        // Focus moves without a hash in the address (the router owns the URL).
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      data-testid="skip-link"
    >
      {t('menu.skipToContent')}
    </Button>
  );
}
