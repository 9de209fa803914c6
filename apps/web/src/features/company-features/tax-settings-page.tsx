import './company-features-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { canAccess, type TaxSettings, taxSettingsInput } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCurrentUser } from '../../app/current-user';
import { fieldError } from '../../lib/form';
import { NumericField } from '../../ui/numeric-field';
import { SettingsForm, SettingsPage, SettingsSection, useSettingsSave } from '../../ui/settings-form';
import { saveTaxSettings, taxSettingsKey, taxSettingsQuery } from './company-features.api';
import { COMPANY_FEATURES_ACCESS } from './company-features.routes';
import { FeatureSwitch } from './feature-switch';

type Values = z.input<typeof taxSettingsInput>;
type Output = z.output<typeof taxSettingsInput>;

/** /company/tax: the rate the checkout charges, the SST number on invoices, and whether prices include tax. */
export function TaxSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('taxSettings.title')}
      subtitle={t('taxSettings.subtitle')}
      query={useQuery(taxSettingsQuery())}
      skeletonRows={4}
      maw={900}
    >
      {(settings) => <TaxSettingsForm settings={settings} />}
    </SettingsPage>
  );
}

function TaxSettingsForm({ settings }: { settings: TaxSettings }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = !!user && canAccess(user, COMPANY_FEATURES_ACCESS.edit);
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(taxSettingsInput) });
  useEffect(() => form.reset(settings), [settings, form]);
  const save = useSettingsSave(form, {
    save: saveTaxSettings,
    queryKey: taxSettingsKey,
    fields: ['taxPercent', 'sstNumber'],
  });
  const included = form.watch('pricesIncludeTax');
  return (
    <SettingsForm form={form} save={save} testId="tax-settings-form" saveTestId="tax-settings-save" canSave={canEdit}>
      <SettingsSection title={t('taxSettings.rate')} hint={t('taxSettings.rateHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumericField control={form.control} name="taxPercent" kind="percent" label={t('taxSettings.taxPercent')} />
          <TextInput
            label={t('taxSettings.sstNumber')}
            description={t('taxSettings.sstNumberHint')}
            disabled={!canEdit}
            error={fieldError(t, form.formState.errors.sstNumber)}
            data-testid="field-sstNumber"
            {...form.register('sstNumber', { setValueAs: (value: string) => value || null })}
          />
        </SimpleGrid>
        <FeatureSwitch control={form.control} name="pricesIncludeTax" prefix="taxSettings" disabled={!canEdit} />
        <Text size="sm" c="dimmed" data-testid="tax-example">
          {t(included ? 'taxSettings.exampleIncluded' : 'taxSettings.exampleAdded')}
        </Text>
      </SettingsSection>
    </SettingsForm>
  );
}
