import './shell-texts';
import { ActionIcon, AppShell, Burger, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
import type { UserDetail } from '@niaga/shared';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SubscriptionBanner } from '../features/subscription';
import { AppNavbar } from './app-navbar';
import { Brand } from './brand';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { currentUserQuery } from './current-user';
import { LanguageSwitch } from './language-switch';
import { lazyPage } from './lazy-page';
import { PageLoader } from './page-loader';
import { MAIN_ID, SkipLink } from './skip-link';
import { UserMenu } from './user-menu';

// The command palette (Mantine Spotlight) is a chunk of its own, fetched on the first Ctrl+K or search click.
const loadPalette = () => import('./menu-palette');
const MenuPalette = lazyPage(loadPalette, (m) => m.MenuPalette);

function usePalette() {
  const [wanted, setWanted] = useState(false);
  const open = useCallback(() => {
    setWanted(true);
    void loadPalette().then((palette) => palette.openMenuPalette());
  }, []);
  // Ctrl+K / Cmd+K from anywhere, inputs included (the palette is where one goes next).
  useHotkeys([['mod+K', open]], []);
  return { wanted, open };
}

function PaletteHost({ user, wanted }: { user: UserDetail; wanted: boolean }) {
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MenuPalette user={user} />
    </Suspense>
  );
}

/**
 * The signed-in shell: skip link, header (brand, menu search, language, display mode, user), navbar that folds into
 * a burger on phones. `children` replaces the routed page (the 404 of a signed-in user).
 */
export function AppShellLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  // On a phone the menu sits in a closed drawer: it is first rendered when the drawer opens, not with the page
  // (dozens of menu entries are a good part of a phone's first render; docs/performance.md, "Web first visit").
  const [menuRendered, setMenuRendered] = useState(false);
  const [opened, { toggle, close }] = useDisclosure(false, { onOpen: () => setMenuRendered(true) });
  const desktop = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  const palette = usePalette();
  const { data: user } = useQuery(currentUserQuery());
  if (!user) return <PageLoader />;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('menu.label')}
              aria-expanded={opened}
            />
            <Brand hideNameOnPhone />
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={palette.open}
              aria-label={t('menu.search')}
              title={`${t('menu.search')} (Ctrl+K)`}
              data-testid="menu-search"
            >
              <IconSearch size={20} stroke={1.6} />
            </ActionIcon>
            <LanguageSwitch />
            <ColorSchemeToggle />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      {/* A phone's closed drawer is off-screen: `inert` keeps its links out of the Tab order and screen readers. */}
      <AppShell.Navbar p="sm" inert={!desktop && !opened}>
        {(desktop || menuRendered) && <AppNavbar user={user} onNavigate={close} />}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <SubscriptionBanner user={user} />
        <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
      </AppShell.Main>
      <PaletteHost user={user} wanted={palette.wanted} />
    </AppShell>
  );
}
