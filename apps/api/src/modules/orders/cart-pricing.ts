import { type CartLine, checkComboPicks, orderableUnits, priceLine } from '@niaga/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { comboViews, packageViews } from '../catalog/bundles.service.js';
import { combos, packages } from '../catalog/bundles.tables.js';
import { productLevels, products, productVariants } from '../catalog/catalog.tables.js';
import type { Catalogue } from '../catalog/catalogue-cache.js';
import type { OfferTerms } from '../company/features.js';
import { stockItems } from '../shop/shop.repo.js';
import { todayIn } from '../users/users.repo.js';
import type { CartItemKind, ComboPick } from './orders.tables.js';

/** Who buys and from whose stock: prices are the buyer level's, stock is the seller's; the company's offer terms. */
export type PricingContext = OfferTerms & {
  companyId: string;
  levelId: string;
  firstOrder: boolean;
  storeId: string;
  timeZone: string;
};

export type CartItem = {
  id: string;
  kind: CartItemKind;
  itemId: string;
  variantId: string;
  quantity: number;
  picks: ComboPick[] | null;
};

/** The units a line takes from the seller, per product variant; `allowance` is the preorder headroom. */
export type StockNeed = { productId: string; variantId: string; quantity: number; preorderAllowance: number };
export type PricedLine = CartLine & { needs: StockNeed[] };

type ProductFacts = {
  product: Pick<
    typeof products.$inferSelect,
    | 'id'
    | 'name'
    | 'sku'
    | 'coverImage'
    | 'points'
    | 'weightGrams'
    | 'discountBasisPoints'
    | 'status'
    | 'firstOrderOnly'
    | 'deletedAt'
    | 'preorder'
    | 'preorderLimit'
  >;
  level: Pick<typeof productLevels.$inferSelect, 'price' | 'bands' | 'rankDiscountBasisPoints'> | null;
  variants: Map<string, Pick<typeof productVariants.$inferSelect, 'id' | 'sku' | 'options' | 'imageUrl' | 'deletedAt'>>;
};

const stockKey = (productId: string, variantId: string) => `${productId}/${variantId}`;

/**
 * Prices every cart item for the buyer's level from the seller's stock, and says what stops a line from
 * being bought (deleted, suspended, not offered, first order only, sold out, not enough stock). The server
 * always prices from here: a client's prices and totals are never read. The caller may pass the company's cached
 * catalogue (current as of the version it read), which saves reading the products. `stock: false` skips the
 * stock read (no line is then short) where something else checks stock: adding to the cart does not, and
 * checkout's reservation refuses what is not there.
 */
export async function priceCart(
  executor: Executor,
  context: PricingContext,
  items: CartItem[],
  { catalogue, stock: readStock = true }: { catalogue?: Catalogue | undefined; stock?: boolean } = {},
): Promise<PricedLine[]> {
  const today = todayIn(context.timeZone);
  const packageIds = items.filter((item) => item.kind === 'package').map((item) => item.itemId);
  const comboIds = items.filter((item) => item.kind === 'combo').map((item) => item.itemId);
  const [packageRows, comboRows] = await Promise.all([
    packageIds.length
      ? executor
          .select()
          .from(packages)
          .where(and(eq(packages.companyId, context.companyId), inArray(packages.id, packageIds)))
      : [],
    comboIds.length
      ? executor
          .select()
          .from(combos)
          .where(and(eq(combos.companyId, context.companyId), inArray(combos.id, comboIds)))
      : [],
  ]);
  const [packageList, comboList] = await Promise.all([
    packageViews(executor, context.companyId, packageRows, today),
    comboViews(executor, context.companyId, comboRows),
  ]);
  const packageById = new Map(packageList.map((view, index) => [view.id, { view, row: packageRows[index]! }]));
  const comboById = new Map(comboList.map((view, index) => [view.id, { view, row: comboRows[index]! }]));

  const productIds = new Set<string>();
  for (const item of items) {
    if (item.kind === 'product') productIds.add(item.itemId);
    for (const pick of item.picks ?? []) productIds.add(pick.productId);
  }
  for (const { view } of packageById.values()) for (const entry of view.items) productIds.add(entry.productId);
  const facts = await productFacts(executor, context, [...productIds], catalogue);
  const stock = readStock
    ? await stockItems(executor, context.companyId, context.storeId, [...productIds], catalogue)
    : null;
  const orderable = (productId: string, variantId: string) => {
    if (!stock) return Number.POSITIVE_INFINITY;
    const fact = facts.get(productId);
    const figures = stock.get(productId)?.find((entry) => entry.variantId === variantId)?.figures;
    if (!fact || !figures) return 0;
    return orderableUnits(figures, { ...fact.product, preorder: context.preorder && fact.product.preorder });
  };
  const allowance = (productId: string) => {
    const product = facts.get(productId)?.product;
    return context.preorder && product?.preorder ? (product.preorderLimit ?? 0) : 0;
  };

  return items.map((item) => {
    if (item.kind === 'product') return productLine(item, facts.get(item.itemId), context, orderable, allowance);
    const sources = { context, facts, orderable, allowance };
    if (item.kind === 'package') return packageLine(item, packageById.get(item.itemId), sources);
    return comboLine(item, comboById.get(item.itemId), sources);
  });
}

