import { priceLine, type ShopProductDetail } from '@niaga/shared';
import type { ProductFormValues } from '../catalog';

/** The product form's unsaved values, handed to /products/preview-product (no id) in this tab's session storage. */
const DRAFT_KEY = 'niaga.productDraft';

export function saveProductDraft(values: ProductFormValues) {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
}

export function readProductDraft(): ProductFormValues | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as ProductFormValues) : null;
  } catch {
    return null;
  }
}

const toBasisPoints = (percent: number | undefined) => Math.round((percent ?? 0) * 100);

/**
 * The draft as the shop shows it to an agent of `levelId` (the API's shop rule: the level price, then the
 * product discount and the level's rank discount, per unit and per band), or null when the level has no price.
 * Stock is not part of the form: the draft shows none (sold out, or preorder when it takes preorders), sold by HQ.
 */
export function draftAsShopProduct(values: ProductFormValues, levelId: string): ShopProductDetail | null {
  const level = values.levels.find((row) => row.levelId === levelId);
  if (level?.price === undefined || level.price === null || Number.isNaN(level.price)) return null;
  const price = (levelPrice: number) =>
    priceLine({
      levelPrice,
      quantity: 1,
      discountBasisPoints: toBasisPoints(values.discount),
      rankDiscountBasisPoints: toBasisPoints(level.rankDiscount),
    })!.total;
  const bands = level.bands.filter(
    (band): band is Required<typeof band> =>
      band.minQty !== undefined && band.maxQty !== undefined && band.price !== undefined,
  );
  return {
    id: 'draft',
    name: values.name || '—',
    coverImage: values.coverImage,
    category: null,
    unitPrice: price(level.price),
    levelPrice: level.price,
    retailPrice: values.retailPrice ?? 0,
    bands: bands.map((band) => ({ minQty: band.minQty, maxQty: band.maxQty, unitPrice: price(band.price) })),
    points: values.points ?? 0,
    firstOrderOnly: values.firstOrderOnly,
    preorder: values.preorder,
    stock: values.preorder ? 'preorder' : 'sold_out',
    available: 0,
    variantCount: values.variants.length,
    sku: values.sku,
    description: values.description || null,
    images: values.images,
    weight: values.weight ?? 0,
    discount: values.discount ?? 0,
    rankDiscount: level.rankDiscount ?? 0,
    variants: values.variants.map((variant, index) => ({
      id: variant.id ?? `draft-${index}`,
      sku: variant.sku,
      options: variant.options,
      imageUrl: variant.imageUrl,
      stock: values.preorder ? 'preorder' : 'sold_out',
      available: 0,
    })),
    seller: { kind: 'branch', name: 'HQ' },
  };
}
