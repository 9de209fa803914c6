import '../recruitment/recruitment-texts';
import '../network/network-texts';
import { Grid, Select } from '@mantine/core';
import { GENDERS } from '@niaga/shared';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField, todayIn } from '../../app/date-field';
import { fieldError } from '../../lib/form';
import { AddressFields, PhoneCodeCol } from '../reference';
import { emptyToUndefined, type FieldsProps, type ProfileShape } from './profile-shape';
import { HALF, TextCol } from './text-col';

/**
 * Profile field components shared by self-registration, HQ's agent registration (agentProfileFields) and the
 * account-detail form (accountDetailRequest). The pieces render `Grid.Col`s, so each form lays them out in its
 * own `Grid` next to its other fields.
 * Types, field lists and empty values are in profile-shape.ts; the bank fields in bank-fields.tsx.
 */

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
      <TextCol
        label={t('field.firstName')}
        required
        autoComplete="given-name"
        field={form.register('firstName')}
        error={errors.firstName}
      />
      <TextCol
        label={t('field.lastName')}
        required
        autoComplete="family-name"
        field={form.register('lastName')}
        error={errors.lastName}
      />
    </>
  );
}

/** Country calling code and national number on one row. */
export function PhoneFields<T extends FieldValues>({ form: typed }: FieldsProps<T>) {
  const { t, form, errors } = useProfileForm(typed);
  return (
    <>
      <PhoneCodeCol countries control={form.control} error={fieldError(t, errors.phoneCode)} />
      <TextCol
        span={{ base: 8, xs: 9 }}
        label={t('field.phoneNumber')}
        required
        inputMode="numeric"
        autoComplete="tel-national"
        field={form.register('phoneNumber')}
        error={errors.phoneNumber}
      />
    </>
  );
}

/** An optional text field: an emptied input is sent as "not given". */
export function OptionalTextField<T extends FieldValues>({
  form: typed,
  name,
  label,
}: FieldsProps<T> & { name: 'identityNo' | 'tin' | 'rocNumber' | 'companyName'; label: string }) {
  const { form, errors } = useProfileForm(typed);
  return <TextCol label={label} field={form.register(name, { setValueAs: emptyToUndefined })} error={errors[name]} />;
}

/** The identity number a new agent must give (the account details keep it optional). */
export function IdentityField<T extends FieldValues>({ form: typed }: FieldsProps<T>) {
  const { t, form, errors } = useProfileForm(typed);
  return (
    <TextCol
      span={12}
      label={t('field.identityNo')}
      required
      field={form.register('identityNo')}
      error={errors.identityNo}
    />
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
      <TextCol
        span={12}
        label={t('field.email')}
        type="email"
        required
        autoComplete="email"
        field={form.register('email')}
        error={errors.email}
      />
      <PhoneFields form={typed} />
      <IdentityField form={typed} />
      <BirthGenderFields form={typed} />
      <AddressFields form={typed} />
    </Grid>
  );
}
