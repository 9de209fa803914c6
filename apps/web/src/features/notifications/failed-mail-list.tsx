import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '@niaga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useDateFormat } from '../../ui/date-format';
import { SettingsSection } from '../../ui/settings-form';
import { failedMailQuery, notificationKeys, notificationsApi } from './notifications.api';

/** Mails that met an error: still retrying, or given up with a Resend button. */
export function FailedMailList({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { timeZone } = useDateFormat();
  const queryClient = useQueryClient();
  const list = useQuery(failedMailQuery());
  const resend = useMutation({
    mutationFn: notificationsApi.resend,
    onSuccess: (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.failed });
    },
  });
  return (
    <SettingsSection title={t('notifications.failed')} hint={t('notifications.failedHint')}>
      {resend.error && <ErrorAlert error={resend.error} />}
      {list.isPending && <SkeletonBlock rows={2} />}
      {list.error && <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.data?.items.length === 0 && <EmptyList title={t('notifications.noFailed')} />}
      <Stack gap="xs" data-testid="failed-mail">
        {list.data?.items.map((mail) => (
          <Card key={mail.id} withBorder padding="sm" radius="md" data-testid="failed-mail-row">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {mail.subject}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {mail.to} · {formatDateTime(mail.createdAt, timeZone)} ·{' '}
                  {t('notifications.attempts', { count: mail.attempts })}
                </Text>
                {mail.error && (
                  <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
                    {mail.error}
                  </Text>
                )}
              </Stack>
              <Stack gap={6} align="flex-end">
                <Badge color={mail.status === 'failed' ? 'red' : 'yellow'} variant="light">
                  {t(`notifications.status.${mail.status}`)}
                </Badge>
                {canEdit && mail.status === 'failed' && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={resend.isPending && resend.variables === mail.id}
                    onClick={() => resend.mutate(mail.id)}
                    data-testid="resend"
                  >
                    {t('notifications.resend')}
                  </Button>
                )}
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    </SettingsSection>
  );
}
