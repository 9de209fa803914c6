import { AppShell, Burger, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { currentUserQuery } from '../features/auth/auth.api';
import { AppNavbar } from './app-navbar';
import { Brand } from './brand';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageSwitch } from './language-switch';
import { PageLoader } from './page-loader';
import { UserMenu } from './user-menu';

/** The signed-in shell: header (brand, language, display mode, user), navbar that folds into a burger on phones. */
export function AppShellLayout() {
  const { t } = useTranslation();
  // On a phone the menu sits in a closed drawer: it is first rendered when the drawer opens, not with the page
  // (dozens of menu entries are a good part of a phone's first render; docs/performance.md, "Web first visit").
  const [menuRendered, setMenuRendered] = useState(false);
  const [opened, { toggle, close }] = useDisclosure(false, { onOpen: () => setMenuRendered(true) });
  const desktop = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  const { data: user } = useQuery(currentUserQuery());
  if (!user) return <PageLoader />;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('menu.label')} />
            <Brand hideNameOnPhone />
          </Group>
          <Group gap={4} wrap="nowrap">
            <LanguageSwitch />
            <ColorSchemeToggle />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        {(desktop || menuRendered) && <AppNavbar user={user} onNavigate={close} />}
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
