import { type ComboView, type PackageView, validityOf } from '@niaga/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { comboProductRows, packageItemRows, toComboViews, toPackageViews } from './bundles.service.js';
import { combos, packages } from './bundles.tables.js';
import { catalogVersions, categories, productLevels, products, productVariants } from './catalog.tables.js';

/**
 * A company's catalogue in memory: every live product (any status) with its category, live variants and each
 * level's price, in the order lists show them (lower(name), id), and its live packages and combos. Lists page through it instead of joining,
 * sorting and counting the whole catalogue in PostgreSQL for each page; only stock is read per request.
 *
 * Correct across API instances: each use reads the company's catalogue version (one indexed row that triggers
 * bump in the same transaction as every catalogue write, migration 0014) and reloads when it moved.
 */
export type Catalogue = {
  version: number;
  /** Every live product, in list order. */
  products: CatalogueProduct[];
  byId: Map<string, CatalogueProduct>;
  /** What a level may buy (published, priced for it; first-order-only items only on a first order), memoised. */
  offeredTo(levelId: string, firstOrder: boolean): CatalogueProduct[];
  /** Every stock item in list order: each live variant, or the product itself when it has none. */
  stockItems(): CatalogueStockItem[];
  /** The categories of what a level may buy, by name. */
  categoriesOfferedTo(levelId: string, firstOrder: boolean): Array<{ id: string; name: string }>;
  /** The packages (ongoing on `today`) and combos a buyer may see: unsuspended, first-order-only on a first order. */
  bundlesOfferedTo(firstOrder: boolean, today: string): { packages: PackageView[]; combos: ComboView[] };
};

export type CatalogueProduct = {
  product: Pick<
    typeof products.$inferSelect,
    | 'id'
    | 'name'
    | 'sku'
    | 'categoryId'
    | 'retailPrice'
    | 'storePrice'
    | 'points'
    | 'discountBasisPoints'
    | 'coverImage'
    | 'status'
    | 'firstOrderOnly'
    | 'preorder'
    | 'preorderLimit'
    | 'weightGrams'
  >;
  category: { id: string; name: string } | null;
  /** Live variants by position (none: the product is its own stock item). */
  variants: CatalogueVariant[];
  prices: Map<string, LevelPrice>;
};

export type CatalogueStockItem = { entry: CatalogueProduct; variant: CatalogueVariant | null };
export type CatalogueVariant = { id: string; sku: string; options: string[]; imageUrl: string | null };
export type LevelPrice = {
  price: number;
  rankDiscount: number;
  bands: Array<{ minQty: number; maxQty: number; price: number }>;
};

/** Companies kept at once per API instance; the least recently used one is dropped beyond it. */
const MAX_COMPANIES = 50;

/** A load, finished or under way, and the version it is known to be at least. */
type CompanyEntry = { version: number; catalogue: Promise<Catalogue> };

const caches = new WeakMap<Db, Map<string, CompanyEntry>>();
const versionQuery = preparedPer((executor) =>
  executor
    .select({ version: catalogVersions.version })
    .from(catalogVersions)
    .where(eq(catalogVersions.companyId, sql.placeholder('companyId')))
    .prepare('catalog_version'),
);

async function currentVersion(executor: Executor, companyId: string): Promise<number> {
  const [row] = await versionQuery(executor).execute({ companyId });
  return row?.version ?? 0;
}

/**
 * The company's catalogue as of now: the cached copy when its version is current, else one fresh load shared by
 * every request that asks meanwhile. `knownVersion`: the version the caller has just read itself.
 */
export async function catalogueOf(db: Db, companyId: string, knownVersion?: number): Promise<Catalogue> {
  let companies = caches.get(db);
  if (!companies) {
    companies = new Map();
    caches.set(db, companies);
  }
  const version = knownVersion ?? (await currentVersion(db, companyId));
  let entry = companies.get(companyId);
  companies.delete(companyId); // re-inserted below: the most recently used company comes last
  if (!entry || entry.version < version) {
    const loaded: CompanyEntry = { version, catalogue: loadCatalogue(db, companyId) };
    loaded.catalogue.then(
      (catalogue) => {
        loaded.version = catalogue.version;
      },
      () => {
        if (companies.get(companyId) === loaded) companies.delete(companyId);
      },
    );
    entry = loaded;
  }
  companies.set(companyId, entry);
  while (companies.size > MAX_COMPANIES) companies.delete(companies.keys().next().value as string);
  return entry.catalogue;
}

