// Issue 15 "Hot paths at speed" (first measured by "Catalogue and shop" and "Inventory and couriers"): a
// catalogue of 1,000 and then 10,000 products with 5 variants each, priced for every level, with 20 stock
// movements per variant. Under 50 concurrent clients on PostgreSQL: the agent shop list and the inventory list
// (each ≥ 25 % of the same run's GET /api/user/detail, p95 ≤ 30 ms, and flat in the catalogue's size: at 10,000
// products ≥ 80 % of the throughput at 1,000), product details, the cart and the checkout preview (≥ 25 % each).
// Each figure is measured in one-second slices alternating with its own baseline (measureAgainstBaseline).
import { login, measureAgainstBaseline, recreateDatabase, rssMegabytes, sql, startServer } from './lib.mjs';

const SIZES = [1_000, 10_000];
const VARIANTS = 5;
const MOVEMENTS_PER_VARIANT = 20;

async function seedCatalogue(databaseUrl, PRODUCTS) {
  const started = performance.now();
  await sql(
    databaseUrl,
    `insert into categories (company_id, id, name) select 'demo', 'cat-' || c, 'Category ' || c from generate_series(1, 20) c;
     insert into products (company_id, id, name, sku, category_id, retail_price, weight_g, status, points, discount_bp)
       select 'demo', 'p-' || p, 'Product ' || lpad(p::text, 4, '0'), 'SKU-' || p, 'cat-' || (p % 20 + 1),
         10000 + p, 250, 'published', p % 7, (p % 3) * 500
       from generate_series(1, ${PRODUCTS}) p;
     insert into product_variants (company_id, id, product_id, sku, options, position)
       select 'demo', 'v-' || p || '-' || v, 'p-' || p, 'SKU-' || p || '-' || v, array['Option ' || v], v
       from generate_series(1, ${PRODUCTS}) p, generate_series(1, ${VARIANTS}) v;
     insert into product_levels (company_id, product_id, level_id, price, rank_discount_bp, bands, commissions)
       select 'demo', 'p-' || p, l.id, 5000 + l.rank_number * 1000 + p, 0,
         jsonb_build_array(jsonb_build_object('minQty', 50, 'maxQty', 199, 'price', 4500 + p)),
         '{"personalLevel":0,"overriding":100,"leadership":0,"introducerBonus":200,"affiliate":0,"salesProfit":0}'
       from generate_series(1, ${PRODUCTS}) p, levels l where l.company_id = 'demo';`,
  );
  // 20 movements per variant, spread over 60 days, with the running balance kept as the ledger keeps it.
  await sql(
    databaseUrl,
    `with moves as (
       select p, v, m, (select id from branches where company_id = 'demo' and is_main) as store,
         case when m % 4 = 0 then 0 else 10 + (p * v * m) % 40 end as qty_in,
         case when m % 4 = 0 then 5 + (p + v + m) % 20 else 0 end as qty_out
       from generate_series(1, ${PRODUCTS}) p, generate_series(1, ${VARIANTS}) v,
         generate_series(1, ${MOVEMENTS_PER_VARIANT}) m),
     balances as (
       select *, sum(qty_in - qty_out) over (partition by p, v order by m) as after from moves)
     insert into stock_movements (company_id, id, store_id, product_id, variant_id, qty_in, qty_out, inv_type,
       inv_desc, on_hand_before, on_hand_after, created_by_name, created_at)
     select 'demo', 'm-' || p || '-' || v || '-' || m, store, 'p-' || p, 'v-' || p || '-' || v, qty_in, qty_out,
       case when qty_in > 0 then 'in' else 'out' end, 'Bench', after - qty_in + qty_out, after, 'Bench',
       now() - ((${MOVEMENTS_PER_VARIANT} - m) * interval '3 days')
     from balances;
     insert into stock_levels (company_id, store_id, product_id, variant_id, on_hand)
       select company_id, store_id, product_id, variant_id, on_hand_after from stock_movements
       where id like 'm-%-${MOVEMENTS_PER_VARIANT}';
     analyze;`,
  );
  return Math.round(performance.now() - started);
}