async function productFacts(executor: Executor, context: PricingContext, wanted: string[], catalogue?: Catalogue) {
  const facts = new Map<string, ProductFacts>();
  const ids: string[] = []; // not in the cached catalogue (deleted, or none given): read from the database
  for (const id of wanted) {
    const entry = catalogue?.byId.get(id);
    if (!entry) {
      ids.push(id);
      continue;
    }
    const level = entry.prices.get(context.levelId);
    facts.set(id, {
      product: { ...entry.product, deletedAt: null },
      level: level ? { price: level.price, bands: level.bands, rankDiscountBasisPoints: level.rankDiscount } : null,
      variants: new Map(entry.variants.map((variant) => [variant.id, { ...variant, deletedAt: null }])),
    });
  }
  if (!ids.length) return facts;
  const [rows, levelRows, variantRows] = await Promise.all([
    executor
      .select()
      .from(products)
      .where(and(eq(products.companyId, context.companyId), inArray(products.id, ids))),
    executor
      .select()
      .from(productLevels)
      .where(
        and(
          eq(productLevels.companyId, context.companyId),
          eq(productLevels.levelId, context.levelId),
          inArray(productLevels.productId, ids),
        ),
      ),
    executor
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.companyId, context.companyId), inArray(productVariants.productId, ids))),
  ]);
  for (const product of rows) facts.set(product.id, { product, level: null, variants: new Map() });
  for (const level of levelRows) {
    const fact = facts.get(level.productId);
    if (fact) fact.level = level;
  }
  for (const variant of variantRows) facts.get(variant.productId)?.variants.set(variant.id, variant);
  return facts;
}

/** What keeps a product (variant) out of this buyer's cart, before stock is looked at. */
function productProblem(fact: ProductFacts | undefined, variantId: string, firstOrder: boolean) {
  if (!fact || fact.product.deletedAt) return 'deleted' as const;
  const variant = variantId ? fact.variants.get(variantId) : null;
  const liveVariants = [...fact.variants.values()].filter((entry) => !entry.deletedAt);
  if (variantId ? !variant || variant.deletedAt : liveVariants.length > 0) return 'deleted' as const;
  if (fact.product.status !== 'published') return 'suspended' as const;
  if (!fact.level) return 'notOffered' as const;
  if (fact.product.firstOrderOnly && !firstOrder) return 'firstOrderOnly' as const;
  return null;
}

type Orderable = (productId: string, variantId: string) => number;
type Allowance = (productId: string) => number;

/** Sold out when nothing can be had, short when less than the line needs of any one item. */
function stockProblem(needs: StockNeed[], orderable: Orderable) {
  const totals = new Map<string, StockNeed>();
  for (const need of needs) {
    const key = stockKey(need.productId, need.variantId);
    const seen = totals.get(key);
    totals.set(key, seen ? { ...seen, quantity: seen.quantity + need.quantity } : need);
  }
  let available = Number.POSITIVE_INFINITY;
  let short = false;
  for (const need of totals.values()) {
    const units = orderable(need.productId, need.variantId);
    available = Math.min(available, Math.floor(units / (need.quantity || 1)));
    if (units < need.quantity) short = true;
  }
  if (!short) return { problem: null, available: Number.isFinite(available) ? available : 0 };
  return { problem: available === 0 ? ('soldOut' as const) : ('notEnoughStock' as const), available };
}

function emptyLine(item: CartItem, name: string, problem: CartLine['problem']): PricedLine {
  return {
    id: item.id,
    kind: item.kind,
    itemId: item.itemId,
    variantId: item.variantId || null,
    name,
    variantName: null,
    sku: null,
    coverImage: null,
    quantity: item.quantity,
    listPrice: 0,
    unitPrice: 0,
    lineTotal: 0,
    points: 0,
    weightGrams: 0,
    available: 0,
    picks: null,
    problem,
    needs: [],
  };
}

