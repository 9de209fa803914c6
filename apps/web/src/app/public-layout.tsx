import { Box, Container, Group } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Brand } from './brand';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageSwitch } from './language-switch';
import { PageLoader } from './page-loader';

/**
 * Layout of the public pages: a slim header with the language switch and display mode, centred content.
 * `children` replaces the routed page (the 404 of a visitor).
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Group
        component="header"
        h={60}
        px="md"
        justify="space-between"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
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
