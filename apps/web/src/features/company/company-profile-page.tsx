import './company-profile-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, TextInput } from '@mantine/core';
import { type CompanyProfile, type CompanyProfileInput, companyProfileInput } from '@niaga/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldError } from '../../lib/form';
import { POSTAL_FIELDS, postalValues } from '../../lib/postal-fields';
import { SettingsForm, SettingsPage, SettingsSection, useSettingsSave } from '../../ui/settings-form';
import { AddressFields, HALF, PhoneCodeCol } from '../reference';
import { companyProfileApi, companyProfileKeys, companyProfileQuery } from './company-profile.api';
import { MsicPicker } from './msic-picker';

type Output = z.output<typeof companyProfileInput>;
const FIELDS = ['name', 'companyRoc', 'tin', 'msicCode', ...POSTAL_FIELDS, 'phoneCode', 'phone', 'email'] as const;

const toValues = (profile: CompanyProfile): CompanyProfileInput => ({
  name: profile.name,
  companyRoc: profile.companyRoc ?? '',
  tin: profile.tin ?? '',
  msicCode: profile.msicCode ?? '',
  ...postalValues(profile),
  phoneCode: profile.phoneCode || '+60',
  phone: profile.phone ?? '',
  email: profile.email ?? '',
});

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <SettingsSection title={title} hint={hint}>
      <Grid gap="md">{children}</Grid>
    </SettingsSection>
  );
}

/** Company › Company profile (spec "/company"): the registered business printed on documents and CP58. */
export function CompanyProfilePage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('companyProfile.title')}
      subtitle={t('companyProfile.subtitle')}
      query={useQuery(companyProfileQuery())}
      skeletonRows={10}
      maw={900}
    >
      {(profile) => <ProfileForm profile={profile} />}
    </SettingsPage>
  );
}

function ProfileForm({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [msicDescription, setMsicDescription] = useState(profile.msicDescription);
  const form = useForm<CompanyProfileInput, unknown, Output>({
    resolver: zodResolver(companyProfileInput),
    defaultValues: toValues(profile),
  });
  const errors = form.formState.errors;
  const save = useSettingsSave(form, {
    save: companyProfileApi.save,
    queryKey: companyProfileKeys.profile(),
    fields: FIELDS,
    onSaved: (data) => {
      setMsicDescription(data.msicDescription);
      form.reset(toValues(data));
      // The header shows the company name: site settings are otherwise cached for the visit.
      void queryClient.invalidateQueries({ queryKey: ['site-settings'] });
    },
  });
  const text = (name: 'name' | 'companyRoc' | 'tin' | 'email', span: typeof HALF | number = HALF) => (
    <Grid.Col span={span}>
      <TextInput
        label={t(`companyProfile.${name}`)}
        description={name === 'name' ? undefined : t(`companyProfile.${name}Hint`)}
        required={name === 'name'}
        {...form.register(name)}
        error={fieldError(t, errors[name])}
        data-testid={`company-${name}`}
      />
    </Grid.Col>
  );

  return (
    <SettingsForm form={form} save={save} testId="company-profile-form" saveTestId="company-save">
      <Section title={t('companyProfile.registration')} hint={t('companyProfile.registrationHint')}>
        {text('name', 12)}
        {text('companyRoc')}
        {text('tin')}
        <Grid.Col span={12}>
          <Controller
            control={form.control}
            name="msicCode"
            render={({ field }) => (
              <MsicPicker
                value={field.value || null}
                description={msicDescription}
                onChange={(code, description) => {
                  field.onChange(code ?? '');
                  setMsicDescription(description);
                }}
                error={fieldError(t, errors.msicCode)}
              />
            )}
          />
        </Grid.Col>
      </Section>
      <Section title={t('companyProfile.address')} hint={t('companyProfile.addressHint')}>
        <AddressFields form={form} />
      </Section>
      <Section title={t('companyProfile.contact')} hint={t('companyProfile.contactHint')}>
        <PhoneCodeCol control={form.control} error={fieldError(t, errors.phoneCode)} />
        <Grid.Col span={{ base: 8, xs: 9 }}>
          <TextInput
            label={t('companyProfile.phone')}
            inputMode="tel"
            {...form.register('phone')}
            error={fieldError(t, errors.phone)}
            data-testid="company-phone"
          />
        </Grid.Col>
        {text('email', 12)}
      </Section>
    </SettingsForm>
  );
}
