import { toNestErrors } from '@hookform/resolvers';
import { type CustomerAddressInput, customerAddressInput } from '@niaga/shared';
import type { FieldError, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-error';
import { POSTAL_FIELDS, postalValues } from '../../lib/postal-fields';
import type { AddressValue } from '../reference';
import type { CustomerAddress } from './addresses.api';

/**
 * The form keeps the address as <AddressFields> names it (`postcode`); the API takes spec §3's `postCode`.
 * The Indonesian province and regency selects show their messages on `state` and `city`.
 */
export type AddressFormValues = Required<AddressValue> & {
  id?: string;
  firstName: string;
  lastName: string;
  addrTitle: string;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  primary: boolean;
};

export const FORM_FIELDS = [
  'firstName',
  'lastName',
  'addrTitle',
  'email',
  'phoneCode',
  'phoneNumber',
  ...POSTAL_FIELDS,
  'provinceId',
  'regencyId',
  'districtId',
  'villageId',
] as const;

export function toFormValues(address: CustomerAddress | null): AddressFormValues {
  return {
    id: address?.id,
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    addrTitle: address?.addrTitle ?? '',
    email: address?.email ?? '',
    phoneCode: address?.phoneCode ?? '+60',
    phoneNumber: address?.phoneNumber ?? '',
    ...postalValues(address && { ...address, postcode: address.postCode }),
    provinceId: address?.provinceId ?? '',
    regencyId: address?.regencyId ?? '',
    districtId: address?.districtId ?? '',
    villageId: address?.villageId ?? '',
    primary: false,
  };
}

export function toRequest({ postcode, primary, ...values }: AddressFormValues): CustomerAddressInput {
  return { ...values, postCode: postcode, ...(primary ? { primary } : {}) };
}

/** An API field name as the form's field. */
export function toFormField(field: string, country: string): string {
  if (field === 'postCode') return 'postcode';
  if (country === 'ID' && field === 'provinceId') return 'state';
  if (country === 'ID' && field === 'regencyId') return 'city';
  return field;
}

/** Validates with the shared customerAddressInput, each message on the field that shows it. */
export const addressResolver: Resolver<AddressFormValues, unknown, z.output<typeof customerAddressInput>> = async (
  values,
  _context,
  options,
) => {
  const parsed = customerAddressInput.safeParse(toRequest(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of parsed.error.issues) {
    const field = toFormField(issue.path.map(String).join('.'), values.country);
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};

/** The server's per-field messages keyed by form field. */
export function serverFieldErrors(error: unknown, country: string): [string, string][] {
  if (!isApiError(error)) return [];
  return Object.entries(error.fieldErrors).map(([field, message]) => [toFormField(field, country), message]);
}
