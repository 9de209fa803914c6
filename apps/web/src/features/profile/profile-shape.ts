import type { GENDERS } from '@niaga/shared';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { POSTAL_FIELDS } from '../../lib/postal-fields';
import type { AddressValue } from '../reference';

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
  ...POSTAL_FIELDS,
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
export type AnyForm = UseFormReturn<any, unknown, any>;
// The union lets TypeScript infer T from a form whose input and output types differ.
export type FieldsProps<T extends FieldValues> = { form: UseFormReturn<T, unknown, T> | AnyForm };
