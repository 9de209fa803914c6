// What other features may use of catalog (the only way in from outside the feature).

export { type ImageUpload, productQuery } from './catalog.api';
export { ImagePicker, type ImageUploader } from './image-picker';
export type { ProductFormValues } from './product-form-values';
export { ProductPicker } from './product-picker';
