// Issue 22 "Benchmark": the public storefront's server-rendered product page and product list, 100 concurrent
// visitors on PostgreSQL: ≥ 1,000 pages/s with p95 ≤ 50 ms (each), measured in one-second slices alternating with the
// same run's GET /api/user/detail and reported as a ratio to it (measureAgainstBaseline).
// The visitors are returning browsers: they send their visitor and day cookies, as a browser does after its first
// page (the first page of a day writes the visit; a robot writes nothing).
import { login, measureAgainstBaseline, recreateDatabase, rssMegabytes, sql, startServer } from './lib.mjs';

const PRODUCTS = 1_000;
const LISTED = 200;
const CONNECTIONS = 100;
const STORE_ID = 'bench-store';

async function seed(databaseUrl) {
  await sql(
    databaseUrl,
    `insert into categories (company_id, id, name) select 'demo', 'cat-' || c, 'Category ' || c from generate_series(1, 20) c;
     insert into products (company_id, id, name, sku, category_id, retail_price, store_price, weight_g, status, points,
         description, cover_image, images)
       select 'demo', 'p-' || p, 'Product ' || lpad(p::text, 4, '0'), 'SKU-' || p, 'cat-' || (p % 20 + 1),
         10000 + p, 9000 + p, 250, 'published', 1, repeat('A fine product of the bench. ', 20),
         '/uploads/demo/p-' || p || '.jpg', array['/uploads/demo/p-' || p || '.jpg']
       from generate_series(1, ${PRODUCTS}) p;
     insert into product_variants (company_id, id, product_id, sku, options, position)
       select 'demo', 'v-' || p || '-' || v, 'p-' || p, 'SKU-' || p || '-' || v, array['Option ' || v], v
       from generate_series(1, ${PRODUCTS}) p, generate_series(1, 3) v;
     insert into online_stores (company_id, id, kind, owner_id, slug, name, description, status, terms_accepted_at)
       select 'demo', '${STORE_ID}', 'ejen_store', id, 'bench-shop', 'Bench Shop', 'The bench''s store', 'active', now()
       from users where company_id = 'demo' and email = 'agent1@demo.niaga.test';
     insert into online_store_products (company_id, store_id, product_id, position)
       select 'demo', '${STORE_ID}', 'p-' || p, p from generate_series(1, ${LISTED}) p;
     analyze;`,
  );
}

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_storefront');
  const { child, base } = await startServer({ databaseUrl, port: 3922 });
  try {
    await seed(databaseUrl);
    const token = await login(base, 'agent1@demo.niaga.test', 'agent');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
    const headers = {
      host: 'localhost',
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      'accept-language': 'en',
      // Every browser asks for a compressed page; the server keeps each page in brotli and gzip.
      'accept-encoding': 'br, gzip',
      cookie: `niaga_visitor=bench-visitor; niaga_visit_${STORE_ID}=${today}`,
    };
    const measure = (urls) =>
      measureAgainstBaseline({ urls, headers, connections: CONNECTIONS }, { base, token, seconds: 10 });
    const productPage = await measure([1, 40, 80, 120, 160, 199].map((n) => `${base}/s/bench-shop/p/p-${n}`));
    const listPage = await measure([`${base}/s/bench-shop`, `${base}/s/bench-shop?page=2`]);
    const met = (figure) => figure.requestsPerSecond >= 1_000 && figure.latencyMs.p95 <= 50;
    return {
      data: { products: PRODUCTS, listed: LISTED, variantsPerProduct: 3, listPageProducts: 48 },
      serverRssMb: rssMegabytes(child.pid),
      productPage: { ...productPage, target: { pagesPerSecond: 1_000, p95Ms: 50 }, met: met(productPage) },
      listPage: { ...listPage, target: { pagesPerSecond: 1_000, p95Ms: 50 }, met: met(listPage) },
    };
  } finally {
    child.kill();
  }
}
