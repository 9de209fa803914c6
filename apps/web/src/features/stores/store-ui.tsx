import './stores-texts';
import { Badge, Button, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { STORE_KIND_PATHS, type StoreKind, type StoreStatus, type StoreView } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { PageHeader } from '../../ui/page-header';
import { ownStoreQuery } from './stores.api';

export const storePath = (kind: StoreKind, page?: string) => `/${STORE_KIND_PATHS[kind]}${page ? `/${page}` : ''}`;

const STATUS_COLOURS: Record<StoreStatus, string> = { pending: 'yellow', active: 'teal', suspended: 'red' };

export function StoreStatusBadge({ status }: { status: StoreStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" data-testid="store-status">
      {t(`stores.status.${status}`)}
    </Badge>
  );
}

/** The store's sub-pages as tabs (register or account, set-up, summary; e-koop: banners). */
function StoreTabs({ kind, registered }: { kind: StoreKind; registered: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pages = registered
    ? ['store-summary', 'setup', 'account', ...(kind === 'e_koop' ? ['banner'] : [])]
    : ['register'];
  const current = pages.find((page) => pathname.startsWith(storePath(kind, page))) ?? null;
  return (
    <Tabs value={current} onChange={(page) => page && navigate(storePath(kind, page))}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {pages.map((page) => (
          <Tabs.Tab key={page} value={page} data-testid={`store-tab-${page}`}>
            {t(`stores.page.${page}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/**
 * Every page of the agent's store of one kind: its header and tabs, loading and error states, and the caller's
 * store handed to `children` (null before it registers: the page asks to register first unless it is the
 * registration page itself).
 */
export function StoreFrame({
  kind,
  title,
  subtitle,
  needsStore = true,
  actions,
  children,
}: {
  kind: StoreKind;
  title: string;
  subtitle: string;
  needsStore?: boolean;
  actions?: ReactNode;
  children: (store: StoreView | null, mayRegister: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const own = useQuery(ownStoreQuery(kind));
  const store = own.data?.store ?? null;
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Group gap="xs">
            {store && <StoreStatusBadge status={store.status} />}
            {actions}
          </Group>
        }
      />
      {own.data && <StoreTabs kind={kind} registered={!!store} />}
      {own.error && <ErrorState message={own.error.message} onRetry={() => void own.refetch()} />}
      {own.isPending && <SkeletonBlock rows={6} />}
      {own.data && store?.status === 'pending' && (
        <Text size="sm" c="dimmed" data-testid="store-pending">
          {t('stores.pendingHint')}
        </Text>
      )}
      {own.data && store?.status === 'suspended' && (
        <Text size="sm" c="red" data-testid="store-suspended">
          {t('stores.suspendedHint')}
        </Text>
      )}
      {own.data && !store && needsStore ? (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm" align="flex-start">
            <Text>{t(own.data.mayRegister ? 'stores.registerFirst' : 'stores.mayNotRegister')}</Text>
            {own.data.mayRegister && (
              <Button component={Link} to={storePath(kind, 'register')} data-testid="store-register-link">
                {t('stores.page.register')}
              </Button>
            )}
          </Stack>
        </Card>
      ) : (
        own.data && children(store, own.data.mayRegister)
      )}
    </Stack>
  );
}
