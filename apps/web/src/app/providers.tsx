import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { queryClient } from '../lib/query-client';
import { COLOR_SCHEME_KEY } from '../lib/storage';
import { applySiteSettings, useSiteSettings } from './site-settings';
import { createAppTheme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

function ThemedApp({ children }: { children: ReactNode }) {
  const { data: settings } = useSiteSettings();
  const theme = useMemo(() => createAppTheme(settings?.dcolor_primary), [settings?.dcolor_primary]);
  useEffect(() => {
    if (settings) applySiteSettings(settings);
  }, [settings]);

  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <Notifications position="top-right" />
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
