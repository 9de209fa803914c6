// What other features may use of profile (the only way in from outside the feature).
export { AccountDetailForm } from './account-detail-form';
export { BankFields, OptionalBankFields, useOptionalBank } from './bank-fields';
export { PhoneFields, ProfileFields } from './profile-fields';
export { BANK_FIELDS, emptyBank, emptyProfile } from './profile-shape';
