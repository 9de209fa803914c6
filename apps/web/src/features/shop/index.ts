// What other features may use of shop (the only way in from outside the feature).
export { saveProductDraft } from './product-draft';
export { shopProductQuery } from './shop.api';
export { StockBadge } from './shop-ui';