const auth = (token) => ({ authorization: `Bearer ${token}`, host: 'localhost' });

/** One catalogue size: its own database and server; each figure with its paired baseline and ratio. */
async function measureSize(products) {
  const databaseUrl = await recreateDatabase('niaga_bench_catalog');
  const { child, base } = await startServer({ databaseUrl, port: 3904 });
  try {
    const seedMs = await seedCatalogue(databaseUrl, products);
    await sql(
      databaseUrl,
      `update branches set self_pickup = true where company_id = 'demo' and is_main;
       update companies set features = features || '{"selfPickup": true}' where id = 'demo';`,
    );
    const branch = (await sql(databaseUrl, "select id from branches where company_id = 'demo' and is_main")).rows[0].id;
    const agent = await login(base, 'agent1@demo.niaga.test', 'agent');
    const hq = await login(base, 'hq@demo.niaga.test', 'hq');
    for (const itemId of ['p-7', 'p-42']) {
      const added = await fetch(`${base}/api/sales/my-shop/add-cart`, {
        method: 'POST',
        headers: { ...auth(agent), 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'product', itemId, variantId: `v-${itemId.slice(2)}-1`, quantity: 2 }),
      });
      if (!added.ok) throw new Error(`add-cart: ${added.status} ${await added.text()}`);
    }
    const measure = (options, seconds = 15) =>
      measureAgainstBaseline({ ...options, connections: 50 }, { base, token: agent, seconds, target: 0.25 });
    const pages = [1, 2, 3, 4, 5];
    const shop = await measure({
      urls: pages.map((page) => `${base}/api/sales/my-shop?page=${page}`),
      headers: auth(agent),
    });
    const inventory = await measure({
      urls: pages.map((page) => `${base}/api/inventory?page=${page}`),
      headers: auth(hq),
    });
    const productIds = [1, 250, 500, 750, 999].map((n) => `p-${n}`);
    const details = await measure(
      { urls: productIds.map((id) => `${base}/api/sales/my-shop/product/${id}`), headers: auth(agent) },
      10,
    );
    const cart = await measure({ urls: [`${base}/api/sales/my-shop/get-cart`], headers: auth(agent) }, 10);
    const preview = await measure(
      {
        urls: [`${base}/api/sales/checkout`],
        headers: { ...auth(agent), 'content-type': 'application/json' },
        method: 'POST',
        body: {
          delivery: 'pickup',
          pickupBranchId: branch,
          pickupTime: new Date(Date.now() + 86_400_000).toISOString(),
          paymentMethod: 'manual',
          dryRun: true,
        },
      },
      10,
    );
    return {
      data: { products, variants: products * VARIANTS, movements: products * VARIANTS * MOVEMENTS_PER_VARIANT, seedMs },
      /** The API's resident memory at the end, with this company's catalogue cached. */
      serverRssMb: rssMegabytes(child.pid),
      shopList: { ...shop, pageSize: 24, targetP95Ms: 30 },
      inventoryList: { ...inventory, pageSize: 20, targetP95Ms: 30 },
      productDetails: details,
      cart,
      checkoutPreview: preview,
    };
  } finally {
    child.kill();
  }
}

export async function run() {
  const bySize = {};
  for (const products of SIZES) bySize[products] = await measureSize(products);
  const [small, large] = SIZES.map((size) => bySize[size]);
  // Flat in the catalogue's size: each list's share of its own run's baseline at 10,000 against that at 1,000.
  const flat = (name) => {
    const share = Math.round((large[name].ratioToBaseline / small[name].ratioToBaseline) * 1000) / 1000;
    return { largeToSmall: share, target: 0.8, met: share >= 0.8 };
  };
  return { sizes: bySize, flatness: { shopList: flat('shopList'), inventoryList: flat('inventoryList') } };
}
