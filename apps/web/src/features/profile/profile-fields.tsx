import '../recruitment/recruitment-texts';
import '../network/network-texts';
import { Autocomplete, Grid, Select, TextInput } from '@mantine/core';
import { GENDERS } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField, todayIn } from '../../app/date-field';
import { fieldError } from '../../lib/form';
import { AddressFields, type AddressValue, banksQuery, phoneCodeOptions, phoneCodesQuery } from '../reference';

/**
 * Profile field components shared by self-registration, HQ's agent registration (agentProfileFields) and the
 * account-detail form (accountDetailRequest). The pieces render `Grid.Col`s, so each form lays them out in its
 * own `Grid` next to its other fields.
 */

/** The agent profile fields of self-registration and HQ's agent registration (agentProfileFields). */
export type ProfileShape = {
  firstName: string;
  lastName: string;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  identityNo: string;
  birthDate?: string;
  gender?: (typeof GENDERS)[number];
  bank?: BankShape;
} & Omit<AddressValue, 'provinceId' | 'regencyId' | 'districtId' | 'villageId'>;

export type BankShape = {
  bankCountry?: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  accountIdentity?: string;
};

/** Field names the agent profile (plus `email`) and the account details (plus TIN, ROC, company name) share. */
export const PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'phoneCode',
  'phoneNumber',
  'identityNo',
  'birthDate',
  'gender',
  'address1',
  'address2',
  'postcode',
  'city',
  'state',
  'country',
] as const;
export const BANK_FIELDS = ['bankCountry', 'bankName', 'accountNumber', 'accountName', 'accountIdentity'] as const;

export const emptyProfile = (): ProfileShape => ({
  firstName: '',
  lastName: '',
  email: '',
  phoneCode: '+60',
  phoneNumber: '',
  identityNo: '',
  address1: '',
  address2: '',
  postcode: '',
  city: '',
  state: '',
  country: 'MY',
});

export const emptyBank = (): BankShape => ({
  bankCountry: 'MY',
  bankName: '',
  accountNumber: '',
  accountName: '',
  accountIdentity: '',
});

export const emptyToUndefined = (value: string) => (value === '' ? undefined : value);

// biome-ignore lint/suspicious/noExplicitAny: the forms differ in their other fields; these share the profile part
type AnyForm = UseFormReturn<any, unknown, any>;
// The union lets TypeScript infer T from a form whose input and output types differ.
type FieldsProps<T extends FieldValues> = { form: UseFormReturn<T, unknown, T> | AnyForm };
const HALF = { base: 12, xs: 6 };

/** The form's profile part, typed by the field names these components use. */
function useProfileForm<T extends FieldValues>(typed: FieldsProps<T>['form']) {
  const { t } = useTranslation();
  const form = typed as unknown as UseFormReturn<ProfileShape & AccountExtras>;
  return { t, form, errors: form.formState.errors };
}

type AccountExtras = { tin?: string; rocNumber?: string; companyName?: string };

/** First and last name, half a row each from `xs` up. */
export function NameFields<T extends FieldValues>({ form: typed }: FieldsProps<T>) {
  const { t, form, errors } = useProfileForm(typed);
  return (
    <>
      <Grid.Col span={HALF}>
        <TextInput
          label={t('field.firstName')}
          required
          autoComplete="given-name"
          {...form.register('firstName')}
          error={fieldError(t, errors.firstName)}
        />
      </Grid.Col>
      <Grid.Col span={HALF}>
        <TextInput
          label={t('field.lastName')}
          required
          autoComplete="family-name"
          {...form.register('lastName')}
          error={fieldError(t, errors.lastName)}
        />
      </Grid.Col>
    </>
  );
}

