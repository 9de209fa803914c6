import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Table, Text } from '@mantine/core';
import {
  HQ_ONLY_EVENTS,
  NOTIFICATION_RECIPIENTS,
  type NotificationControl,
  type NotificationSettings,
  notificationControlInput,
} from '@niaga/shared';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NumericField } from '../../ui/numeric-field';
import { SettingsForm, SettingsSection, useSettingsSave } from '../../ui/settings-form';
import { notificationKeys, notificationsApi } from './notifications.api';

type Values = z.input<typeof notificationControlInput>;
type Output = z.output<typeof notificationControlInput>;

/** The events × recipients matrix and the low-stock threshold. */
export function EventMatrix({ settings, canEdit }: { settings: NotificationSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(notificationControlInput) });
  useEffect(
    () => form.reset({ events: settings.events, lowStockThreshold: settings.lowStockThreshold }),
    [settings, form],
  );
  const save = useSettingsSave(form, {
    save: notificationsApi.saveControl,
    queryKey: notificationKeys.settings,
    fields: ['lowStockThreshold'],
  });
  return (
    <SettingsForm form={form} save={save} testId="notification-matrix" saveTestId="matrix-save" canSave={canEdit}>
      <SettingsSection title={t('notifications.matrix')} hint={t('notifications.matrixHint')}>
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('notifications.event')}</Table.Th>
                {NOTIFICATION_RECIPIENTS.map((recipient) => (
                  <Table.Th key={recipient} ta="center" w={56} px={4}>
                    {t(`notifications.to.${recipient}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {settings.events.map((control: NotificationControl, index) => (
                <Table.Tr key={control.event} data-testid={`event-${control.event}`}>
                  <Table.Td>
                    <Text size="sm">{t(`notifications.events.${control.event}`)}</Text>
                  </Table.Td>
                  {NOTIFICATION_RECIPIENTS.map((recipient) => (
                    <Table.Td key={recipient} ta="center" px={4}>
                      <Controller
                        control={form.control}
                        name={`events.${index}.${recipient}`}
                        render={({ field }) => (
                          <Checkbox
                            aria-label={`${t(`notifications.events.${control.event}`)}: ${t(`notifications.to.${recipient}`)}`}
                            checked={Boolean(field.value)}
                            disabled={!canEdit || (recipient !== 'hq' && HQ_ONLY_EVENTS.includes(control.event))}
                            onChange={(event) => field.onChange(event.currentTarget.checked)}
                            style={{ display: 'inline-block' }}
                            data-testid={`check-${control.event}-${recipient}`}
                          />
                        )}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <NumericField
          control={form.control}
          name="lowStockThreshold"
          kind="units"
          label={t('notifications.lowStockThreshold')}
          description={t('notifications.lowStockThresholdHint')}
        />
      </SettingsSection>
    </SettingsForm>
  );
}
