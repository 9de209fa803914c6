// What other features may use of addresses (the only way in from outside the feature).
export { AddressBook, AddressBookSection } from './address-book';
export { addressBookQuery } from './addresses.api';
