import '../recruitment/recruitment-texts';
import { Autocomplete, Grid, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
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

/**
 * The optional bank part of a registration: `resolver` wraps the form's own so that, while the bank part is
 * closed, its fields are neither checked nor sent.
 */
export function useOptionalBank<I extends FieldValues, O>(base: Resolver<I, unknown, O>) {
  const [withBank, setWithBank] = useState(false);
  const open = useRef(withBank);
  open.current = withBank;
  const resolver: Resolver<I, unknown, O> = (values, context, options) =>
    base(open.current ? values : { ...values, bank: undefined }, context, options);
  return { withBank, setWithBank, resolver };
}

/** "Add bank details" and, once on, the bank fields of a registration form. */
export function OptionalBankFields<T extends FieldValues>({
  form,
  open,
  onToggle,
  label,
  description,
  testId,
}: FieldsProps<T> & {
  open: boolean;
  onToggle: (open: boolean) => void;
  label: string;
  description?: string;
  testId?: string;
}) {
  return (
    <>
      <Switch
        checked={open}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        label={label}
        description={description}
        data-testid={testId}
      />
      {open && <BankFields form={form} prefix="bank." />}
    </>
  );
}
