import { IconCategory, IconPackage, IconPackages, IconStack2 } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';
import { CATALOG_ACCESS } from './catalog-access';

const CategoriesPage = lazyPage(
  () => import('./categories-page'),
  (m) => m.CategoriesPage,
);
const ProductsPage = lazyPage(
  () => import('./products-page'),
  (m) => m.ProductsPage,
);
const ProductFormPage = lazyPage(
  () => import('./product-form-page'),
  (m) => m.ProductFormPage,
);
const PackagesPage = lazyPage(
  () => import('./packages-page'),
  (m) => m.PackagesPage,
);
const PackageFormPage = lazyPage(
  () => import('./package-form-page'),
  (m) => m.PackageFormPage,
);
const CombosPage = lazyPage(
  () => import('./combos-page'),
  (m) => m.CombosPage,
);
const ComboFormPage = lazyPage(
  () => import('./combo-form-page'),
  (m) => m.ComboFormPage,
);

const { read, edit } = CATALOG_ACCESS;
const handle = (titleKey: string, access: RouteHandle['access']): RouteHandle => ({ titleKey, access });

/** HQ catalogue screens: categories, products, packages, combos (spec §2 "Products"). */
export const catalogProtectedRoutes: RouteObject[] = [
  { path: '/category-products', element: <CategoriesPage />, handle: handle('catalog.menu.categories', read) },
  { path: '/products', element: <ProductsPage />, handle: handle('catalog.menu.products', read) },
  { path: '/products/new', element: <ProductFormPage />, handle: handle('catalog.form.newTitle', edit) },
  { path: '/products/edit/:id', element: <ProductFormPage />, handle: handle('catalog.form.editPage', edit) },
  { path: '/products/package', element: <PackagesPage />, handle: handle('catalog.menu.packages', read) },
  { path: '/products/package/new', element: <PackageFormPage />, handle: handle('catalog.package.new', edit) },
  { path: '/products/package/edit/:id', element: <PackageFormPage />, handle: handle('catalog.package.edit', edit) },
  { path: '/products/combo', element: <CombosPage />, handle: handle('catalog.menu.combos', read) },
  { path: '/combo', element: <CombosPage />, handle: handle('catalog.menu.combos', read) },
  { path: '/products/combo/new', element: <ComboFormPage />, handle: handle('catalog.combo.new', edit) },
  { path: '/products/combo/edit/:id', element: <ComboFormPage />, handle: handle('catalog.combo.edit', edit) },
];

export const catalogMenu: MenuEntry[] = [
  { path: '/products', labelKey: 'catalog.menu.products', icon: IconPackage, access: read },
  {
    path: '/category-products',
    labelKey: 'catalog.menu.categories',
    icon: IconCategory,
    access: read,
  },
  { path: '/products/package', labelKey: 'catalog.menu.packages', icon: IconPackages, access: read },
  { path: '/products/combo', labelKey: 'catalog.menu.combos', icon: IconStack2, access: read },
];
