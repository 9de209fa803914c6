import { type Currency, formatMoney, type Language, translate } from '@niaga/shared';

/** What a server-rendered storefront page puts into the built index.html: its head tags and readable markup. */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute URL of the page without its query. */
  canonical: string;
  image: string | null;
  type: 'website' | 'product';
  price?: { amount: number; currency: Currency };
  jsonLd?: Record<string, unknown>;
  /** Closed and missing pages: not for search engines. */
  noindex?: boolean;
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside a script element: `<` escaped so no text of a product can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** An upload path (`/uploads/...`) as an absolute URL, as link previews need. */
export const absoluteUrl = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** Money as Open Graph and schema.org want it: a decimal number of the currency's major unit. */
const decimalAmount = (minorUnits: number) => (minorUnits / 100).toFixed(2);

function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:type', head.type),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) tags.push(meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image));
  if (head.price)
    tags.push(
      meta('property', 'product:price:amount', decimalAmount(head.price.amount)),
      meta('property', 'product:price:currency', head.price.currency),
    );
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * index.html with the page's head tags in place of its title and `body` inside the app's root element, so the page
 * reads with JavaScript off; the React app replaces the root's content when it starts.
 */
export function renderPage(template: string, language: Language, head: PageHead, body: string): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, headTags(head))
    .replace(/<div id="root"><\/div>/, `<div id="root">${body}</div>`);
}

export type ProductMarkup = {
  id: string;
  name: string;
  price: number;
  image: string | null;
  description?: string | null;
};

/** The readable markup of pages (no script needed): kept plain, the app's styles are not loaded yet. */
export const markup = {
  list(
    language: Language,
    store: { name: string; description: string | null; base: string },
    products: ProductMarkup[],
    currency: Currency,
  ) {
    const items = products
      .map(
        (product) =>
          `<li><a href="${store.base}/p/${encodeURIComponent(product.id)}">${
            product.image
              ? `<img src="${escapeHtml(product.image)}" alt="${escapeHtml(product.name)}" width="160" height="160" loading="lazy" />`
              : ''
          }<span>${escapeHtml(product.name)}</span> <strong>${formatMoney(product.price, currency)}</strong></a></li>`,
      )
      .join('');
    return `<main data-ssr="store"><h1>${escapeHtml(store.name)}</h1>${
      store.description ? `<p>${escapeHtml(store.description)}</p>` : ''
    }<h2>${translate(language, 'storefront.page.products')}</h2>${
      items ? `<ul>${items}</ul>` : `<p>${translate(language, 'storefront.page.noProducts')}</p>`
    }</main>`;
  },

  product(language: Language, store: { name: string; base: string }, product: ProductMarkup, currency: Currency) {
    return `<main data-ssr="product"><p><a href="${store.base}">${escapeHtml(
      translate(language, 'storefront.page.backToStore', { name: store.name }),
    )}</a></p><h1>${escapeHtml(product.name)}</h1>${
      product.image ? `<img src="${escapeHtml(product.image)}" alt="${escapeHtml(product.name)}" width="480" />` : ''
    }<p><strong data-ssr="price">${formatMoney(product.price, currency)}</strong></p>${product.description ? `<div>${paragraphs(product.description)}</div>` : ''}</main>`;
  },

  message(title: string, text: string) {
    return `<main data-ssr="message"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main>`;
  },
};

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br />')}</p>`)
    .join('');

/** The start of a long text, for meta descriptions (search engines show about 160 characters). */
export function summary(text: string | null | undefined, fallback: string): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return fallback;
  return flat.length > 160 ? `${flat.slice(0, 157).trimEnd()}…` : flat;
}
