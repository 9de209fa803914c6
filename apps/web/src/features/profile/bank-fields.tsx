import '../recruitment/recruitment-texts';
import { Autocomplete, Grid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form';
import { banksQuery } from '../reference';
import { type BANK_FIELDS, emptyToUndefined, type FieldsProps } from './profile-shape';
import { HALF, TextCol } from './text-col';

/** Bank fields; `prefix` is 'bank.' inside a registration form and '' for the profile's own bank form. */
export function BankFields<T extends FieldValues>({ form: typed, prefix }: FieldsProps<T> & { prefix: '' | 'bank.' }) {
  const { t } = useTranslation();
  const form = typed as unknown as UseFormReturn<Record<string, string>>;
  const errors = (prefix ? (form.formState.errors.bank ?? {}) : form.formState.errors) as Record<
    string,
    { message?: string } | undefined
  >;
  const name = (field: (typeof BANK_FIELDS)[number]) => `${prefix}${field}`;
  const banks = useQuery(banksQuery(form.watch(name('bankCountry')) === 'ID' ? 'ID' : 'MY'));

  return (
    <Grid gap="md">
      <Grid.Col span={HALF}>
        <Controller
          control={form.control}
          name={name('bankName')}
          render={({ field }) => (
            <Autocomplete
              label={t('recruitment.field.bankName')}
              required
              data={(banks.data ?? []).map((bank) => bank.name)}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError(t, errors.bankName)}
            />
          )}
        />
      </Grid.Col>
      <TextCol
        label={t('recruitment.field.accountNumber')}
        required
        inputMode="numeric"
        field={form.register(name('accountNumber'))}
        error={errors.accountNumber}
      />
      <TextCol
        label={t('recruitment.field.accountName')}
        required
        field={form.register(name('accountName'))}
        error={errors.accountName}
      />
      <TextCol
        label={t('recruitment.field.accountIdentity')}
        field={form.register(name('accountIdentity'), { setValueAs: emptyToUndefined })}
        error={errors.accountIdentity}
      />
    </Grid>
  );
}
