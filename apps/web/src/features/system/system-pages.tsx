import { Anchor, Center, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconError404,
  IconHourglass,
  IconLock,
  IconLockOff,
  IconWifiOff,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { reportError } from '../../app/error-reporting';
import { ChunkLoadError } from '../../app/lazy-page';
import { clearAllStorage } from '../../lib/storage';
import { LinkButton } from '../../ui/link-button';
import { StatusPage, type StatusTexts, StatusTextsPage } from './status-page';

const home = { button: 'system.backHome', go: '/' };
const serverError = { icon: IconAlertTriangle, title: 'system.serverError.title', message: 'errors.generic' };

const PAGES = {
  notFound: { icon: IconError404, title: 'errors.routeNotFound', message: 'system.notFound.message', ...home },
  offline: {
    icon: IconWifiOff,
    title: 'offline.banner',
    message: 'system.offline.message',
    button: 'common.retry',
    go: () => window.location.assign('/'),
    color: 'orange',
  },
  serverError: { ...serverError, ...home, color: 'red' },
  // A page's code that did not load in time, or no longer exists after a deploy: reloading fetches it again.
  slowLoad: {
    icon: IconHourglass,
    title: 'pwa.slow.title',
    message: 'pwa.slow.message',
    button: 'common.retry',
    go: () => window.location.reload(),
    color: 'orange',
    testId: 'chunk-retry-page',
  },
  noAccess: { icon: IconLock, title: 'system.noAccess.title', message: 'errors.forbidden', ...home, color: 'orange' },
} satisfies Record<string, StatusTexts>;

export const NotFoundPage = () => <StatusTextsPage {...PAGES.notFound} testId="not-found-page" />;
export const OfflinePage = () => <StatusTextsPage {...PAGES.offline} />;
export const ServerErrorPage = () => <StatusTextsPage {...PAGES.serverError} />;
export const NoAccessPage = () => <StatusTextsPage {...PAGES.noAccess} testId="no-access-page" />;

/** HQ signs in to reach the subscription pages and pay (the only way in while locked); everyone else asks HQ. */
export const HQ_PAY_LOGIN = `/login?type=hq&redirect=${encodeURIComponent('/subscription')}`;

/** Where a locked company's agents and staff land (and HQ, signed out): storage cleared, the way to pay named. */
export function SubscriptionExpiredPage() {
  const { t } = useTranslation();
  useEffect(() => clearAllStorage(), []);
  return (
    <Stack gap={0} data-testid="subscription-expired-page">
      <StatusPage
        icon={<IconLockOff size={40} />}
        title={t('system.subscriptionExpired.title')}
        message={t('errors.subscriptionLocked')}
        color="red"
      />
      <Stack align="center" ta="center" gap="sm" maw={420} mx="auto">
        <Text size="sm">{t('subscription.expired.hq')}</Text>
        <LinkButton to={HQ_PAY_LOGIN} data-testid="expired-hq-login">
          {t('subscription.expired.hqButton')}
        </LinkButton>
        <Text size="sm" c="dimmed" mt="sm" data-testid="expired-others">
          {t('subscription.expired.others')}
        </Text>
        <Anchor component={Link} to="/login" size="sm">
          {t('system.backToLogin')}
        </Anchor>
      </Stack>
    </Stack>
  );
}

/** Shown when rendering a route fails, or loading its chunk (then with Retry: "taking longer than usual"). */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkFailed = error instanceof ChunkLoadError;
  useEffect(() => {
    console.error(error);
    if (!chunkFailed) reportError(error);
  }, [error, chunkFailed]);
  return (
    <Center mih="100dvh" p="md">
      {chunkFailed ? (
        <StatusTextsPage {...PAGES.slowLoad} />
      ) : (
        <StatusTextsPage {...serverError} button="common.reload" go={() => window.location.reload()} color="red" />
      )}
    </Center>
  );
}
