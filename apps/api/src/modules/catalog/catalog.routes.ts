import {
  bundleListQuery,
  category,
  categoryInput,
  categoryListQuery,
  comboInput,
  comboPage,
  comboView,
  packageInput,
  packagePage,
  packageView,
  page,
  product,
  productInput,
  productListQuery,
  productPage,
  productStatusRequest,
  text,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { imageUploadRoute } from '../../platform/images.js';
import { routes } from '../../platform/route.js';
import { asPlanEdit } from '../commission/plan.service.js';
import {
  deleteBundle,
  getCombo,
  getPackage,
  listCombos,
  listPackages,
  saveCombo,
  savePackage,
  setBundleSuspended,
} from './bundles.service.js';
import { deleteCategory, listCategories, saveCategory } from './categories.service.js';
import { deleteProduct, getProduct, listProducts, saveProduct, setProductStatus } from './products.service.js';

const EDITORS = access.hqAndStaffWith('create_product');
const tags = ['catalog'];
const idParams = z.object({ id: text({ max: 64 }) });
const categoryRef = category.omit({ itemCount: true });

export function registerCatalogRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/categories',
    {
      access: access.hqAndStaff,
      summary: 'Categories with item counts',
      query: categoryListQuery,
      response: page(category),
    },
    (request) => listCategories(deps, contextOf(request), request.query),
  );
  r.post(
    '/api/categories',
    {
      access: EDITORS,
      summary: 'Create a category',
      body: categoryInput,
      response: categoryRef,
      message: 'catalog.categorySaved',
    },
    (request) => saveCategory(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/categories/:id',
    {
      access: EDITORS,
      summary: 'Rename a category',
      params: idParams,
      body: categoryInput,
      response: categoryRef,
      message: 'catalog.categorySaved',
    },
    (request) => saveCategory(deps, contextOf(request), request.body, request.params.id),
  );
  r.delete(
    '/api/categories/:id',
    {
      access: EDITORS,
      summary: 'Delete an empty category',
      params: idParams,
      message: 'catalog.categoryDeleted',
    },
    (request) => deleteCategory(deps, contextOf(request), request.params.id),
  );

  imageUploadRoute(r, deps, '/api/products/images', { access: EDITORS, what: 'Upload a product image' });
  r.get(
    '/api/products',
    {
      access: access.hqAndStaff,
      summary: 'Products (search, category, status)',
      query: productListQuery,
      response: productPage,
    },
    (request) => listProducts(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/products/:id',
    {
      access: access.hqAndStaff,
      summary: 'One product with level prices, bands, commissions and variants',
      params: idParams,
      response: product,
    },
    (request) => getProduct(deps, contextOf(request), request.params.id),
  );
  r.post(
    '/api/products',
    {
      access: EDITORS,
      summary: 'Create a product',
      body: productInput,
      response: product,
      message: 'catalog.productSaved',
    },
    (request) => asPlanEdit(deps, contextOf(request), () => saveProduct(deps, contextOf(request), request.body)),
  );
  r.post(
    '/api/products/:id',
    {
      access: EDITORS,
      summary: 'Edit a product',
      params: idParams,
      body: productInput,
      response: product,
      message: 'catalog.productSaved',
    },
    (request) =>
      asPlanEdit(deps, contextOf(request), () =>
        saveProduct(deps, contextOf(request), request.body, request.params.id),
      ),
  );
  r.post(
    '/api/products/:id/status',
    {
      access: EDITORS,
      summary: 'Suspend or publish a product',
      params: idParams,
      body: productStatusRequest,
      message: (_, request) =>
        request.body.status === 'suspended' ? 'catalog.productSuspended' : 'catalog.productPublished',
    },
    (request) => setProductStatus(deps, contextOf(request), request.params.id, request.body.status),
  );
  r.delete(
    '/api/products/:id',
    {
      access: EDITORS,
      summary: 'Delete a product',
      params: idParams,
      message: 'catalog.productDeleted',
    },
    (request) => deleteProduct(deps, contextOf(request), request.params.id),
  );
  registerBundleRoutes(app, deps);
}

const suspendBody = z.object({ suspended: z.boolean() });

/** Packages (/products/package…) and combos (/products/combo…): list, read, save, suspend, delete. */
function registerBundleRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/packages',
    {
      access: access.hqAndStaff,
      summary: 'Packages by tab: ongoing, upcoming, expired',
      query: bundleListQuery,
      response: packagePage,
    },
    (request) => listPackages(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/packages/:id',
    {
      access: access.hqAndStaff,
      summary: 'One package',
      params: idParams,
      response: packageView,
    },
    (request) => getPackage(deps, contextOf(request), request.params.id),
  );
  r.post(
    '/api/packages',
    {
      access: EDITORS,
      summary: 'Create a package',
      body: packageInput,
      response: packageView,
      message: 'catalog.packageSaved',
    },
    (request) => savePackage(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/packages/:id',
    {
      access: EDITORS,
      summary: 'Edit a package',
      params: idParams,
      body: packageInput,
      response: packageView,
      message: 'catalog.packageSaved',
    },
    (request) => savePackage(deps, contextOf(request), request.body, request.params.id),
  );
  r.get(
    '/api/combos',
    {
      access: access.hqAndStaff,
      summary: 'Combos',
      query: bundleListQuery,
      response: comboPage,
    },
    (request) => listCombos(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/combos/:id',
    {
      access: access.hqAndStaff,
      summary: 'One combo',
      params: idParams,
      response: comboView,
    },
    (request) => getCombo(deps, contextOf(request), request.params.id),
  );
  r.post(
    '/api/combos',
    {
      access: EDITORS,
      summary: 'Create a combo',
      body: comboInput,
      response: comboView,
      message: 'catalog.comboSaved',
    },
    (request) => saveCombo(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/combos/:id',
    {
      access: EDITORS,
      summary: 'Edit a combo',
      params: idParams,
      body: comboInput,
      response: comboView,
      message: 'catalog.comboSaved',
    },
    (request) => saveCombo(deps, contextOf(request), request.body, request.params.id),
  );
  for (const kind of ['package', 'combo'] as const) {
    r.post(
      `/api/${kind}s/:id/suspend`,
      {
        access: EDITORS,
        summary: `Suspend or unsuspend a ${kind}`,
        params: idParams,
        body: suspendBody,
      },
      (request) => setBundleSuspended(deps, contextOf(request), kind, request.params.id, request.body.suspended),
    );
    r.delete(
      `/api/${kind}s/:id`,
      {
        access: EDITORS,
        summary: `Delete a ${kind}`,
        params: idParams,
        message: 'catalog.deleted',
      },
      (request) => deleteBundle(deps, contextOf(request), kind, request.params.id),
    );
  }
}