/** Reads the version and the rows in one snapshot, so the copy is exactly the catalogue of that version. */
async function loadCatalogue(db: Db, companyId: string): Promise<Catalogue> {
  const { version, productRows, priceRows, variantRows, categoryRows, bundles } = await db.transaction(
    async (tx) => {
      const version = await currentVersion(tx, companyId);
      // One after another: a transaction is one connection, which answers one query at a time.
      const productRows = await tx
        .select({
          product: {
            id: products.id,
            name: products.name,
            sku: products.sku,
            categoryId: products.categoryId,
            retailPrice: products.retailPrice,
            storePrice: products.storePrice,
            points: products.points,
            discountBasisPoints: products.discountBasisPoints,
            coverImage: products.coverImage,
            status: products.status,
            firstOrderOnly: products.firstOrderOnly,
            preorder: products.preorder,
            preorderLimit: products.preorderLimit,
            weightGrams: products.weightGrams,
          },
          category: { id: categories.id, name: categories.name },
        })
        .from(products)
        .leftJoin(categories, and(eq(categories.companyId, products.companyId), eq(categories.id, products.categoryId)))
        .where(and(eq(products.companyId, companyId), isNull(products.deletedAt)))
        .orderBy(asc(sql`lower(${products.name})`), asc(products.id));
      const priceRows = await tx
        .select({
          productId: productLevels.productId,
          levelId: productLevels.levelId,
          price: productLevels.price,
          rankDiscount: productLevels.rankDiscountBasisPoints,
          bands: productLevels.bands,
        })
        .from(productLevels)
        .where(eq(productLevels.companyId, companyId));
      const variantRows = await tx
        .select({
          productId: productVariants.productId,
          id: productVariants.id,
          sku: productVariants.sku,
          options: productVariants.options,
          imageUrl: productVariants.imageUrl,
        })
        .from(productVariants)
        .where(and(eq(productVariants.companyId, companyId), isNull(productVariants.deletedAt)))
        .orderBy(asc(productVariants.productId), asc(productVariants.position));
      const categoryRows = await tx
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.companyId, companyId))
        .orderBy(asc(categories.name));
      const packageRows = await tx
        .select()
        .from(packages)
        .where(and(eq(packages.companyId, companyId), isNull(packages.deletedAt)))
        .orderBy(asc(packages.name));
      const packageItems = await packageItemRows(tx, companyId);
      const comboRows = await tx
        .select()
        .from(combos)
        .where(and(eq(combos.companyId, companyId), isNull(combos.deletedAt)))
        .orderBy(asc(combos.name));
      const comboItems = await comboProductRows(tx, companyId);
      const bundles = { packageRows, packageItems, comboRows, comboItems };
      return { version, productRows, priceRows, variantRows, categoryRows, bundles };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const byId = new Map<string, CatalogueProduct>();
  const list = productRows.map((row) => {
    const entry: CatalogueProduct = {
      product: row.product,
      category: row.category?.id ? row.category : null,
      variants: [],
      prices: new Map(),
    };
    byId.set(row.product.id, entry);
    return entry;
  });
  for (const { productId, levelId, ...price } of priceRows) byId.get(productId)?.prices.set(levelId, price);
  for (const { productId, ...variant } of variantRows) byId.get(productId)?.variants.push(variant);
  const offeredTo = memoised((levelId: string, firstOrder: boolean) =>
    list.filter(
      (entry) =>
        entry.product.status === 'published' &&
        entry.prices.has(levelId) &&
        (firstOrder || !entry.product.firstOrderOnly),
    ),
  );
  const categoriesOfferedTo = memoised((levelId: string, firstOrder: boolean) => {
    const used = new Set(offeredTo(levelId, firstOrder).map((entry) => entry.product.categoryId));
    return categoryRows.filter((category) => used.has(category.id));
  });
  const bundlesOfferedTo = memoised((firstOrder: boolean, today: string) => {
    const shown = <Row extends { suspended: boolean; firstOrderOnly: boolean }>(row: Row) =>
      !row.suspended && (firstOrder || !row.firstOrderOnly);
    const ongoing = bundles.packageRows.filter(
      (row) => shown(row) && validityOf(row.validFrom, row.validTo, today) === 'ongoing',
    );
    return {
      packages: toPackageViews(ongoing, bundles.packageItems, today),
      combos: toComboViews(bundles.comboRows.filter(shown), bundles.comboItems),
    };
  });
  let stockItems: CatalogueStockItem[] | undefined;
  return {
    version,
    products: list,
    byId,
    offeredTo,
    categoriesOfferedTo,
    bundlesOfferedTo,
    stockItems: () => {
      stockItems ??= list.flatMap((entry): CatalogueStockItem[] =>
        entry.variants.length ? entry.variants.map((variant) => ({ entry, variant })) : [{ entry, variant: null }],
      );
      return stockItems;
    },
  };
}

/** What a level may buy: published, priced for the level, first-order-only items only on a first order. */
export const isOffered = ({ product, prices }: CatalogueProduct, levelId: string, firstOrder: boolean) =>
  product.status === 'published' && prices.has(levelId) && (firstOrder || !product.firstOrderOnly);

/** An answer computed once per catalogue version and arguments. */
function memoised<Args extends Array<string | boolean>, T>(compute: (...args: Args) => T) {
  const answers = new Map<string, T>();
  return (...args: Args) => {
    const key = args.join('/');
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = compute(...args);
      answers.set(key, answer);
    }
    return answer;
  };
}

/** Case-insensitive "contains", as the lists' ILIKE search matched. */
export const containsText = (value: string, q: string) => value.toLowerCase().includes(q.toLowerCase());