function productLine(
  item: CartItem,
  fact: ProductFacts | undefined,
  context: PricingContext,
  orderable: Orderable,
  allowance: Allowance,
) {
  const problem = productProblem(fact, item.variantId, context.firstOrder);
  if (!fact) return emptyLine(item, '', 'deleted');
  const { product, level } = fact;
  const variant = item.variantId ? fact.variants.get(item.variantId) : undefined;
  const price = level
    ? priceLine({
        levelPrice: level.price,
        bands: level.bands,
        quantity: item.quantity,
        discountBasisPoints: product.discountBasisPoints,
        rankDiscountBasisPoints: level.rankDiscountBasisPoints,
      })
    : null;
  const needs = [
    {
      productId: product.id,
      variantId: item.variantId,
      quantity: item.quantity,
      preorderAllowance: allowance(product.id),
    },
  ];
  const stock = stockProblem(needs, orderable);
  return {
    ...emptyLine(item, product.name, problem ?? stock.problem),
    variantName: variant?.options.join(' / ') ?? null,
    sku: variant?.sku ?? product.sku,
    coverImage: variant?.imageUrl ?? product.coverImage,
    listPrice: price?.unitPrice ?? 0,
    unitPrice: price ? Math.round(price.total / item.quantity) : 0,
    lineTotal: price?.total ?? 0,
    points: product.points * item.quantity,
    weightGrams: product.weightGrams * item.quantity,
    available: stock.available,
    needs,
  };
}

/** A bundle line: its own price; its contents must each be sellable to the buyer and in stock. */
function bundleLine(
  item: CartItem,
  bundle: { name: string; code: string; price: number; coverImage: string | null },
  contents: Array<{ productId: string; variantId: string; quantity: number }>,
  { facts, orderable, allowance }: BundleSources,
  problem: CartLine['problem'],
): PricedLine {
  const needs = contents.map((entry) => ({
    productId: entry.productId,
    variantId: entry.variantId,
    quantity: entry.quantity * item.quantity,
    preorderAllowance: allowance(entry.productId),
  }));
  const contentProblem = contents
    .map((entry) => productProblem(facts.get(entry.productId), entry.variantId, true))
    .find((found) => found === 'deleted' || found === 'suspended');
  const stock = stockProblem(needs, orderable);
  const per = (value: (fact: ProductFacts['product']) => number) =>
    contents.reduce((sum, entry) => {
      const product = facts.get(entry.productId)?.product;
      return sum + (product ? value(product) * entry.quantity : 0);
    }, 0) * item.quantity;
  return {
    ...emptyLine(item, bundle.name, problem ?? contentProblem ?? stock.problem),
    sku: bundle.code,
    coverImage: bundle.coverImage,
    listPrice: bundle.price,
    unitPrice: bundle.price,
    lineTotal: bundle.price * item.quantity,
    points: per((product) => product.points),
    weightGrams: per((product) => product.weightGrams),
    available: stock.available,
    needs,
  };
}

/** What a package or combo line is priced from. */
type BundleSources = {
  context: PricingContext;
  facts: Map<string, ProductFacts>;
  orderable: Orderable;
  allowance: Allowance;
};

/**
 * A package or combo that cannot be ordered now is suspended (so is a first-order one while the company does not
 * offer first-order packages); else it may be for a first order only.
 */
function bundleProblem(unavailable: boolean, firstOrderOnly: boolean, context: PricingContext) {
  if (unavailable || (firstOrderOnly && !context.firstOrderPackages)) return 'suspended' as const;
  return firstOrderOnly && !context.firstOrder ? ('firstOrderOnly' as const) : null;
}

function packageLine(
  item: CartItem,
  found: { view: Awaited<ReturnType<typeof packageViews>>[number]; row: typeof packages.$inferSelect } | undefined,
  sources: BundleSources,
) {
  if (!found || found.row.deletedAt) return emptyLine(item, found?.view.name ?? '', 'deleted');
  const { view } = found;
  const unavailable = view.suspended || view.validity !== 'ongoing';
  const contents = view.items.map((entry) => ({ ...entry, variantId: entry.variantId ?? '' }));
  return bundleLine(item, view, contents, sources, bundleProblem(unavailable, view.firstOrderOnly, sources.context));
}

function comboLine(
  item: CartItem,
  found: { view: Awaited<ReturnType<typeof comboViews>>[number]; row: typeof combos.$inferSelect } | undefined,
  sources: BundleSources,
) {
  if (!found || found.row.deletedAt) return emptyLine(item, found?.view.name ?? '', 'deleted');
  const { view } = found;
  const picks = item.picks ?? [];
  const unavailable = view.suspended || checkComboPicks(view, picks).length > 0;
  const contents = picks.map((pick) => ({ ...pick, variantId: pick.variantId ?? '' }));
  const problem = bundleProblem(unavailable, view.firstOrderOnly, sources.context);
  const line = bundleLine(item, view, contents, sources, problem);
  return {
    ...line,
    picks: picks.map((pick) => ({
      ...pick,
      variantId: pick.variantId ?? null,
      name: sources.facts.get(pick.productId)?.product.name ?? '',
    })),
  };
}
