import {
  bundleListQuery,
  category,
  categoryInput,
  categoryListQuery,
  comboInput,
  comboPage,
  comboView,
  LIMITS,
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
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okEmpty, okSchema } from '../../platform/envelope.js';
import { saveImageRenditions } from '../../platform/images.js';
import { readUpload } from '../../platform/uploads.js';
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

const READERS: RouteAccess = { roles: ['hq', 'staff'] };
const EDITORS: RouteAccess = { roles: ['hq', 'staff'], permission: 'create_product' };
const tags = ['catalog'];
const idParams = z.object({ id: text({ max: 64 }) });
const categoryRef = category.omit({ itemCount: true });

export function registerCatalogRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/categories',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Categories with item counts',
        querystring: categoryListQuery,
        response: okSchema(page(category)),
      },
    },
    async (request) => ok(await listCategories(deps, contextOf(request), request.query), request.language),
  );
  app.post(
    '/api/categories',
    {
      config: { access: EDITORS },
      schema: { tags, summary: 'Create a category', body: categoryInput, response: okSchema(categoryRef) },
    },
    async (request) =>
      ok(await saveCategory(deps, contextOf(request), request.body), request.language, 'catalog.categorySaved'),
  );
  app.post(
    '/api/categories/:id',
    {
      config: { access: EDITORS },
      schema: {
        tags,
        summary: 'Rename a category',
        params: idParams,
        body: categoryInput,
        response: okSchema(categoryRef),
      },
    },
    async (request) =>
      ok(
        await saveCategory(deps, contextOf(request), request.body, request.params.id),
        request.language,
        'catalog.categorySaved',
      ),
  );
  app.delete(
    '/api/categories/:id',
    {
      config: { access: EDITORS },
      schema: { tags, summary: 'Delete an empty category', params: idParams, response: okEmpty },
    },
    async (request) => {
      await deleteCategory(deps, contextOf(request), request.params.id);
      return ok(null, request.language, 'catalog.categoryDeleted');
    },
  );

  app.post(
    '/api/products/images',
    {
      config: { access: EDITORS },
      schema: {
        tags,
        summary:
          'Upload a product image (JPEG or PNG by content, at most 10 MB); answers a small and a large rendition',
        response: okSchema(z.object({ small: z.string(), large: z.string() })),
      },
    },
    async (request) => {
      const content = await readUpload(request, LIMITS.receiptMaxBytes);
      return ok(await saveImageRenditions(deps.uploads, contextOf(request).companyId, content), request.language);
    },
  );
  app.get(
    '/api/products',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Products (search, category, status)',
        querystring: productListQuery,
        response: okSchema(productPage),
      },
    },
    async (request) => ok(await listProducts(deps, contextOf(request), request.query), request.language),
  );
  app.get(
    '/api/products/:id',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'One product with level prices, bands, commissions and variants',
        params: idParams,
        response: okSchema(product),
      },
    },
    async (request) => ok(await getProduct(deps, contextOf(request), request.params.id), request.language),
  );
  app.post(
    '/api/products',
    {
      config: { access: EDITORS },
      schema: { tags, summary: 'Create a product', body: productInput, response: okSchema(product) },
    },
    async (request) =>
      ok(await saveProduct(deps, contextOf(request), request.body), request.language, 'catalog.productSaved'),
  );
  app.post(
    '/api/products/:id',
    {
      config: { access: EDITORS },
      schema: { tags, summary: 'Edit a product', params: idParams, body: productInput, response: okSchema(product) },
    },
    async (request) =>
      ok(
        await saveProduct(deps, contextOf(request), request.body, request.params.id),
        request.language,
        'catalog.productSaved',
      ),
  );
  app.post(
    '/api/products/:id/status',
    {
      config: { access: EDITORS },
      schema: {
        tags,
        summary: 'Suspend or publish a product',
        params: idParams,
        body: productStatusRequest,
        response: okEmpty,
      },
    },
    async (request) => {
      await setProductStatus(deps, contextOf(request), request.params.id, request.body.status);
      return ok(
        null,
        request.language,
        request.body.status === 'suspended' ? 'catalog.productSuspended' : 'catalog.productPublished',
      );
    },
  );
  app.delete(
    '/api/products/:id',
    { config: { access: EDITORS }, schema: { tags, summary: 'Delete a product', params: idParams, response: okEmpty } },
    async (request) => {
      await deleteProduct(deps, contextOf(request), request.params.id);
      return ok(null, request.language, 'catalog.productDeleted');
    },
  );
  registerBundleRoutes(app, deps);
}

