import type {
  Category,
  ComboInput,
  ComboView,
  PackageInput,
  PackageView,
  Product,
  ProductInput,
  productRow,
  ValidityTab,
} from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Answer, api } from '../../lib/api-client';
import { pageQuery } from '../../lib/items-query';

export type ProductRow = z.infer<typeof productRow>;
export type Page<T> = { items: T[]; total: number; page: number; limit: number };
export type ProductFilters = { q?: string; categoryId?: string; status?: Product['status']; page?: number };
export type BundleFilters = { tab?: ValidityTab; q?: string; page?: number };
export type BundleKind = 'package' | 'combo';
export type ImageUpload = { small: string; large: string };

export const PRODUCT_PAGE_SIZE = 20;
export const BUNDLE_PAGE_SIZE = 20;

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: (page: number, q: string) => [...catalogKeys.all, 'categories', page, q] as const,
  categoryOptions: () => [...catalogKeys.all, 'categories', 'options'] as const,
  products: (filters: ProductFilters) => [...catalogKeys.all, 'products', filters] as const,
  productSearch: (q: string) => [...catalogKeys.all, 'products', 'search', q] as const,
  product: (id: string) => [...catalogKeys.all, 'product', id] as const,
  bundles: (kind: BundleKind, filters: BundleFilters) => [...catalogKeys.all, kind, 'list', filters] as const,
  bundle: (kind: BundleKind, id: string) => [...catalogKeys.all, kind, id] as const,
};

const path = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export const categoriesQuery = (page: number, q: string, limit?: number) =>
  pageQuery<Page<Category>>(catalogKeys.categories(page, q), '/categories', { page, q: q || undefined, limit });

/** Every category for the pickers (the API pages by 100 at most). */
export const categoryOptionsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categoryOptions(),
    queryFn: ({ signal }) => api.get<Page<Category>>('/categories', { limit: 100 }, signal),
    select: (data) => data.items.map((category) => ({ value: category.id, label: category.name })),
  });

export const productsQuery = (filters: ProductFilters) =>
  pageQuery<Page<ProductRow>>(catalogKeys.products(filters), '/products', { ...filters, limit: PRODUCT_PAGE_SIZE });

/** Products to pick for a package or combo, by name or SKU. */
export const productSearchQuery = (q: string) =>
  queryOptions({
    queryKey: catalogKeys.productSearch(q),
    queryFn: ({ signal }) => api.get<Page<ProductRow>>('/products', { q: q || undefined, limit: 20 }, signal),
    select: (data) => data.items,
    staleTime: 30_000,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => api.get<Product>(path('/products', id), undefined, signal),
  });

export const packagesQuery = (filters: BundleFilters) =>
  pageQuery<Page<PackageView>>(catalogKeys.bundles('package', filters), '/packages', {
    ...filters,
    limit: BUNDLE_PAGE_SIZE,
  });

export const combosQuery = (filters: BundleFilters) =>
  pageQuery<Page<ComboView>>(catalogKeys.bundles('combo', filters), '/combos', { ...filters, limit: BUNDLE_PAGE_SIZE });

export const packageQuery = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.bundle('package', id),
    queryFn: ({ signal }) => api.get<PackageView>(path('/packages', id), undefined, signal),
  });

export const comboQuery = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.bundle('combo', id),
    queryFn: ({ signal }) => api.get<ComboView>(path('/combos', id), undefined, signal),
  });

export const catalogApi = {
  saveCategory: (body: { name: string; imageUrl: string | null }, id?: string) =>
    api.send<Category>(id ? path('/categories', id) : '/categories', body),
  deleteCategory: (id: string) => api.send<null>(path('/categories', id), undefined, { method: 'DELETE' }),
  saveProduct: (body: ProductInput, id?: string) => api.send<Product>(id ? path('/products', id) : '/products', body),
  setProductStatus: (id: string, status: 'published' | 'suspended') =>
    api.send<null>(`${path('/products', id)}/status`, { status }),
  deleteProduct: (id: string) => api.send<null>(path('/products', id), undefined, { method: 'DELETE' }),
  savePackage: (body: PackageInput, id?: string) =>
    api.send<PackageView>(id ? path('/packages', id) : '/packages', body),
  saveCombo: (body: ComboInput, id?: string) => api.send<ComboView>(id ? path('/combos', id) : '/combos', body),
  setBundleSuspended: (kind: BundleKind, id: string, suspended: boolean) =>
    api.send<null>(`${path(`/${kind}s`, id)}/suspend`, { suspended }),
  deleteBundle: (kind: BundleKind, id: string) =>
    api.send<null>(path(`/${kind}s`, id), undefined, { method: 'DELETE' }),
  uploadImage,
};

/** Multipart upload of a product, category, package or combo image (field "file"). */
function uploadImage(file: File): Promise<Answer<ImageUpload>> {
  const body = new FormData();
  body.append('file', file);
  return api.send<ImageUpload>('/products/images', body);
}
