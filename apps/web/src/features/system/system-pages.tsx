import { Center } from '@mantine/core';
import { IconAlertTriangle, IconError404, IconLock, IconLockOff, IconWifiOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { clearAllStorage } from '../../lib/storage';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconError404 size={40} />}
      title={t('errors.routeNotFound')}
      message={t('system.notFound.message')}
      action={{ label: t('system.backHome'), to: '/' }}
      testId="not-found-page"
    />
  );
}

export function OfflinePage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconWifiOff size={40} />}
      title={t('offline.banner')}
      message={t('system.offline.message')}
      action={{ label: t('common.retry'), onClick: () => window.location.assign('/') }}
      color="orange"
    />
  );
}

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconAlertTriangle size={40} />}
      title={t('system.serverError.title')}
      message={t('errors.generic')}
      action={{ label: t('system.backHome'), to: '/' }}
      color="red"
    />
  );
}

export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconLock size={40} />}
      title={t('system.noAccess.title')}
      message={t('errors.forbidden')}
      action={{ label: t('system.backHome'), to: '/' }}
      color="orange"
      testId="no-access-page"
    />
  );
}

export function SubscriptionExpiredPage() {
  const { t } = useTranslation();
  useEffect(() => clearAllStorage(), []);
  return (
    <StatusPage
      icon={<IconLockOff size={40} />}
      title={t('system.subscriptionExpired.title')}
      message={t('errors.subscriptionLocked')}
      action={{ label: t('system.backToLogin'), to: '/login' }}
      color="red"
      testId="subscription-expired-page"
    />
  );
}

/** Shown when rendering or loading a route chunk fails. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Center mih="100dvh" p="md">
      <StatusPage
        icon={<IconAlertTriangle size={40} />}
        title={t('system.serverError.title')}
        message={t('errors.generic')}
        action={{ label: t('common.reload'), onClick: () => window.location.reload() }}
        color="red"
      />
    </Center>
  );
}
