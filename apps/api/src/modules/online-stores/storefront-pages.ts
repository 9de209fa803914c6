import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type Language, translate } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { AppError } from '../../platform/errors.js';
import { sha256 } from '../../platform/ids.js';
import { catalogVersions } from '../catalog/catalog.tables.js';
import type { Company } from '../company/company.repo.js';
import { onlineStores } from './online-stores.tables.js';
import { storeProductDetail, storeProductsPage } from './storefront-catalog.js';
import { absoluteUrl, markup, type PageHead, renderPage, summary } from './storefront-html.js';
import { closedReason, type OnlineStore } from './storefront-lookup.js';

/** A rendered page, as sent: its body in each encoding, its ETag and what it was rendered from. */
export type RenderedPage = {
  status: 200 | 404;
  html: string;
  brotli: Buffer;
  gzip: Buffer;
  etag: string;
  /** The store's version and the catalogue's the page shows, and whether the store was closed. */
  stamp: string;
};

/** The product list shows this many products to a reader without JavaScript (the app pages through the rest). */
const LIST_SIZE = 48;
const MAX_PAGES = 5_000;

const FALLBACK_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Niaga</title></head><body><div id="root"></div></body></html>';
const templates = new Map<string, string>();

/** The built index.html (read once; a bare page when the web app is not built, as in API-only tests). */
function templateOf(webDist: string): string {
  let template = templates.get(webDist);
  if (!template) {
    const file = `${webDist}/index.html`;
    template = existsSync(file) ? readFileSync(file, 'utf8') : FALLBACK_TEMPLATE;
    templates.set(webDist, template);
  }
  return template;
}

const storeQuery = preparedPer((executor) =>
  executor
    .select({
      store: onlineStores,
      catalogVersion: sql<number>`coalesce((${executor
        .select({ version: catalogVersions.version })
        .from(catalogVersions)
        .where(eq(catalogVersions.companyId, sql.placeholder('companyId')))}), 0)`,
    })
    .from(onlineStores)
    .where(
      and(eq(onlineStores.companyId, sql.placeholder('companyId')), eq(onlineStores.slug, sql.placeholder('slug'))),
    )
    .prepare('storefront_page_store'),
);

async function readStoreWithCatalogVersion(db: Db, companyId: string, slug: string) {
  const [row] = await storeQuery(db).execute({ companyId, slug });
  return row ? { store: row.store, catalogVersion: Number(row.catalogVersion) } : null;
}

type StoreRead = ReturnType<typeof readStoreWithCatalogVersion>;
const recentReads = new WeakMap<Db, Map<string, { until: number; read: StoreRead }>>();

/**
 * The store of a slug with the company's catalogue version, in one read, trusted for `freshMs` (the config's
 * STOREFRONT_FRESH_MS): within it a page is answered from memory with no database round trip, which is what lets
 * one instance serve thousands of pages a second (docs/performance.md "Storefront"). A change shows within it.
 */
export function storeWithCatalogVersion(db: Db, companyId: string, slug: string, freshMs: number): StoreRead {
  const key = `${companyId}/${slug.toLowerCase()}`;
  if (freshMs <= 0) return readStoreWithCatalogVersion(db, companyId, slug.toLowerCase());
  let reads = recentReads.get(db);
  if (!reads) {
    reads = new Map();
    recentReads.set(db, reads);
  }
  const now = Date.now();
  const hit = reads.get(key);
  if (hit && hit.until > now) return hit.read;
  const read = readStoreWithCatalogVersion(db, companyId, slug.toLowerCase());
  read.catch(() => reads.delete(key));
  reads.set(key, { until: now + freshMs, read });
  if (reads.size > MAX_PAGES) reads.delete(reads.keys().next().value as string);
  return read;
}

export type PageRequest = {
  company: Company;
  store: OnlineStore | null;
  catalogVersion: number;
  slug: string;
  productId: string | null;
  /** `?page=` of the list. */
  page: number;
  language: Language;
  origin: string;
};

type Entry = { stamp: string; page: Promise<RenderedPage> };
const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * A storefront page, from memory while neither the store (its `version`, bumped on every change of it or its
 * listing) nor the company's catalogue (catalog_versions) nor the store's open state changed; one render is shared
 * by the requests that ask meanwhile. Per API instance; each instance checks the versions on every request.
 */
