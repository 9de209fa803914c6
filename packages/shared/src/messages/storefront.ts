/** The public storefront: browsing, closed pages, affiliate clicks (issue 22). Each language of the API's messages spreads its part (en.ts, id.ts, ms.ts). */
export const storefrontEn = {
  'storefront.notFound': 'This store does not exist.',
  'storefront.productNotFound': 'This store does not sell this product.',
  'storefront.page.products': 'Products',
  'storefront.page.noProducts': 'This store has no products yet.',
  'storefront.page.shopAt': 'Shop at {{name}}',
  'storefront.page.backToStore': 'All products of {{name}}',
  'storefront.page.closedTitle': '{{name}} is closed',
  'storefront.page.closed.pending': 'This store is not open yet. Please come back soon.',
  'storefront.page.closed.suspended': 'This store is not taking orders at the moment.',
  'storefront.page.closed.kindOff': 'This store is not available at the moment.',
  'storefront.page.notFoundTitle': 'Store not found',
  'storefront.page.notFound': 'Check the link you were given: there is no store at this address.',
  'storefront.page.productNotFoundTitle': 'Product not found',
} as const;

export const storefrontId: Record<keyof typeof storefrontEn, string> = {
  'storefront.notFound': 'Toko ini tidak ada.',
  'storefront.productNotFound': 'Toko ini tidak menjual produk ini.',
  'storefront.page.products': 'Produk',
  'storefront.page.noProducts': 'Toko ini belum memiliki produk.',
  'storefront.page.shopAt': 'Belanja di {{name}}',
  'storefront.page.backToStore': 'Semua produk {{name}}',
  'storefront.page.closedTitle': '{{name}} sedang tutup',
  'storefront.page.closed.pending': 'Toko ini belum buka. Silakan kembali lagi nanti.',
  'storefront.page.closed.suspended': 'Toko ini sedang tidak menerima pesanan.',
  'storefront.page.closed.kindOff': 'Toko ini sedang tidak tersedia.',
  'storefront.page.notFoundTitle': 'Toko tidak ditemukan',
  'storefront.page.notFound': 'Periksa tautan yang Anda terima: tidak ada toko di alamat ini.',
  'storefront.page.productNotFoundTitle': 'Produk tidak ditemukan',
};

export const storefrontMs: Record<keyof typeof storefrontEn, string> = {
  'storefront.notFound': 'Kedai ini tidak wujud.',
  'storefront.productNotFound': 'Kedai ini tidak menjual produk ini.',
  'storefront.page.products': 'Produk',
  'storefront.page.noProducts': 'Kedai ini belum mempunyai produk.',
  'storefront.page.shopAt': 'Beli-belah di {{name}}',
  'storefront.page.backToStore': 'Semua produk {{name}}',
  'storefront.page.closedTitle': '{{name}} ditutup',
  'storefront.page.closed.pending': 'Kedai ini belum dibuka. Sila kembali nanti.',
  'storefront.page.closed.suspended': 'Kedai ini tidak menerima pesanan buat masa ini.',
  'storefront.page.closed.kindOff': 'Kedai ini tidak tersedia buat masa ini.',
  'storefront.page.notFoundTitle': 'Kedai tidak dijumpai',
  'storefront.page.notFound': 'Semak pautan yang anda terima: tiada kedai di alamat ini.',
  'storefront.page.productNotFoundTitle': 'Produk tidak dijumpai',
};
