// What other features may use of profile (the only way in from outside the feature).
export { AccountDetailForm } from './account-detail-form';
export { BANK_FIELDS, BankFields, emptyBank, emptyProfile, PhoneFields, ProfileFields } from './profile-fields';
