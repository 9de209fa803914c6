// What other features may use of catalog (the only way in from outside the feature).

export { productQuery } from './catalog.api';
export type { ProductFormValues } from './product-form-values';
export { ProductPicker } from './product-picker';