/** Country calling code and national number on one row. */
export function PhoneFields<T extends FieldValues>({ form: typed }: FieldsProps<T>) {
  const { t, form, errors } = useProfileForm(typed);
  const codes = useQuery(phoneCodesQuery());
  // Until the list arrives, the saved code is the only option.
  const options = codes.data
    ? phoneCodeOptions(codes.data)
    : [{ value: form.getValues('phoneCode') || '+60', name: '' }];
  const names = new Map(options.map((option) => [option.value, option.name]));
  return (
    <>
      <Grid.Col span={{ base: 4, xs: 3 }}>
        <Controller
          control={form.control}
          name="phoneCode"
          render={({ field }) => (
            <Select
              label={t('field.phoneCode')}
              // The field shows the code only (it is narrow on phones); the list and the search add the country.
              data={options.map(({ value }) => ({ value, label: value }))}
              renderOption={({ option }) => `${option.value} ${names.get(option.value) ?? ''}`}
              filter={({ options: items, search }) =>
                items.filter((item) =>
                  `${'value' in item ? item.value : ''} ${names.get('value' in item ? item.value : '') ?? ''}`
                    .toLowerCase()
                    .includes(search.trim().toLowerCase()),
                )
              }
              value={field.value}
              searchable
              comboboxProps={{ width: 260, position: 'bottom-start' }}
              onChange={(value) => field.onChange(value ?? '+60')}
              allowDeselect={false}
              error={fieldError(t, errors.phoneCode)}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 8, xs: 9 }}>
        <TextInput
          label={t('field.phoneNumber')}
          required
          inputMode="numeric"
          autoComplete="tel-national"
          {...form.register('phoneNumber')}
          error={fieldError(t, errors.phoneNumber)}
        />
      </Grid.Col>
    </>
  );
}

/** An optional text field: an emptied input is sent as "not given". */
export function OptionalTextField<T extends FieldValues>({
  form: typed,
  name,
  label,
}: FieldsProps<T> & { name: 'identityNo' | 'tin' | 'rocNumber' | 'companyName'; label: string }) {
  const { t, form, errors } = useProfileForm(typed);
  return (
    <Grid.Col span={HALF}>
      <TextInput
        label={label}
        {...form.register(name, { setValueAs: emptyToUndefined })}
        error={fieldError(t, errors[name])}
      />
    </Grid.Col>
  );
}

/** The identity number a new agent must give (the account details keep it optional). */
export function IdentityField<T extends FieldValues>({ form: typed }: FieldsProps<T>) {
  const { t, form, errors } = useProfileForm(typed);
  return (
    <Grid.Col span={12}>
      <TextInput
        label={t('field.identityNo')}
        required
        {...form.register('identityNo')}
        error={fieldError(t, errors.identityNo)}
      />
    </Grid.Col>
  );
}

/** Birth date and gender, both optional. */
export function BirthGenderFields<T extends FieldValues>({ form: typed }: FieldsProps<T>) {
  const { t, form, errors } = useProfileForm(typed);
  return (
    <>
      <Grid.Col span={HALF}>
        <FormDateField control={form.control} name="birthDate" label={t('field.birthDate')} maxDate={todayIn()} />
      </Grid.Col>
      <Grid.Col span={HALF}>
        <Controller
          control={form.control}
          name="gender"
          render={({ field }) => (
            <Select
              label={t('field.gender')}
              data={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              clearable
              error={fieldError(t, errors.gender)}
            />
          )}
        />
      </Grid.Col>
    </>
  );
}

/** Personal, contact and address fields of a new agent (self-registration and HQ's agent registration). */
export function ProfileFields<T extends FieldValues>({ form: typed }: FieldsProps<T>) {
  const { t, form, errors } = useProfileForm(typed);
  return (
    <Grid gap="md">
      <NameFields form={typed} />
      <Grid.Col span={12}>
        <TextInput
          label={t('field.email')}
          type="email"
          required
          autoComplete="email"
          {...form.register('email')}
          error={fieldError(t, errors.email)}
        />
      </Grid.Col>
      <PhoneFields form={typed} />
      <IdentityField form={typed} />
      <BirthGenderFields form={typed} />
      <AddressFields form={typed} />
    </Grid>
  );
}

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
      <Grid.Col span={{ base: 12, xs: 6 }}>
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
      <Grid.Col span={{ base: 12, xs: 6 }}>
        <TextInput
          label={t('recruitment.field.accountNumber')}
          required
          inputMode="numeric"
          {...form.register(name('accountNumber'))}
          error={fieldError(t, errors.accountNumber)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6 }}>
        <TextInput
          label={t('recruitment.field.accountName')}
          required
          {...form.register(name('accountName'))}
          error={fieldError(t, errors.accountName)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6 }}>
        <TextInput
          label={t('recruitment.field.accountIdentity')}
          {...form.register(name('accountIdentity'), { setValueAs: emptyToUndefined })}
          error={fieldError(t, errors.accountIdentity)}
        />
      </Grid.Col>
    </Grid>
  );
}
