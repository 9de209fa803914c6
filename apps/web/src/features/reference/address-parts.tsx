import '../recruitment/recruitment-texts';
import '../network/network-texts';
import './reference-texts';
import { TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form';
import type { CodeName, Place } from './reference.api';

/**
 * The value of <AddressFields> (spec §3 addressFields and Customer address). For Indonesia the codes of the
 * cascade are kept in provinceId…villageId and `state`/`city` hold the province and regency names.
 */
export type AddressValue = {
  address1?: string;
  address2?: string;
  postcode?: string;
  city?: string;
  state?: string;
  country?: string;
  provinceId?: string;
  regencyId?: string;
  districtId?: string;
  villageId?: string;
};

export const HALF = { base: 12, xs: 6 };

export const toOptions = (items: (CodeName | Place)[] | undefined, byName = false) =>
  (items ?? []).map((item) => ({ value: byName ? item.name : item.code, label: item.name }));

export function PostcodeInput({ form }: { form: UseFormReturn<AddressValue> }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('recruitment.field.postcode')}
      inputMode="numeric"
      maxLength={5}
      autoComplete="postal-code"
      {...form.register('postcode')}
      error={fieldError(t, form.formState.errors.postcode)}
      data-testid="postcode-input"
    />
  );
}
