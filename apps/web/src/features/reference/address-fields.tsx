import '../recruitment/recruitment-texts';
import '../network/network-texts';
import './reference-texts';
import { Autocomplete, Grid, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form';
/**
 * An address (spec §3 addressFields and Customer address). Malaysia: state list, and the postcode fills city and
 * state. Indonesia: province → regency/city → district → village, stored as codes in provinceId…villageId while
 * `state` and `city` keep the province and regency names (what profile forms store). Other countries: free text.
 */
import type { AddressValue } from './address-parts';
import { HALF, PostcodeInput, toOptions } from './address-parts';
import { IndonesianAreaSelects } from './indonesian-area-selects';
import { myCitiesQuery, myStatesQuery, phoneCodesQuery, postcodeQuery } from './reference.api';

export type { AddressValue };

// biome-ignore lint/suspicious/noExplicitAny: forms differ in their other fields; this component owns the address part
export type AddressForm = UseFormReturn<any, unknown, any>;
type Props<T extends FieldValues> = { form: UseFormReturn<T, unknown, T> | AddressForm };
const AREA_FIELDS = ['postcode', 'state', 'city', 'provinceId', 'regencyId', 'districtId', 'villageId'] as const;

export function AddressFields<T extends FieldValues>({ form: typed }: Props<T>) {
  const { t } = useTranslation();
  const form = typed as unknown as UseFormReturn<AddressValue>;
  const errors = form.formState.errors;
  const country = form.watch('country') ?? 'MY';
  const countries = useQuery(phoneCodesQuery());
  const text = (name: 'address1' | 'address2', autoComplete: string) => (
    <Grid.Col span={12}>
      <TextInput
        label={t(`recruitment.field.${name}`)}
        autoComplete={autoComplete}
        {...form.register(name)}
        error={fieldError(t, errors[name])}
      />
    </Grid.Col>
  );
  return (
    <>
      {text('address1', 'address-line1')}
      {text('address2', 'address-line2')}
      <Grid.Col span={HALF}>
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Select
              label={t('recruitment.field.country')}
              data={(countries.data ?? []).map((row) => ({ value: row.iso2, label: row.name }))}
              value={field.value ?? 'MY'}
              onChange={(value) => {
                field.onChange(value ?? 'MY');
                for (const name of AREA_FIELDS) form.setValue(name, '');
              }}
              searchable
              allowDeselect={false}
              error={fieldError(t, errors.country) ?? (countries.isError ? t('reference.loadFailed') : undefined)}
              data-testid="country-select"
            />
          )}
        />
      </Grid.Col>
      {country === 'MY' ? (
        <MalaysianArea form={form} />
      ) : country === 'ID' ? (
        <IndonesianAreaSelects form={form} />
      ) : (
        <FreeTextArea form={form} />
      )}
    </>
  );
}

/** Postcode first: a known postcode fills the state and, when it covers one city, the city. */
function MalaysianArea({ form }: { form: UseFormReturn<AddressValue> }) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  const postcode = form.watch('postcode') ?? '';
  const stateName = form.watch('state');
  const states = useQuery(myStatesQuery());
  const stateCode = states.data?.find((state) => state.name === stateName)?.code;
  const cities = useQuery(myCitiesQuery(stateCode));
  const matches = useQuery(postcodeQuery(postcode));

  useEffect(() => {
    const [first, ...others] = matches.data ?? [];
    if (!first) return;
    form.setValue('state', first.state, { shouldDirty: true });
    if (others.length === 0) form.setValue('city', first.city, { shouldDirty: true });
  }, [matches.data, form]);

  const postcodeCities = (matches.data ?? []).map((match) => match.city);
  return (
    <>
      <Grid.Col span={HALF}>
        <PostcodeInput form={form} />
        {matches.isError && <small>{t('reference.postcodeUnknown')}</small>}
      </Grid.Col>
      <Grid.Col span={HALF}>
        <Controller
          control={form.control}
          name="state"
          render={({ field }) => (
            <Select
              label={t('recruitment.field.state')}
              data={toOptions(states.data, true)}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              searchable
              clearable
              error={fieldError(t, errors.state) ?? (states.isError ? t('reference.loadFailed') : undefined)}
              data-testid="state-select"
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={HALF}>
        <Controller
          control={form.control}
          name="city"
          render={({ field }) => (
            <Autocomplete
              label={t('recruitment.field.city')}
              description={postcodeCities.length > 1 ? t('reference.postcodeSeveralCities') : undefined}
              data={postcodeCities.length > 1 ? postcodeCities : (cities.data ?? []).map((city) => city.name)}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete="address-level2"
              error={fieldError(t, errors.city)}
              data-testid="city-input"
            />
          )}
        />
      </Grid.Col>
    </>
  );
}

function FreeTextArea({ form }: { form: UseFormReturn<AddressValue> }) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  return (
    <>
      <Grid.Col span={HALF}>
        <PostcodeInput form={form} />
      </Grid.Col>
      <Grid.Col span={HALF}>
        <TextInput
          label={t('recruitment.field.state')}
          {...form.register('state')}
          error={fieldError(t, errors.state)}
        />
      </Grid.Col>
      <Grid.Col span={HALF}>
        <TextInput label={t('recruitment.field.city')} {...form.register('city')} error={fieldError(t, errors.city)} />
      </Grid.Col>
    </>
  );
}
