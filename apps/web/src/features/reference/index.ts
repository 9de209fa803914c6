// What other features may use of reference (the only way in from outside the feature).
export { AddressFields, type AddressForm, type AddressValue } from './address-fields';
export { HALF } from './address-parts';
export { PhoneCodeCol } from './phone-code-select';
export {
  banksQuery,
  districtsQuery,
  myStatesQuery,
  phoneCodesQuery,
  villagesQuery,
} from './reference.api';
export { useStateNames } from './state-names';
