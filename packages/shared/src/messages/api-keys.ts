/** API keys for machine clients (issue 26). Each language spreads its part. */
export const apiKeysEn = {
  'apiKeys.created': 'API key created. Copy the secret now: it is not shown again.',
  'apiKeys.rotated': 'New secret made. The old one no longer works. Copy the new secret now: it is not shown again.',
  'apiKeys.revoked': 'API key revoked.',
  'apiKeys.notFound': 'API key not found.',
  'apiKeys.alreadyRevoked': 'This API key is already revoked.',
  'apiKeys.scopesRequired': 'Choose at least one area the key may read or write.',
  'apiKeys.expiryPast': 'The expiry must be in the future.',
  'apiKeys.keyRevoked': 'This API key has been revoked. Ask HQ for a new key.',
  'apiKeys.keyExpired': 'This API key has expired. Ask HQ for a new key.',
  'apiKeys.keyInvalid': 'This API key is not valid for this company.',
  'apiKeys.scopeMissing': 'This API key lacks the scope {{scope}}.',
  'apiKeys.routeNotAllowed': 'This route is not available to API keys. Sign in as a person to use it.',
  'apiKeys.rateLimited': 'Too many requests with this API key. Try again in {{seconds}} seconds.',
};

export const apiKeysId: Record<keyof typeof apiKeysEn, string> = {
  'apiKeys.created': 'Kunci API dibuat. Salin rahasianya sekarang: tidak akan ditampilkan lagi.',
  'apiKeys.rotated':
    'Rahasia baru dibuat. Rahasia lama tidak berlaku lagi. Salin rahasia baru sekarang: tidak akan ditampilkan lagi.',
  'apiKeys.revoked': 'Kunci API dicabut.',
  'apiKeys.notFound': 'Kunci API tidak ditemukan.',
  'apiKeys.alreadyRevoked': 'Kunci API ini sudah dicabut.',
  'apiKeys.scopesRequired': 'Pilih setidaknya satu area yang boleh dibaca atau ditulis oleh kunci ini.',
  'apiKeys.expiryPast': 'Masa berlaku harus di masa depan.',
  'apiKeys.keyRevoked': 'Kunci API ini telah dicabut. Minta kunci baru kepada HQ.',
  'apiKeys.keyExpired': 'Kunci API ini telah kedaluwarsa. Minta kunci baru kepada HQ.',
  'apiKeys.keyInvalid': 'Kunci API ini tidak berlaku untuk perusahaan ini.',
  'apiKeys.scopeMissing': 'Kunci API ini tidak memiliki cakupan {{scope}}.',
  'apiKeys.routeNotAllowed': 'Rute ini tidak tersedia untuk kunci API. Masuk sebagai pengguna untuk memakainya.',
  'apiKeys.rateLimited': 'Terlalu banyak permintaan dengan kunci API ini. Coba lagi dalam {{seconds}} detik.',
};

export const apiKeysMs: Record<keyof typeof apiKeysEn, string> = {
  'apiKeys.created': 'Kunci API dicipta. Salin rahsia sekarang: ia tidak akan dipaparkan lagi.',
  'apiKeys.rotated':
    'Rahsia baharu dibuat. Rahsia lama tidak lagi berfungsi. Salin rahsia baharu sekarang: ia tidak akan dipaparkan lagi.',
  'apiKeys.revoked': 'Kunci API dibatalkan.',
  'apiKeys.notFound': 'Kunci API tidak dijumpai.',
  'apiKeys.alreadyRevoked': 'Kunci API ini sudah dibatalkan.',
  'apiKeys.scopesRequired': 'Pilih sekurang-kurangnya satu bahagian yang boleh dibaca atau ditulis oleh kunci ini.',
  'apiKeys.expiryPast': 'Tarikh luput mestilah pada masa hadapan.',
  'apiKeys.keyRevoked': 'Kunci API ini telah dibatalkan. Minta kunci baharu daripada HQ.',
  'apiKeys.keyExpired': 'Kunci API ini telah luput. Minta kunci baharu daripada HQ.',
  'apiKeys.keyInvalid': 'Kunci API ini tidak sah untuk syarikat ini.',
  'apiKeys.scopeMissing': 'Kunci API ini tiada skop {{scope}}.',
  'apiKeys.routeNotAllowed':
    'Laluan ini tidak tersedia untuk kunci API. Log masuk sebagai pengguna untuk menggunakannya.',
  'apiKeys.rateLimited': 'Terlalu banyak permintaan dengan kunci API ini. Cuba lagi dalam {{seconds}} saat.',
};
