/** Store registration, set-up, summary and HQ's store area (issue 22). Each language of the API's messages spreads its part (en.ts, id.ts, ms.ts). */
export const storesEn = {
  'stores.slugTooShort': 'A store link needs at least 3 characters.',
  'stores.slugFormat': 'Use lower-case letters, digits and single hyphens only (for example "siti-beauty").',
  'stores.slugReserved': 'This store link is reserved. Please choose another.',
  'stores.slugTaken': 'This store link is already taken. Please choose another.',
} as const;

export const storesId: Record<keyof typeof storesEn, string> = {
  'stores.slugTooShort': 'Tautan toko minimal 3 karakter.',
  'stores.slugFormat': 'Gunakan huruf kecil, angka, dan satu tanda hubung saja (misalnya "siti-beauty").',
  'stores.slugReserved': 'Tautan toko ini sudah dicadangkan. Silakan pilih yang lain.',
  'stores.slugTaken': 'Tautan toko ini sudah dipakai. Silakan pilih yang lain.',
};

export const storesMs: Record<keyof typeof storesEn, string> = {
  'stores.slugTooShort': 'Pautan kedai memerlukan sekurang-kurangnya 3 aksara.',
  'stores.slugFormat': 'Gunakan huruf kecil, digit dan satu tanda sempang sahaja (contohnya "siti-beauty").',
  'stores.slugReserved': 'Pautan kedai ini dikhaskan. Sila pilih yang lain.',
  'stores.slugTaken': 'Pautan kedai ini sudah digunakan. Sila pilih yang lain.',
};
