import './campaigns-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, Switch, Text } from '@mantine/core';
import { canAccess, POINT_CYCLES, type PointsSettings, pointsSettingsInput } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCurrentUser } from '../../app/current-user';
import { fieldError } from '../../lib/form';
import { SettingsForm, SettingsPage, SettingsSection, useSettingsSave } from '../../ui/settings-form';
import { formatDay } from './campaign-ui';
import { campaignApi, campaignKeys, pointsSettingsQuery } from './campaigns.api';
import { CAMPAIGN_ACCESS } from './campaigns.routes';

type Values = z.input<typeof pointsSettingsInput>;
type Output = z.output<typeof pointsSettingsInput>;

/** /company/points-settings: whether points expire, and the cycle they live in (HQ changes, staff read). */
export function PointsSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('campaigns.menu.pointsSettings')}
      subtitle={t('campaigns.points.subtitle')}
      query={useQuery(pointsSettingsQuery())}
      skeletonRows={3}
      maw={720}
    >
      {(settings) => <PointsSettingsForm settings={settings} />}
    </SettingsPage>
  );
}

function PointsSettingsForm({ settings }: { settings: PointsSettings }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canSave = !!user && canAccess(user, CAMPAIGN_ACCESS.settings);
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(pointsSettingsInput) });
  useEffect(
    () => form.reset({ pointsExpiry: settings.pointsExpiry, pointsCycle: settings.pointsCycle }),
    [settings, form],
  );
  const expiry = useWatch({ control: form.control, name: 'pointsExpiry' });
  const save = useSettingsSave(form, {
    save: campaignApi.saveSettings,
    queryKey: campaignKeys.pointsSettings(),
    fields: ['pointsExpiry', 'pointsCycle'],
  });
  return (
    <SettingsForm form={form} save={save} testId="points-settings" saveTestId="points-settings-save" canSave={canSave}>
      <SettingsSection title={t('campaigns.points.expiry')} hint={t('campaigns.points.expiryHint')}>
        <Controller
          control={form.control}
          name="pointsExpiry"
          render={({ field }) => (
            <Switch
              label={t('campaigns.points.expiryOn')}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              disabled={!canSave}
              data-testid="points-expiry"
            />
          )}
        />
        <Controller
          control={form.control}
          name="pointsCycle"
          render={({ field, fieldState }) => (
            <Select
              label={t('campaigns.points.cycle')}
              description={t('campaigns.points.cycleHint')}
              data={POINT_CYCLES.map((cycle) => ({ value: cycle, label: t(`campaigns.cycle.${cycle}`) }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              allowDeselect={false}
              disabled={!canSave || !expiry}
              error={fieldError(t, fieldState.error)}
              maw={320}
              data-testid="points-cycle"
            />
          )}
        />
        {settings.pointsExpiry && settings.since && (
          <Text size="sm" c="dimmed" data-testid="points-since">
            {t('campaigns.points.since', { day: formatDay(settings.since) })}
          </Text>
        )}
      </SettingsSection>
    </SettingsForm>
  );
}
