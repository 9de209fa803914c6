// What other features may use of the storefront (the only way in from outside the feature).
export { type StoreCartLine, useStoreCart } from './store-cart';
export { storefrontInfoQuery } from './storefront.api';
export { type StorefrontContext, useStorefront } from './storefront-layout';