const suspendBody = z.object({ suspended: z.boolean() });

/** Packages (/products/package…) and combos (/products/combo…): list, read, save, suspend, delete. */
function registerBundleRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/packages',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Packages by tab: ongoing, upcoming, expired',
        querystring: bundleListQuery,
        response: okSchema(packagePage),
      },
    },
    async (request) => ok(await listPackages(deps, contextOf(request), request.query), request.language),
  );
  app.get(
    '/api/packages/:id',
    {
      config: { access: READERS },
      schema: { tags, summary: 'One package', params: idParams, response: okSchema(packageView) },
    },
    async (request) => ok(await getPackage(deps, contextOf(request), request.params.id), request.language),
  );
  app.post(
    '/api/packages',
    {
      config: { access: EDITORS },
      schema: { tags, summary: 'Create a package', body: packageInput, response: okSchema(packageView) },
    },
    async (request) =>
      ok(await savePackage(deps, contextOf(request), request.body), request.language, 'catalog.packageSaved'),
  );
  app.post(
    '/api/packages/:id',
    {
      config: { access: EDITORS },
      schema: {
        tags,
        summary: 'Edit a package',
        params: idParams,
        body: packageInput,
        response: okSchema(packageView),
      },
    },
    async (request) =>
      ok(
        await savePackage(deps, contextOf(request), request.body, request.params.id),
        request.language,
        'catalog.packageSaved',
      ),
  );
  app.get(
    '/api/combos',
    {
      config: { access: READERS },
      schema: { tags, summary: 'Combos', querystring: bundleListQuery, response: okSchema(comboPage) },
    },
    async (request) => ok(await listCombos(deps, contextOf(request), request.query), request.language),
  );
  app.get(
    '/api/combos/:id',
    {
      config: { access: READERS },
      schema: { tags, summary: 'One combo', params: idParams, response: okSchema(comboView) },
    },
    async (request) => ok(await getCombo(deps, contextOf(request), request.params.id), request.language),
  );
  app.post(
    '/api/combos',
    {
      config: { access: EDITORS },
      schema: { tags, summary: 'Create a combo', body: comboInput, response: okSchema(comboView) },
    },
    async (request) =>
      ok(await saveCombo(deps, contextOf(request), request.body), request.language, 'catalog.comboSaved'),
  );
  app.post(
    '/api/combos/:id',
    {
      config: { access: EDITORS },
      schema: { tags, summary: 'Edit a combo', params: idParams, body: comboInput, response: okSchema(comboView) },
    },
    async (request) =>
      ok(
        await saveCombo(deps, contextOf(request), request.body, request.params.id),
        request.language,
        'catalog.comboSaved',
      ),
  );
  for (const kind of ['package', 'combo'] as const) {
    app.post(
      `/api/${kind}s/:id/suspend`,
      {
        config: { access: EDITORS },
        schema: {
          tags,
          summary: `Suspend or unsuspend a ${kind}`,
          params: idParams,
          body: suspendBody,
          response: okEmpty,
        },
      },
      async (request) => {
        await setBundleSuspended(deps, contextOf(request), kind, request.params.id, request.body.suspended);
        return ok(null, request.language);
      },
    );
    app.delete(
      `/api/${kind}s/:id`,
      {
        config: { access: EDITORS },
        schema: { tags, summary: `Delete a ${kind}`, params: idParams, response: okEmpty },
      },
      async (request) => {
        await deleteBundle(deps, contextOf(request), kind, request.params.id);
        return ok(null, request.language, 'catalog.deleted');
      },
    );
  }
}
