import './notifications-texts';
import { Stack } from '@mantine/core';
import { canAccess } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { SettingsPage } from '../../ui/settings-form';
import { EventMatrix } from './event-matrix';
import { FailedMailList } from './failed-mail-list';
import { HqAddresses } from './hq-addresses';
import { notificationSettingsQuery } from './notifications.api';
import { NOTIFICATIONS_ACCESS } from './notifications.routes';
import { SmtpSettings } from './smtp-settings';
import { TemplatePreview } from './template-preview';

/** /company/notifications: who each event mails, HQ's addresses, the mail server, the templates and failed mails. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = !!user && canAccess(user, NOTIFICATIONS_ACCESS.edit);
  return (
    <SettingsPage
      title={t('notifications.title')}
      subtitle={t('notifications.subtitle')}
      query={useQuery(notificationSettingsQuery())}
      skeletonRows={8}
      maw={960}
    >
      {(settings) => (
        <Stack gap="lg">
          <EventMatrix settings={settings} canEdit={canEdit} />
          <HqAddresses settings={settings} canEdit={canEdit} />
          <SmtpSettings settings={settings} canEdit={canEdit} />
          <TemplatePreview />
          <FailedMailList canEdit={canEdit} />
        </Stack>
      )}
    </SettingsPage>
  );
}
