// Issues "Catalogue and shop" and "Inventory and couriers": 1,000 products with 5 variants each, priced for
// every level, with 100,000 stock movements over them; the agent shop list and the inventory list under
// 50 concurrent clients on PostgreSQL (targets: p95 ≤ 30 ms each).
import { concurrentLatency, login, recreateDatabase, sql, startServer } from './lib.mjs';

const PRODUCTS = 1_000;
const VARIANTS = 5;
const MOVEMENTS = 100_000;

async function seedCatalogue(databaseUrl) {
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
         generate_series(1, ${MOVEMENTS / PRODUCTS / VARIANTS}) m),
     balances as (
       select *, sum(qty_in - qty_out) over (partition by p, v order by m) as after from moves)
     insert into stock_movements (company_id, id, store_id, product_id, variant_id, qty_in, qty_out, inv_type,
       inv_desc, on_hand_before, on_hand_after, created_by_name, created_at)
     select 'demo', 'm-' || p || '-' || v || '-' || m, store, 'p-' || p, 'v-' || p || '-' || v, qty_in, qty_out,
       case when qty_in > 0 then 'in' else 'out' end, 'Bench', after - qty_in + qty_out, after, 'Bench',
       now() - ((${MOVEMENTS / PRODUCTS / VARIANTS} - m) * interval '3 days')
     from balances;
     insert into stock_levels (company_id, store_id, product_id, variant_id, on_hand)
       select company_id, store_id, product_id, variant_id, on_hand_after from stock_movements
       where id like 'm-%-${MOVEMENTS / PRODUCTS / VARIANTS}';
     analyze;`,
  );
  return Math.round(performance.now() - started);
}

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_catalog');
  const { child, base } = await startServer({ databaseUrl, port: 3904 });
  try {
    const seedMs = await seedCatalogue(databaseUrl);
    const counts = (
      await sql(
        databaseUrl,
        'select (select count(*) from product_variants) variants, (select count(*) from stock_movements) movements',
      )
    ).rows[0];
    const agent = await login(base, 'agent1@demo.niaga.test', 'agent');
    const hq = await login(base, 'hq@demo.niaga.test', 'hq');
    const shopUrls = [1, 2, 3, 4, 5].map((page) => `${base}/api/sales/my-shop?page=${page}`);
    const inventoryUrls = [1, 2, 3, 4, 5].map((page) => `${base}/api/inventory?page=${page}`);
    const auth = (token) => ({ authorization: `Bearer ${token}`, host: 'localhost' });
    await concurrentLatency({ urls: shopUrls, headers: auth(agent), connections: 10, seconds: 3 }); // warm-up
    const shop = await concurrentLatency({ urls: shopUrls, headers: auth(agent), connections: 50, seconds: 15 });
    await concurrentLatency({ urls: inventoryUrls, headers: auth(hq), connections: 10, seconds: 3 });
    const inventory = await concurrentLatency({ urls: inventoryUrls, headers: auth(hq), connections: 50, seconds: 15 });
    return {
      data: { products: PRODUCTS, variants: Number(counts.variants), movements: Number(counts.movements), seedMs },
      shopList: { ...shop, pageSize: 24, targetP95Ms: 30 },
      inventoryList: { ...inventory, pageSize: 20, targetP95Ms: 30 },
    };
  } finally {
    child.kill();
  }
}
