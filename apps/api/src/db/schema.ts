export * from '../modules/auth/auth.tables.js';
export * from '../modules/catalog/bundles.tables.js';
export * from '../modules/catalog/catalog.tables.js';
export * from '../modules/company/company.tables.js';
export * from '../modules/network/network.tables.js';
export * from '../modules/subscription/subscription.tables.js';
export * from '../modules/users/users.tables.js';
export * from '../platform/mail.tables.js';
