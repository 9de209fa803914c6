import './critical-styles';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { DEFAULT_THEME_COLOR } from '@niaga/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/query-client';
import { COLOR_SCHEME_KEY } from '../lib/storage';
import { accessibleCssVariables } from './accessible-colors';
import { startErrorReporting } from './error-reporting';
import { applySiteSettings, useSiteSettings } from './site-settings';
import { createAppTheme, isHexColor } from './theme';

const Notifications = lazy(async () => ({ default: (await import('./notifications-container')).Notifications }));

/** The notifications' container (with its transitions and scroll lock) loads with the first notification. */
function NotificationsOnDemand() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (notifications.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

function ThemedApp({ children }: { children: ReactNode }) {
  const { data: settings } = useSiteSettings();
  // Keyed on the colour itself: a company on the default colour gets no second render of the whole app when
  // its settings arrive.
  const primary = isHexColor(settings?.dcolor_primary) ? settings.dcolor_primary : DEFAULT_THEME_COLOR;
  const { t } = useTranslation();
  const showPasswordLabel = t('field.showPassword');
  const theme = useMemo(() => createAppTheme(primary, showPasswordLabel), [primary, showPasswordLabel]);
  useEffect(() => {
    if (!settings) return;
    applySiteSettings(settings);
    startErrorReporting(settings.sentry_dsn);
  }, [settings]);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={accessibleCssVariables}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <NotificationsOnDemand />
      {children}
    </MantineProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp>{children}</ThemedApp>
    </QueryClientProvider>
  );
}
