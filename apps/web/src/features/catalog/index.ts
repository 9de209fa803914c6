// What other features may use of catalog (the only way in from outside the feature). Importing it registers the feature's page texts, which those screens also show.
import './catalog-texts';

export { productQuery } from './catalog.api';
export type { ProductFormValues } from './product-form-values';
export { ProductPicker } from './product-picker';