export function storefrontPage(db: Db, webDist: string, request: PageRequest): Promise<RenderedPage> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const { company, store } = request;
  const key = [company.id, request.slug.toLowerCase(), request.productId ?? '', request.page, request.language].join(
    '/',
  );
  const stamp = store
    ? `${store.version}/${request.catalogVersion}/${closedReason(company, store) ?? 'open'}/${company.name}/${company.currency}`
    : 'missing';
  const hit = cache.get(key);
  if (hit && hit.stamp === stamp) return hit.page;
  const entry: Entry = { stamp, page: render(db, templateOf(webDist), request, stamp) };
  entry.page.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  cache.delete(key);
  cache.set(key, entry);
  while (cache.size > MAX_PAGES) cache.delete(cache.keys().next().value as string);
  return entry.page;
}

async function render(db: Db, template: string, request: PageRequest, stamp: string): Promise<RenderedPage> {
  const { html, status } = await pageHtml(db, template, request);
  return {
    status,
    html,
    brotli: brotliCompressSync(html),
    gzip: gzipSync(html),
    etag: `"sf-${sha256(`${stamp}/${html}`).slice(0, 24)}"`,
    stamp,
  };
}

async function pageHtml(db: Db, template: string, request: PageRequest): Promise<{ html: string; status: 200 | 404 }> {
  const { company, store, language, origin } = request;
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate(language, key, params);
  const canonicalBase = `${origin}/s/${encodeURIComponent(request.slug.toLowerCase())}`;
  if (!store) {
    const title = t('storefront.page.notFoundTitle');
    const head = {
      title,
      description: t('storefront.page.notFound'),
      canonical: canonicalBase,
      image: null,
      type: 'website',
      noindex: true,
    } as const;
    return { status: 404, html: renderPage(template, language, head, markup.message(title, head.description)) };
  }
  const base = `/s/${encodeURIComponent(store.slug)}`;
  const logo = store.logoUrl ? absoluteUrl(origin, store.logoUrl) : null;
  const closed = closedReason(company, store);
  if (closed) {
    // A friendly page with 200, as the app shows it; search engines are told not to list it (noindex).
    const title = t('storefront.page.closedTitle', { name: store.name });
    const text = t(`storefront.page.closed.${closed}`);
    const head = {
      title,
      description: text,
      canonical: canonicalBase,
      image: logo,
      type: 'website',
      noindex: true,
    } as const;
    return { status: 200, html: renderPage(template, language, head, markup.message(title, text)) };
  }
  const currency = company.currency;
  if (!request.productId) {
    const list = await storeProductsPage(db, store, { page: request.page, limit: LIST_SIZE });
    const description = summary(store.description, t('storefront.page.shopAt', { name: store.name }));
    const head: PageHead = {
      title: store.name,
      description,
      canonical: request.page > 1 ? `${canonicalBase}?page=${request.page}` : canonicalBase,
      image: logo ?? firstImage(origin, list.items),
      type: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Store',
        name: store.name,
        url: canonicalBase,
        ...(logo ? { logo } : {}),
      },
    };
    const products = list.items.map((item) => ({
      id: item.id,
      name: item.name,
      price: item.price,
      image: item.coverImage ? absoluteUrl(origin, item.coverImage) : null,
    }));
    const body = markup.list(language, { name: store.name, description: store.description, base }, products, currency);
    return { status: 200, html: renderPage(template, language, head, body) };
  }
  let product: Awaited<ReturnType<typeof storeProductDetail>>;
  try {
    product = await storeProductDetail(db, store, request.productId);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 404) throw error;
    const title = t('storefront.page.productNotFoundTitle');
    const text = t('storefront.productNotFound');
    const head = {
      title,
      description: text,
      canonical: canonicalBase,
      image: null,
      type: 'website',
      noindex: true,
    } as const;
    return { status: 404, html: renderPage(template, language, head, markup.message(title, text)) };
  }
  const picture = product.images[0] ?? product.coverImage;
  const image = picture ? absoluteUrl(origin, picture) : logo;
  const canonical = `${canonicalBase}/p/${encodeURIComponent(product.id)}`;
  const description = summary(product.description, t('storefront.page.shopAt', { name: store.name }));
  const head: PageHead = {
    title: `${product.name} | ${store.name}`,
    description,
    canonical,
    image,
    type: 'product',
    price: { amount: product.price, currency },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      ...(image ? { image: [image] } : {}),
      ...(product.category ? { category: product.category.name } : {}),
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: (product.price / 100).toFixed(2),
        priceCurrency: currency,
        seller: { '@type': 'Organization', name: store.name },
      },
    },
  };
  const body = markup.product(
    language,
    { name: store.name, base },
    { id: product.id, name: product.name, price: product.price, image, description: product.description },
    currency,
  );
  return { status: 200, html: renderPage(template, language, head, body) };
}

const firstImage = (origin: string, items: Array<{ coverImage: string | null }>) => {
  const image = items.find((item) => item.coverImage)?.coverImage;
  return image ? absoluteUrl(origin, image) : null;
};
