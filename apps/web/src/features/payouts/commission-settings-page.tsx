import './payouts-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Switch } from '@mantine/core';
import {
  COMMISSION_TYPES,
  type CommissionSettings,
  type CommissionType,
  commissionSettingsInput,
  MONTHLY_COMMISSION_TYPES,
  ORDER_COMMISSION_TYPES,
} from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCurrentUser } from '../../app/current-user';
import { NumericField } from '../../ui/numeric-field';
import { SettingsForm, SettingsPage, SettingsSection, useSettingsSave } from '../../ui/settings-form';
import { commissionSettingsQuery, payoutApi, payoutKeys } from './payouts.api';

type Values = z.input<typeof commissionSettingsInput>;
type Output = z.output<typeof commissionSettingsInput>;

/** /company/commission-settings: each commission type on or off, zerorise overriding, minimum payout, statements. */
export function CommissionSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('payouts.menu.settings')}
      subtitle={t('payouts.settings.subtitle')}
      query={useQuery(commissionSettingsQuery())}
      skeletonRows={6}
    >
      {(settings) => <CommissionSettingsForm settings={settings} />}
    </SettingsPage>
  );
}

function CommissionSettingsForm({ settings }: { settings: CommissionSettings }) {
  const { t } = useTranslation();
  const currencyLabel = useCurrentUser()?.company.currency === 'IDR' ? 'Rp' : 'RM';
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(commissionSettingsInput) });
  useEffect(() => form.reset(settings), [settings, form]);
  const save = useSettingsSave(form, {
    save: payoutApi.saveSettings,
    queryKey: payoutKeys.settings(),
    fields: ['minPayout', 'commissionOff'],
  });
  const typeSwitch = (type: CommissionType) => (
    <Controller
      key={type}
      control={form.control}
      name="commissionOff"
      render={({ field }) => {
        const off = new Set(field.value ?? []);
        return (
          <Switch
            label={t(`payouts.type.${type}`)}
            description={t(`payouts.typeHint.${type}`)}
            checked={!off.has(type)}
            data-testid={`type-${type}`}
            onChange={(event) => {
              if (event.currentTarget.checked) off.delete(type);
              else off.add(type);
              field.onChange(COMMISSION_TYPES.filter((each) => off.has(each)));
            }}
          />
        );
      }}
    />
  );
  const flag = (name: 'zeroriseOverriding' | 'incomeStatement' | 'cp58Feature') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          label={t(`payouts.settings.${name}`)}
          description={t(`payouts.settings.${name}Hint`)}
          checked={Boolean(field.value)}
          data-testid={`flag-${name}`}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
  return (
    <SettingsForm form={form} save={save} testId="commission-settings" saveTestId="commission-settings-save">
      <SettingsSection title={t('payouts.settings.perOrder')} hint={t('payouts.settings.perOrderHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {ORDER_COMMISSION_TYPES.map(typeSwitch)}
        </SimpleGrid>
        {flag('zeroriseOverriding')}
      </SettingsSection>
      <SettingsSection title={t('payouts.settings.monthly')} hint={t('payouts.settings.monthlyHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {MONTHLY_COMMISSION_TYPES.map(typeSwitch)}
        </SimpleGrid>
      </SettingsSection>
      <SettingsSection title={t('payouts.settings.payouts')} hint={t('payouts.settings.payoutsHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumericField
            control={form.control}
            name="minPayout"
            kind="money"
            currencyLabel={currencyLabel}
            label={t('payouts.settings.minPayout')}
            description={t('payouts.settings.minPayoutHint')}
          />
        </SimpleGrid>
      </SettingsSection>
      <SettingsSection title={t('payouts.settings.statements')}>
        {flag('incomeStatement')}
        {flag('cp58Feature')}
      </SettingsSection>
    </SettingsForm>
  );
}
