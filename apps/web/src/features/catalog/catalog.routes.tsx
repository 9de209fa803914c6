import { IconCategory, IconPackage, IconPackages, IconStack2 } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';
import { CATALOG_ACCESS } from './catalog-access';

const { CategoriesPage, ProductsPage, ProductFormPage, PackagesPage, PackageFormPage, CombosPage, ComboFormPage } =
  lazyPages({
    CategoriesPage: () => import('./categories-page'),
    ProductsPage: () => import('./products-page'),
    ProductFormPage: () => import('./product-form-page'),
    PackagesPage: () => import('./packages-page'),
    PackageFormPage: () => import('./package-form-page'),
    CombosPage: () => import('./combos-page'),
    ComboFormPage: () => import('./combo-form-page'),
  });

const { read, edit } = CATALOG_ACCESS;

/** HQ catalogue screens: products, categories, packages, combos (spec §2 "Products"), in the menu's order. */
export const { routes: catalogProtectedRoutes, menu: catalogMenu } = featurePages([
  { path: '/products', element: <ProductsPage />, titleKey: 'catalog.menu.products', access: read, menu: IconPackage },
  {
    path: '/category-products',
    element: <CategoriesPage />,
    titleKey: 'catalog.menu.categories',
    access: read,
    menu: IconCategory,
  },
  { path: '/products/new', element: <ProductFormPage />, titleKey: 'catalog.form.newTitle', access: edit },
  { path: '/products/edit/:id', element: <ProductFormPage />, titleKey: 'catalog.form.editPage', access: edit },
  {
    path: '/products/package',
    element: <PackagesPage />,
    titleKey: 'catalog.menu.packages',
    access: read,
    menu: IconPackages,
  },
  { path: '/products/package/new', element: <PackageFormPage />, titleKey: 'catalog.package.new', access: edit },
  { path: '/products/package/edit/:id', element: <PackageFormPage />, titleKey: 'catalog.package.edit', access: edit },
  { path: '/products/combo', element: <CombosPage />, titleKey: 'catalog.menu.combos', access: read, menu: IconStack2 },
  { path: '/combo', element: <CombosPage />, titleKey: 'catalog.menu.combos', access: read },
  { path: '/products/combo/new', element: <ComboFormPage />, titleKey: 'catalog.combo.new', access: edit },
  { path: '/products/combo/edit/:id', element: <ComboFormPage />, titleKey: 'catalog.combo.edit', access: edit },
]);
