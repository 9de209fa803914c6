import { Box, Container, Group } from '@mantine/core';
import { DEFAULT_THEME_COLOR, isHexColor } from '@niaga/shared';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Brand } from './brand';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageSwitch } from './language-switch';
import { PageLoader } from './page-loader';
import { useSiteSettings } from './site-settings';

/**
 * Layout of the public pages: a slim header with the language switch and display mode, centred content.
 * `children` replaces the routed page (the 404 of a visitor).
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { data: settings } = useSiteSettings();
  // The company's secondary colour (else its primary) as a strip above the header: decoration, no text on it.
  const accent = [settings?.dcolor_secondary, settings?.dcolor_primary].find(isHexColor) ?? DEFAULT_THEME_COLOR;
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Group
        component="header"
        h={60}
        px="md"
        justify="space-between"
        wrap="nowrap"
        style={{ borderTop: `4px solid ${accent}`, borderBottom: '1px solid var(--mantine-color-default-border)' }}
        data-testid="public-header"
      >
        <Brand />
        <Group gap={4} wrap="nowrap">
          <LanguageSwitch />
          <ColorSchemeToggle />
        </Group>
      </Group>
      <Container size={460} py={{ base: 'lg', sm: 48 }} px="md" component="main">
        <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
      </Container>
    </Box>
  );
}
