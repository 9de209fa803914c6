import { Anchor, Box, Container, Group, Image, Indicator, Stack, Text, Title } from '@mantine/core';
import type { StorefrontInfo } from '@niaga/shared';
import { IconBuildingStore, IconShoppingCart, IconTruckDelivery, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext, useParams } from 'react-router';
import { ColorSchemeToggle } from '../../app/color-scheme-toggle';
import { LanguageSwitch } from '../../app/language-switch';
import { PageLoader } from '../../app/page-loader';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { ApiError } from '../../lib/api-error';
import './storefront-texts';
import { useStoreCart } from './store-cart';
import { storefrontInfoQuery } from './storefront.api';

/** What a storefront page gets from its layout: the open store (closed stores never reach a page). */
export type StorefrontContext = { store: StorefrontInfo; base: string };
export const useStorefront = () => useOutletContext<StorefrontContext>();

/**
 * Every storefront page (`/s/:slug/…`): the store's header (name, cart, order tracking, account), then the page,
 * or the store's closed page. Phone first: one column, the header's links as icons below `sm`.
 */
export function StorefrontLayout() {
  const { slug = '' } = useParams();
  const info = useQuery(storefrontInfoQuery(slug));
  const base = `/s/${encodeURIComponent(slug)}`;
  let body: ReactNode;
  if (info.isPending) body = <SkeletonBlock rows={6} />;
  else if (info.isError) body = <StoreProblem error={info.error} onRetry={() => info.refetch()} />;
  else if (info.data.closed) body = <ClosedStore store={info.data} />;
  else
    body = (
      <Suspense fallback={<PageLoader />}>
        <Outlet context={{ store: info.data, base } satisfies StorefrontContext} />
      </Suspense>
    );
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <StoreHeader slug={slug} base={base} store={info.data} />
      <Container size="lg" py={{ base: 'md', sm: 'xl' }} px="md" component="main">
        {body}
      </Container>
      {/* On a phone the header keeps its room for the store's name; language and display mode sit at the foot. */}
      <Group component="footer" hiddenFrom="sm" justify="center" gap="xs" py="md" data-testid="storefront-footer">
        <DisplaySwitches />
      </Group>
    </Box>
  );
}

function StoreHeader({ slug, base, store }: { slug: string; base: string; store: StorefrontInfo | undefined }) {
  const { t } = useTranslation();
  const { count } = useStoreCart(slug);
  const open = store && !store.closed;
  return (
    <Group
      component="header"
      h={60}
      px="md"
      justify="space-between"
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="storefront-header"
    >
      <Anchor component={Link} to={base} c="inherit" underline="never" miw={0}>
        <Group gap="xs" wrap="nowrap">
          {store?.logoUrl ? (
            <Image src={store.logoUrl} alt="" h={32} w="auto" maw={120} fit="contain" />
          ) : (
            <IconBuildingStore size={28} aria-hidden />
          )}
          <Text fw={700} size="lg" truncate data-testid="store-name">
            {store?.name ?? ''}
          </Text>
        </Group>
      </Anchor>
      <Group gap={4} wrap="nowrap">
        {open && (
          <>
            <HeaderLink to={`${base}/track`} label={t('storefront.nav.track')} icon={<IconTruckDelivery size={20} />} />
            <HeaderLink to={`${base}/account`} label={t('storefront.nav.account')} icon={<IconUser size={20} />} />
            <HeaderLink
              to={`${base}/cart`}
              label={t('storefront.nav.cart', { count })}
              icon={
                <Indicator label={count} size={16} disabled={count === 0} data-testid="cart-count">
                  <IconShoppingCart size={20} />
                </Indicator>
              }
            />
          </>
        )}
        <Group gap={4} wrap="nowrap" visibleFrom="sm">
          <DisplaySwitches />
        </Group>
      </Group>
    </Group>
  );
}

function HeaderLink({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <Anchor component={Link} to={to} aria-label={label} c="inherit" p={8} display="flex">
      {icon}
    </Anchor>
  );
}

function ClosedStore({ store }: { store: StorefrontInfo }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" gap="sm" ta="center" data-testid="store-closed">
      <IconBuildingStore size={48} aria-hidden />
      <Title order={1} size="h2">
        {t('storefront.closed.title', { name: store.name })}
      </Title>
      <Text c="dimmed" maw={420}>
        {t(`storefront.closed.${store.closed}`)}
      </Text>
    </Stack>
  );
}

function StoreProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 404)
    return (
      <Stack align="center" py="xl" gap="sm" ta="center" data-testid="store-not-found">
        <Title order={1} size="h2">
          {t('storefront.notFound.title')}
        </Title>
        <Text c="dimmed">{t('storefront.notFound.description')}</Text>
      </Stack>
    );
  return <ErrorState message={error.message} onRetry={onRetry} />;
}

function DisplaySwitches() {
  return (
    <>
      <LanguageSwitch />
      <ColorSchemeToggle />
    </>
  );
}
