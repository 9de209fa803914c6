import { zodResolver } from '@hookform/resolvers/zod';
import { TagsInput } from '@mantine/core';
import { hqAddressesInput, MAX_HQ_ADDRESSES, type NotificationSettings } from '@niaga/shared';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SettingsForm, SettingsSection, useSettingsSave } from '../../ui/settings-form';
import { notificationKeys, notificationsApi } from './notifications.api';

type Values = z.input<typeof hqAddressesInput>;
type Output = z.output<typeof hqAddressesInput>;

/** The addresses the HQ column mails (none: the HQ accounts themselves). */
export function HqAddresses({ settings, canEdit }: { settings: NotificationSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(hqAddressesInput) });
  useEffect(() => form.reset({ hqAddresses: settings.hqAddresses }), [settings, form]);
  const save = useSettingsSave(form, {
    save: notificationsApi.saveAddresses,
    queryKey: notificationKeys.settings,
    fields: ['hqAddresses'],
  });
  const errors = form.formState.errors.hqAddresses;
  const firstError = Array.isArray(errors) ? errors.find(Boolean)?.message : errors?.message;
  return (
    <SettingsForm form={form} save={save} testId="hq-addresses-form" saveTestId="hq-addresses-save" canSave={canEdit}>
      <SettingsSection title={t('notifications.hqAddresses')} hint={t('notifications.hqAddressesHint')}>
        <Controller
          control={form.control}
          name="hqAddresses"
          render={({ field }) => (
            <TagsInput
              label={t('notifications.addresses')}
              placeholder={t('notifications.addressPlaceholder')}
              maxTags={MAX_HQ_ADDRESSES}
              splitChars={[',', ' ', ';']}
              clearable
              disabled={!canEdit}
              value={field.value ?? []}
              onChange={field.onChange}
              error={firstError ? t(firstError) : undefined}
              data-testid="field-hqAddresses"
            />
          )}
        />
      </SettingsSection>
    </SettingsForm>
  );
}
