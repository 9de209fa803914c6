import './company-features-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MultiSelect, SimpleGrid } from '@mantine/core';
import { type CompanyNetwork, canAccess, companyNetworkInput } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCurrentUser } from '../../app/current-user';
import { fieldError } from '../../lib/form';
import { NumericField } from '../../ui/numeric-field';
import { SettingsForm, SettingsPage, SettingsSection, useSettingsSave } from '../../ui/settings-form';
import { levelsQuery } from '../network';
import { companyNetworkQuery, networkRulesKey, saveCompanyNetwork } from './company-features.api';
import { COMPANY_FEATURES_ACCESS } from './company-features.routes';
import { FeatureSwitch } from './feature-switch';

type Values = z.input<typeof companyNetworkInput>;
type Output = z.output<typeof companyNetworkInput>;

/** /company/network: who holds stock and sells, whether only HQ sells, who recruits into which levels, inactivity. */
export function NetworkSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('companyNetwork.title')}
      subtitle={t('companyNetwork.subtitle')}
      query={useQuery(companyNetworkQuery())}
      skeletonRows={7}
      maw={900}
    >
      {(rules) => <NetworkSettingsForm rules={rules} />}
    </SettingsPage>
  );
}

function NetworkSettingsForm({ rules }: { rules: CompanyNetwork }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = !!user && canAccess(user, COMPANY_FEATURES_ACCESS.edit);
  const levels = useQuery(levelsQuery());
  const levelOptions = (levels.data ?? []).map((level) => ({ value: level.id, label: level.levelName }));
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(companyNetworkInput) });
  useEffect(() => form.reset(rules), [rules, form]);
  const save = useSettingsSave(form, {
    save: saveCompanyNetwork,
    queryKey: networkRulesKey,
    fields: ['orderingLevelIds', 'level', 'inactiveLimit'],
  });
  const onlyHq = form.watch('orderCompany');
  const everyLevelRecruits = form.watch('allLevelStatus');
  const levelPicker = (name: 'orderingLevelIds' | 'level', disabled: boolean) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          label={t(`companyNetwork.${name}`)}
          description={t(`companyNetwork.${name}Hint`)}
          placeholder={
            levelOptions.length
              ? field.value?.length
                ? undefined
                : t(`companyNetwork.${name}None`)
              : t('companyNetwork.noLevels')
          }
          data={levelOptions}
          value={field.value ?? []}
          onChange={field.onChange}
          disabled={disabled || !canEdit}
          error={fieldError(t, fieldState.error)}
          data-testid={`levels-${name}`}
          clearable
        />
      )}
    />
  );
  const flag = (name: 'orderCompany' | 'allLevelStatus' | 'allLevel') => (
    <FeatureSwitch control={form.control} name={name} prefix="companyNetwork" disabled={!canEdit} />
  );
  return (
    <SettingsForm
      form={form}
      save={save}
      testId="network-settings"
      saveTestId="network-settings-save"
      canSave={canEdit}
    >
      <SettingsSection title={t('companyNetwork.selling')} hint={t('companyNetwork.sellingHint')}>
        {flag('orderCompany')}
        {levelPicker('orderingLevelIds', !!onlyHq)}
      </SettingsSection>
      <SettingsSection title={t('companyNetwork.recruitment')} hint={t('companyNetwork.recruitmentHint')}>
        {flag('allLevelStatus')}
        {!everyLevelRecruits && levelPicker('level', false)}
        {flag('allLevel')}
      </SettingsSection>
      <SettingsSection title={t('companyNetwork.activity')} hint={t('companyNetwork.activityHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumericField
            control={form.control}
            name="inactiveLimit"
            kind="units"
            label={t('companyNetwork.inactiveLimit')}
            description={t('companyNetwork.inactiveLimitHint')}
          />
        </SimpleGrid>
      </SettingsSection>
    </SettingsForm>
  );
}
