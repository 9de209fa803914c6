import './operator-texts';
import { AppShell, Box, Burger, Button, Container, Group, NavLink, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuildingStore,
  IconClockPlay,
  IconCreditCard,
  IconFileInvoice,
  IconGauge,
  IconLayoutList,
  IconLogout,
  IconShieldLock,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ColorSchemeToggle } from '../../app/color-scheme-toggle';
import { LanguageSwitch } from '../../app/language-switch';
import { PageLoader } from '../../app/page-loader';
import { ErrorState } from '../../app/page-states';
import { MAIN_ID, SkipLink } from '../../app/skip-link';
import { isApiError } from '../../lib/api-error';
import { operatorApi, operatorKeys, operatorQueries } from './operator.api';
import { getOperatorToken, setOperatorToken } from './operator-token';

export const OPERATOR_LOGIN = '/operator/login';

/** The platform's mark, not a company's: the console belongs to no company. */
function OperatorBrand() {
  const { t } = useTranslation();
  return (
    <Link to="/operator" style={{ textDecoration: 'none', color: 'inherit', minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon variant="filled" color="dark" radius="md" size={32} aria-hidden>
          <IconShieldLock size={20} />
        </ThemeIcon>
        <Text fw={700} size="lg" truncate data-testid="operator-brand">
          {t('operator.brand')}
        </Text>
      </Group>
    </Link>
  );
}

function HeaderTools() {
  return (
    <Group gap={4} wrap="nowrap">
      <LanguageSwitch />
      <ColorSchemeToggle />
    </Group>
  );
}

/** The sign-in page's frame: the platform's header, a centred card. */
export function OperatorPublicLayout() {
  if (getOperatorToken()) return <Navigate to="/operator" replace />;
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
        <OperatorBrand />
        <HeaderTools />
      </Group>
      <Container size={460} py={{ base: 'lg', sm: 48 }} px="md" component="main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}

const MENU = [
  { to: '/operator', labelKey: 'operator.overview.title', icon: IconGauge, end: true },
  { to: '/operator/companies', labelKey: 'operator.companies.title', icon: IconBuildingStore },
  { to: '/operator/plans', labelKey: 'operator.plans.title', icon: IconLayoutList },
  { to: '/operator/invoices', labelKey: 'operator.invoices.title', icon: IconFileInvoice },
  { to: '/operator/gateway', labelKey: 'operator.gateway.title', icon: IconCreditCard },
  { to: '/operator/jobs', labelKey: 'operator.jobs.title', icon: IconClockPlay },
] as const;

function OperatorMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap={2} component="nav" aria-label={t('operator.menu')} data-testid="operator-menu">
      {MENU.map((entry) => {
        const active = 'end' in entry ? pathname === entry.to : pathname.startsWith(entry.to);
        return (
          <NavLink
            key={entry.to}
            component={Link}
            to={entry.to}
            label={t(entry.labelKey)}
            leftSection={<entry.icon size={18} />}
            active={active}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}

function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const end = () => {
    setOperatorToken(null);
    queryClient.removeQueries({ queryKey: operatorKeys.all });
    navigate(OPERATOR_LOGIN, { replace: true });
  };
  // The session ends on this device whatever the server answers.
  return useMutation({ mutationFn: operatorApi.logout, onSettled: end });
}

/** The console's guard and shell: no operator token, or one the server refuses, goes to the sign-in page. */
export function OperatorLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const token = getOperatorToken();
  const me = useQuery({ ...operatorQueries.me(), enabled: !!token });
  const [opened, { toggle, close }] = useDisclosure(false);
  const logout = useLogout();
  if (!token) return <Navigate to={OPERATOR_LOGIN} replace />;
  if (me.error && isApiError(me.error) && me.error.status === 401) {
    setOperatorToken(null);
    return <Navigate to={OPERATOR_LOGIN} replace />;
  }
  if (me.error)
    return (
      <Container size={460} py="xl">
        <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />
      </Container>
    );
  if (!me.data) return <PageLoader />;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('operator.menu')} />
            <OperatorBrand />
          </Group>
          <HeaderTools />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section grow>
          <OperatorMenu onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section>
          <Text size="sm" c="dimmed" truncate mb="xs" data-testid="operator-name">
            {me.data.name} · {me.data.email}
          </Text>
          <Button
            variant="light"
            color="gray"
            fullWidth
            leftSection={<IconLogout size={16} />}
            loading={logout.isPending}
            onClick={() => logout.mutate()}
            data-testid="operator-logout"
          >
            {t('operator.logout')}
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID}>
        <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
