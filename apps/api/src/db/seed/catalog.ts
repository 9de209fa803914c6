import { stateKey } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import { comboProducts, combos, packageItems, packages } from '../../modules/catalog/bundles.tables.js';
import type { ProductCommissions } from '../../modules/catalog/catalog.tables.js';
import { categories, productLevels, products, productVariants } from '../../modules/catalog/catalog.tables.js';
import { branches, companies } from '../../modules/company/company.tables.js';
import { courierRates, courierRegions, couriers } from '../../modules/couriers/couriers.tables.js';
import { applyMovement } from '../../modules/inventory/stock.repo.js';
import { mainBranchId } from '../../modules/inventory/stores.js';
import { newId } from '../../platform/ids.js';
import type { Tx } from '../client.js';

type DemoProduct = {
  name: string;
  sku: string;
  category: string;
  retail: number;
  /** Level prices from the highest level (cheapest) down. */
  prices: number[];
  weight: number;
  variants?: string[];
  stock: number;
  preorder?: boolean;
};

const COMMISSIONS: ProductCommissions = {
  personalLevel: 0,
  overriding: 100,
  leadership: 0,
  introducerBonus: 200,
  affiliate: 150,
  salesProfit: 0,
};

const PRODUCTS: DemoProduct[] = [
  {
    name: 'Kopi Tongkat Ali',
    sku: 'KTA-01',
    category: 'Drinks',
    retail: 8_000,
    prices: [5_000, 6_000, 7_000],
    weight: 300,
    stock: 240,
  },
  {
    name: 'Teh Hijau Pandan',
    sku: 'THP-01',
    category: 'Drinks',
    retail: 4_500,
    prices: [2_800, 3_300, 3_900],
    weight: 200,
    variants: ['20 sachets', '40 sachets'],
    stock: 120,
  },
  {
    name: 'Madu Kelulut',
    sku: 'MKL-01',
    category: 'Health',
    retail: 12_000,
    prices: [7_500, 8_800, 10_000],
    weight: 650,
    stock: 60,
  },
  {
    name: 'Minyak Gamat',
    sku: 'MGM-01',
    category: 'Health',
    retail: 3_500,
    prices: [2_000, 2_500, 2_900],
    weight: 80,
    stock: 0,
    preorder: true,
  },
  {
    name: 'Sabun Susu Kambing',
    sku: 'SSK-01',
    category: 'Care',
    retail: 1_800,
    prices: [900, 1_100, 1_400],
    weight: 120,
    variants: ['Original', 'Oatmeal', 'Rose'],
    stock: 300,
  },
  {
    name: 'Serum Kunyit',
    sku: 'SKN-01',
    category: 'Care',
    retail: 6_900,
    prices: [4_000, 4_800, 5_600],
    weight: 90,
    stock: 0,
  },
];

