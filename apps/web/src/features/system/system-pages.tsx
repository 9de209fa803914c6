import { Center } from '@mantine/core';
import { IconAlertTriangle, IconError404, IconLock, IconLockOff, IconWifiOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../../app/error-reporting';
import { clearAllStorage } from '../../lib/storage';
import { type StatusTexts, StatusTextsPage } from './status-page';

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
  noAccess: { icon: IconLock, title: 'system.noAccess.title', message: 'errors.forbidden', ...home, color: 'orange' },
  subscriptionExpired: {
    icon: IconLockOff,
    title: 'system.subscriptionExpired.title',
    message: 'errors.subscriptionLocked',
    button: 'system.backToLogin',
    go: '/login',
    color: 'red',
  },
} satisfies Record<string, StatusTexts>;

export const NotFoundPage = () => <StatusTextsPage {...PAGES.notFound} testId="not-found-page" />;
export const OfflinePage = () => <StatusTextsPage {...PAGES.offline} />;
export const ServerErrorPage = () => <StatusTextsPage {...PAGES.serverError} />;
export const NoAccessPage = () => <StatusTextsPage {...PAGES.noAccess} testId="no-access-page" />;

export function SubscriptionExpiredPage() {
  useEffect(() => clearAllStorage(), []);
  return <StatusTextsPage {...PAGES.subscriptionExpired} testId="subscription-expired-page" />;
}

/** Shown when rendering or loading a route chunk fails. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    reportError(error);
  }, [error]);
  return (
    <Center mih="100dvh" p="md">
      <StatusTextsPage {...serverError} button="common.reload" go={() => window.location.reload()} color="red" />
    </Center>
  );
}
