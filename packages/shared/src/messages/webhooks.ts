/** Outgoing webhooks (issue 26): the API's answers. Each language spreads its part. */
export const webhooksEn = {
  'webhook.urlInvalid': 'Enter a full web address, such as https://example.com/hooks.',
  'webhook.urlInsecure': 'The address must start with https://.',
  'webhook.urlPrivate': 'This address points to a private network. Webhooks go only to public addresses.',
  'webhook.unknownEvent': 'Choose events from the list.',
  'webhook.eventsRequired': 'Choose at least one event.',
  'webhook.tooMany': 'A company can have up to {{max}} webhook endpoints.',
  'webhook.notFound': 'Webhook endpoint not found.',
  'webhook.deliveryNotFound': 'Delivery not found.',
  'webhook.saved': 'Webhook endpoint saved.',
  'webhook.deleted': 'Webhook endpoint deleted.',
  'webhook.rotated': 'A new signing secret was made. Update your receiver with it.',
  'webhook.resent': 'The delivery will be sent again.',
  'webhook.testSent': 'A test event is on its way.',
};

export const webhooksId: Record<keyof typeof webhooksEn, string> = {
  'webhook.urlInvalid': 'Masukkan alamat web lengkap, misalnya https://example.com/hooks.',
  'webhook.urlInsecure': 'Alamat harus diawali dengan https://.',
  'webhook.urlPrivate': 'Alamat ini mengarah ke jaringan pribadi. Webhook hanya dikirim ke alamat publik.',
  'webhook.unknownEvent': 'Pilih peristiwa dari daftar.',
  'webhook.eventsRequired': 'Pilih setidaknya satu peristiwa.',
  'webhook.tooMany': 'Satu perusahaan dapat memiliki paling banyak {{max}} endpoint webhook.',
  'webhook.notFound': 'Endpoint webhook tidak ditemukan.',
  'webhook.deliveryNotFound': 'Pengiriman tidak ditemukan.',
  'webhook.saved': 'Endpoint webhook disimpan.',
  'webhook.deleted': 'Endpoint webhook dihapus.',
  'webhook.rotated': 'Kunci penandatanganan baru telah dibuat. Perbarui penerima Anda dengan kunci ini.',
  'webhook.resent': 'Pengiriman akan dikirim ulang.',
  'webhook.testSent': 'Peristiwa uji sedang dikirim.',
};

export const webhooksMs: Record<keyof typeof webhooksEn, string> = {
  'webhook.urlInvalid': 'Masukkan alamat web penuh, contohnya https://example.com/hooks.',
  'webhook.urlInsecure': 'Alamat mesti bermula dengan https://.',
  'webhook.urlPrivate': 'Alamat ini menghala ke rangkaian persendirian. Webhook hanya dihantar ke alamat awam.',
  'webhook.unknownEvent': 'Pilih peristiwa daripada senarai.',
  'webhook.eventsRequired': 'Pilih sekurang-kurangnya satu peristiwa.',
  'webhook.tooMany': 'Sebuah syarikat boleh mempunyai sehingga {{max}} titik akhir webhook.',
  'webhook.notFound': 'Titik akhir webhook tidak dijumpai.',
  'webhook.deliveryNotFound': 'Penghantaran tidak dijumpai.',
  'webhook.saved': 'Titik akhir webhook disimpan.',
  'webhook.deleted': 'Titik akhir webhook dipadam.',
  'webhook.rotated': 'Rahsia tandatangan baharu telah dibuat. Kemas kini penerima anda dengannya.',
  'webhook.resent': 'Penghantaran akan dihantar semula.',
  'webhook.testSent': 'Peristiwa ujian sedang dihantar.',
};