/** The demo catalogue: categories, products with level prices for each level, HQ stock, a package and a combo. */
export async function seedDemoCatalog(tx: Tx, companyId: string, levelIds: string[], stockistId: string) {
  // Stockists hold stock and sell to their downline (the "ordering level" feature); HQ offers self-pickup.
  const features = { orderingLevelIds: [levelIds[0]], selfPickup: true };
  await tx
    .update(companies)
    .set({ features: sql`${companies.features} || ${JSON.stringify(features)}::jsonb` })
    .where(eq(companies.id, companyId));
  await tx
    .update(branches)
    .set({
      selfPickup: true,
      address1: 'Lot 12, Jalan Perusahaan 3',
      postcode: '40150',
      city: 'Shah Alam',
      state: 'Selangor',
      phone: '+60 3-5555 0123',
      pickupHours: 'Mon–Fri 9:00–17:00',
    })
    .where(and(eq(branches.companyId, companyId), eq(branches.isMain, true)));
  const categoryIds = new Map<string, string>();
  for (const name of new Set(PRODUCTS.map((product) => product.category))) {
    const id = newId();
    categoryIds.set(name, id);
    await tx.insert(categories).values({ companyId, id, name });
  }
  const hqBranch = await mainBranchId(tx, companyId);
  const seeded: Array<{ id: string; variantIds: string[] }> = [];
  for (const product of PRODUCTS) {
    const id = newId();
    await tx.insert(products).values({
      companyId,
      id,
      name: product.name,
      sku: product.sku,
      description: `${product.name}: made in Malaysia.`,
      categoryId: categoryIds.get(product.category)!,
      retailPrice: product.retail,
      storePrice: product.retail - 500,
      points: Math.round(product.prices[0]! / 1_000),
      weightGrams: product.weight,
      status: 'published',
      preorder: product.preorder ?? false,
      preorderLimit: product.preorder ? 50 : null,
    });
    await tx.insert(productLevels).values(
      levelIds.map((levelId, index) => ({
        companyId,
        productId: id,
        levelId,
        price: product.prices[index]!,
        bands: index === 0 ? [{ minQty: 50, maxQty: 199, price: Math.round(product.prices[0]! * 0.95) }] : [],
        commissions: COMMISSIONS,
      })),
    );
    const variantIds = (product.variants ?? []).map(() => newId());
    if (variantIds.length)
      await tx.insert(productVariants).values(
        product.variants!.map((option, position) => ({
          companyId,
          id: variantIds[position]!,
          productId: id,
          sku: `${product.sku}-${position + 1}`,
          options: [option],
          position,
        })),
      );
    for (const variantId of variantIds.length ? variantIds : [null]) {
      if (!product.stock) continue;
      const by = { id: null, name: 'Demo seed' };
      const common = { companyId, productId: id, variantId, qtyOut: 0, invType: 'in' as const, by };
      await applyMovement(tx, { ...common, storeId: hqBranch, qtyIn: product.stock, invDesc: 'Opening stock' });
      await applyMovement(tx, { ...common, storeId: stockistId, qtyIn: 20, invDesc: 'Bought from HQ' });
    }
    seeded.push({ id, variantIds });
  }
  const [coffee, tea, honey, , soap] = seeded;
  const packageId = newId();
  await tx.insert(packages).values({
    companyId,
    id: packageId,
    name: 'Starter Pack',
    code: 'STARTER',
    price: 19_900,
    validFrom: '2026-01-01',
    firstOrderOnly: true,
  });
  await tx.insert(packageItems).values([
    { companyId, packageId, position: 0, productId: coffee!.id, quantity: 2 },
    { companyId, packageId, position: 1, productId: honey!.id, quantity: 1 },
    { companyId, packageId, position: 2, productId: tea!.id, variantId: tea!.variantIds[0]!, quantity: 1 },
  ]);
  const comboId = newId();
  await tx.insert(combos).values({
    companyId,
    id: comboId,
    name: 'Mix & Match Care 6',
    code: 'CARE6',
    requiredQuantity: 6,
    price: 5_400,
    description: 'Any 6 soaps.',
  });
  await tx.insert(comboProducts).values([{ companyId, comboId, productId: soap!.id, minQuantity: 0, position: 0 }]);
  await seedDemoCourier(tx, companyId);
}

const PENINSULAR = ['Johor', 'Kedah', 'Kelantan', 'Melaka', 'Negeri Sembilan', 'Pahang', 'Perak', 'Perlis'];
const PENINSULAR_2 = [
  'Pulau Pinang',
  'Selangor',
  'Terengganu',
  'Wilayah Persekutuan Kuala Lumpur',
  'Wilayah Persekutuan Putrajaya',
];
const EAST = ['Sabah', 'Sarawak', 'Wilayah Persekutuan Labuan'];

/**
 * One courier: Peninsular and East Malaysia rates by weight, free shipping from RM 300, RM 1 handling, and Pos
 * Malaysia's public tracking page for the tracking number link.
 */
async function seedDemoCourier(tx: Tx, companyId: string) {
  const courierId = newId();
  await tx.insert(couriers).values({
    companyId,
    id: courierId,
    name: 'PosLaju',
    freeShippingMin: 30_000,
    handlingFee: 100,
    trackingUrlTemplate: 'https://tracking.pos.com.my/tracking/{tracking}',
  });
  const regions = [
    { name: 'Peninsular Malaysia', states: [...PENINSULAR, ...PENINSULAR_2], prices: [800, 1_200, 2_000] },
    { name: 'East Malaysia', states: EAST, prices: [1_500, 2_500, 4_500] },
  ];
  for (const [position, region] of regions.entries()) {
    const regionId = newId();
    await tx.insert(courierRegions).values({
      companyId,
      id: regionId,
      courierId,
      name: region.name,
      states: region.states,
      stateKeys: region.states.map(stateKey),
      position,
    });
    const bands = [
      [0, 1_000],
      [1_001, 5_000],
      [5_001, 30_000],
    ];
    await tx.insert(courierRates).values(
      bands.map(([fromGrams, toGrams], index) => ({
        companyId,
        regionId,
        fromGrams: fromGrams!,
        toGrams: toGrams!,
        price: region.prices[index]!,
      })),
    );
  }
}
