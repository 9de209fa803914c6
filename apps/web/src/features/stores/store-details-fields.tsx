import './stores-texts';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { StoreKind } from '@niaga/shared';
import { type Control, Controller, type FieldErrors, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form';
import { ImagePicker } from '../catalog';
import { storeApi } from './stores.api';

/** The fields registration and the account page share: name, contact, description, logo (e-koop: its school). */
export type StoreDetails = {
  name: string;
  contactPhone: string;
  contactEmail: string;
  description?: string | undefined;
  logoUrl?: string | null | undefined;
  schoolName?: string | undefined;
};

/**
 * The register and control of a form whose values hold the store details, narrowed to them (both forms' values
 * extend `StoreDetails`; react-hook-form's types cannot narrow a form by themselves).
 */
export function detailsOf<V extends StoreDetails>(form: UseFormReturn<V, unknown, unknown>) {
  return {
    register: form.register as unknown as UseFormRegister<StoreDetails>,
    control: form.control as unknown as Control<StoreDetails>,
  };
}

export function StoreDetailsFields({
  kind,
  register,
  control,
  errors,
}: {
  kind: StoreKind;
  register: UseFormRegister<StoreDetails>;
  control: Control<StoreDetails>;
  errors: FieldErrors<StoreDetails>;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('stores.field.name')}
          required
          {...register('name')}
          error={fieldError(t, errors.name)}
          data-testid="store-name"
        />
        {kind === 'e_koop' && (
          <TextInput
            label={t('stores.field.schoolName')}
            required
            {...register('schoolName')}
            error={fieldError(t, errors.schoolName)}
            data-testid="store-school"
          />
        )}
        <TextInput
          label={t('stores.field.contactPhone')}
          required
          inputMode="tel"
          {...register('contactPhone')}
          error={fieldError(t, errors.contactPhone)}
          data-testid="store-phone"
        />
        <TextInput
          label={t('stores.field.contactEmail')}
          required
          type="email"
          {...register('contactEmail')}
          error={fieldError(t, errors.contactEmail)}
          data-testid="store-email"
        />
      </SimpleGrid>
      <Textarea
        label={t('stores.field.description')}
        autosize
        minRows={2}
        {...register('description')}
        error={fieldError(t, errors.description)}
      />
      <Controller
        control={control}
        name="logoUrl"
        render={({ field }) => (
          <ImagePicker
            label={t('stores.field.logo')}
            value={field.value}
            onChange={field.onChange}
            error={fieldError(t, errors.logoUrl)}
            uploader={storeApi.uploadLogo(kind)}
            testId="store-logo"
          />
        )}
      />
    </Stack>
  );
}
