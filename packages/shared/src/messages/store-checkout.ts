/** Store checkout, payment and order tracking (issue 22). Each language of the API's messages spreads its part (en.ts, id.ts, ms.ts). */
export const storeCheckoutEn = {
  'storeCheckout.closed': 'This store is not taking orders right now.',
  'storeCheckout.lineUnavailable': 'An item in your cart is no longer sold in this store. Remove it and try again.',
  'storeCheckout.ekoopPickupOnly': 'E-koop orders are picked up at the school.',
  'storeCheckout.ekoopFieldsRequired': "Enter the student's name, the parent's name and the class.",
  'storeCheckout.pickupUnavailable': 'This store does not offer pickup.',
  'storeCheckout.shippingUnavailable': 'This store does not ship orders; choose pickup.',
  'storeCheckout.courierUnknown': 'That courier does not deliver to this address.',
  'storeCheckout.emailNotCustomer': 'This e-mail belongs to a staff account. Use another e-mail to buy.',
  'storeCheckout.buyerSuspended': 'This account cannot place orders.',
  'storeCheckout.orderNotFound': 'No order matches this order number and e-mail.',
} as const;

export const storeCheckoutId: Record<keyof typeof storeCheckoutEn, string> = {
  'storeCheckout.closed': 'Toko ini sedang tidak menerima pesanan.',
  'storeCheckout.lineUnavailable': 'Ada barang di keranjang yang tidak lagi dijual di toko ini. Hapus lalu coba lagi.',
  'storeCheckout.ekoopPickupOnly': 'Pesanan e-koop diambil di sekolah.',
  'storeCheckout.ekoopFieldsRequired': 'Isi nama siswa, nama orang tua, dan kelas.',
  'storeCheckout.pickupUnavailable': 'Toko ini tidak menyediakan ambil sendiri.',
  'storeCheckout.shippingUnavailable': 'Toko ini tidak mengirim pesanan; pilih ambil sendiri.',
  'storeCheckout.courierUnknown': 'Kurir itu tidak mengirim ke alamat ini.',
  'storeCheckout.emailNotCustomer': 'E-mail ini milik akun staf. Gunakan e-mail lain untuk membeli.',
  'storeCheckout.buyerSuspended': 'Akun ini tidak dapat membuat pesanan.',
  'storeCheckout.orderNotFound': 'Tidak ada pesanan dengan nomor pesanan dan e-mail ini.',
};

export const storeCheckoutMs: Record<keyof typeof storeCheckoutEn, string> = {
  'storeCheckout.closed': 'Kedai ini tidak menerima pesanan buat masa ini.',
  'storeCheckout.lineUnavailable': 'Satu item dalam troli anda tidak lagi dijual di kedai ini. Buang dan cuba lagi.',
  'storeCheckout.ekoopPickupOnly': 'Pesanan e-koop diambil di sekolah.',
  'storeCheckout.ekoopFieldsRequired': 'Masukkan nama pelajar, nama ibu bapa dan kelas.',
  'storeCheckout.pickupUnavailable': 'Kedai ini tidak menawarkan ambil sendiri.',
  'storeCheckout.shippingUnavailable': 'Kedai ini tidak menghantar pesanan; pilih ambil sendiri.',
  'storeCheckout.courierUnknown': 'Kurier itu tidak menghantar ke alamat ini.',
  'storeCheckout.emailNotCustomer': 'E-mel ini milik akaun kakitangan. Gunakan e-mel lain untuk membeli.',
  'storeCheckout.buyerSuspended': 'Akaun ini tidak boleh membuat pesanan.',
  'storeCheckout.orderNotFound': 'Tiada pesanan sepadan dengan nombor pesanan dan e-mel ini.',
};
