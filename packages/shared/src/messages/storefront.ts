/** The public storefront: browsing, closed pages, affiliate clicks (issue 22). Each language of the API's messages spreads its part (en.ts, id.ts, ms.ts). */
export const storefrontEn = {
  'storefront.notFound': 'This store does not exist.',
} as const;

export const storefrontId: Record<keyof typeof storefrontEn, string> = {
  'storefront.notFound': 'Toko ini tidak ada.',
};

export const storefrontMs: Record<keyof typeof storefrontEn, string> = {
  'storefront.notFound': 'Kedai ini tidak wujud.',
};
