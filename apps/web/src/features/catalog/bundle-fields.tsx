import './catalog-texts';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form';
import { FlagSwitch } from './bundle-form';
import { ImagePicker } from './image-picker';

type Field<T extends FieldValues, O> = { control: Control<T, unknown, O>; name: FieldPath<T>; label: string };

/** A text input bound to the form (name, code); empty becomes null when asked. */
export function FormText<T extends FieldValues, O>({
  control,
  name,
  label,
  required,
  emptyAsNull,
}: Field<T, O> & { required?: boolean; emptyAsNull?: boolean }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          required={required}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={(event) =>
            field.onChange(emptyAsNull && !event.currentTarget.value ? null : event.currentTarget.value)
          }
          onBlur={field.onBlur}
          error={fieldError(t, fieldState.error)}
        />
      )}
    />
  );
}

export function FormImage<T extends FieldValues, O>({ control, name, label }: Field<T, O>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImagePicker
          label={label}
          value={field.value}
          onChange={field.onChange}
          error={fieldError(t, fieldState.error)}
          testId="cover-image"
        />
      )}
    />
  );
}

type Flags = { firstOrderOnly?: boolean; suspended?: boolean };

/** First-order-only and suspended switches of a package or combo. */
export function BundleFlags<T extends FieldValues & Flags, O>({
  control,
  firstOrderHint,
}: {
  control: Control<T, unknown, O>;
  firstOrderHint?: string;
}) {
  const { t } = useTranslation();
  const flag = (name: keyof Flags, label: string, description?: string) => (
    <Controller
      control={control}
      name={name as FieldPath<T>}
      render={({ field }) => (
        <FlagSwitch checked={field.value} onChange={field.onChange} label={label} description={description} />
      )}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {flag('firstOrderOnly', t('catalog.form.firstOrderOnly'), firstOrderHint)}
      {flag('suspended', t('catalog.bundle.suspended'), t('catalog.bundle.suspendedHint'))}
    </SimpleGrid>
  );
}
