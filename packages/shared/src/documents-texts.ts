import type { Language } from './constants.js';

/**
 * The words printed on invoices, packing lists and shipping labels: one source for the PDF (API) and the
 * printable pages (web registers them with the documents feature), so both say the same.
 */
const en = {
  'doc.invoice': 'Invoice',
  'doc.packingList': 'Packing list',
  'doc.shippingLabel': 'Shipping label',
  'doc.invoiceNo': 'Invoice no.',
  'doc.invoiceNoPending': 'Not issued yet',
  'doc.referenceNo': 'Order ref.',
  'doc.date': 'Order date',
  'doc.paidAt': 'Paid on',
  'doc.payment': 'Payment',
  'doc.billTo': 'Bill to',
  'doc.shipTo': 'Ship to',
  'doc.from': 'From',
  'doc.to': 'To',
  'doc.soldBy': 'Sold by',
  'doc.pickupAt': 'Self-pickup at',
  'doc.pickupTime': 'Pickup time',
  'doc.selfPickup': 'SELF-PICKUP',
  'doc.item': 'Item',
  'doc.sku': 'SKU',
  'doc.qty': 'Qty',
  'doc.unitPrice': 'Unit price',
  'doc.amount': 'Amount',
  'doc.packed': 'Packed',
  'doc.contains': 'Contains',
  'doc.subtotal': 'Subtotal',
  'doc.discount': 'Discount',
  'doc.voucher': 'Voucher {{code}}',
  'doc.shipping': 'Shipping',
  'doc.adminFee': 'Admin fee',
  'doc.tax': 'Tax ({{rate}} %)',
  'doc.taxIncluded': 'Tax included ({{rate}} %)',
  'doc.sstNumber': 'SST no.',
  'doc.grandTotal': 'Grand total',
  'doc.courier': 'Courier',
  'doc.tracking': 'Tracking no.',
  'doc.weight': 'Weight',
  'doc.units': 'Units',
  'doc.notes': 'Notes',
  'doc.taxNumber': 'Tax no.',
  'doc.registrationNo': 'Co. reg. no.',
  'doc.phone': 'Tel.',
  'doc.packedBy': 'Packed by',
  'doc.checkedBy': 'Checked by',
  'doc.computerGenerated': 'This is a computer-generated document. No signature is required.',
  'doc.eInvoice': 'LHDN e-invoice {{uuid}}, validated. Check it at {{link}}',
  'doc.page': 'Page {{page}} of {{pages}}',
  'doc.method.manual': 'Bank transfer',
  'doc.method.wallet': 'Wallet',
  'doc.method.cash': 'Cash',
  'doc.method.online': 'Online payment',
  'doc.paymentStatus.unpaid': 'Unpaid',
  'doc.paymentStatus.pending': 'Pending',
  'doc.paymentStatus.paid': 'Paid',
  'doc.paymentStatus.failed': 'Failed',
  'doc.paymentStatus.refunded': 'Refunded',
} as const;

export type DocumentTextKey = keyof typeof en;

const id: Record<DocumentTextKey, string> = {
  'doc.invoice': 'Faktur',
  'doc.packingList': 'Daftar kemasan',
  'doc.shippingLabel': 'Label pengiriman',
  'doc.invoiceNo': 'No. faktur',
  'doc.invoiceNoPending': 'Belum diterbitkan',
  'doc.referenceNo': 'Ref. pesanan',
  'doc.date': 'Tanggal pesanan',
  'doc.paidAt': 'Dibayar pada',
  'doc.payment': 'Pembayaran',
  'doc.billTo': 'Tagihan kepada',
  'doc.shipTo': 'Kirim ke',
  'doc.from': 'Dari',
  'doc.to': 'Kepada',
  'doc.soldBy': 'Dijual oleh',
  'doc.pickupAt': 'Ambil sendiri di',
  'doc.pickupTime': 'Waktu pengambilan',
  'doc.selfPickup': 'AMBIL SENDIRI',
  'doc.item': 'Barang',
  'doc.sku': 'SKU',
  'doc.qty': 'Jml',
  'doc.unitPrice': 'Harga satuan',
  'doc.amount': 'Jumlah',
  'doc.packed': 'Dikemas',
  'doc.contains': 'Berisi',
  'doc.subtotal': 'Subtotal',
  'doc.discount': 'Diskon',
  'doc.voucher': 'Voucher {{code}}',
  'doc.shipping': 'Ongkos kirim',
  'doc.adminFee': 'Biaya admin',
  'doc.tax': 'Pajak ({{rate}} %)',
  'doc.taxIncluded': 'Termasuk pajak ({{rate}} %)',
  'doc.sstNumber': 'No. SST',
  'doc.grandTotal': 'Total akhir',
  'doc.courier': 'Kurir',
  'doc.tracking': 'No. resi',
  'doc.weight': 'Berat',
  'doc.units': 'Unit',
  'doc.notes': 'Catatan',
  'doc.taxNumber': 'NPWP',
  'doc.registrationNo': 'No. registrasi',
  'doc.phone': 'Telp.',
  'doc.packedBy': 'Dikemas oleh',
  'doc.checkedBy': 'Diperiksa oleh',
  'doc.computerGenerated': 'Dokumen ini dibuat oleh komputer. Tidak memerlukan tanda tangan.',
  'doc.eInvoice': 'E-faktur LHDN {{uuid}}, tervalidasi. Periksa di {{link}}',
  'doc.page': 'Halaman {{page}} dari {{pages}}',
  'doc.method.manual': 'Transfer bank',
  'doc.method.wallet': 'Dompet',
  'doc.method.cash': 'Tunai',
  'doc.method.online': 'Pembayaran online',
  'doc.paymentStatus.unpaid': 'Belum dibayar',
  'doc.paymentStatus.pending': 'Menunggu',
  'doc.paymentStatus.paid': 'Lunas',
  'doc.paymentStatus.failed': 'Gagal',
  'doc.paymentStatus.refunded': 'Dikembalikan',
};

const ms: Record<DocumentTextKey, string> = {
  'doc.invoice': 'Invois',
  'doc.packingList': 'Senarai pembungkusan',
  'doc.shippingLabel': 'Label penghantaran',
  'doc.invoiceNo': 'No. invois',
  'doc.invoiceNoPending': 'Belum dikeluarkan',
  'doc.referenceNo': 'Ruj. pesanan',
  'doc.date': 'Tarikh pesanan',
  'doc.paidAt': 'Dibayar pada',
  'doc.payment': 'Pembayaran',
  'doc.billTo': 'Bil kepada',
  'doc.shipTo': 'Hantar ke',
  'doc.from': 'Daripada',
  'doc.to': 'Kepada',
  'doc.soldBy': 'Dijual oleh',
  'doc.pickupAt': 'Ambil sendiri di',
  'doc.pickupTime': 'Masa pengambilan',
  'doc.selfPickup': 'AMBIL SENDIRI',
  'doc.item': 'Barang',
  'doc.sku': 'SKU',
  'doc.qty': 'Kuantiti',
  'doc.unitPrice': 'Harga seunit',
  'doc.amount': 'Amaun',
  'doc.packed': 'Dibungkus',
  'doc.contains': 'Mengandungi',
  'doc.subtotal': 'Jumlah kecil',
  'doc.discount': 'Diskaun',
  'doc.voucher': 'Baucar {{code}}',
  'doc.shipping': 'Penghantaran',
  'doc.adminFee': 'Caj pentadbiran',
  'doc.tax': 'Cukai ({{rate}} %)',
  'doc.taxIncluded': 'Termasuk cukai ({{rate}} %)',
  'doc.sstNumber': 'No. SST',
  'doc.grandTotal': 'Jumlah besar',
  'doc.courier': 'Kurier',
  'doc.tracking': 'No. penjejakan',
  'doc.weight': 'Berat',
  'doc.units': 'Unit',
  'doc.notes': 'Catatan',
  'doc.taxNumber': 'No. cukai',
  'doc.registrationNo': 'No. pendaftaran syarikat',
  'doc.phone': 'Tel.',
  'doc.packedBy': 'Dibungkus oleh',
  'doc.checkedBy': 'Disemak oleh',
  'doc.computerGenerated': 'Dokumen ini dijana oleh komputer. Tandatangan tidak diperlukan.',
  'doc.eInvoice': 'E-invois LHDN {{uuid}}, disahkan. Semak di {{link}}',
  'doc.page': 'Halaman {{page}} daripada {{pages}}',
  'doc.method.manual': 'Pindahan bank',
  'doc.method.wallet': 'Dompet',
  'doc.method.cash': 'Tunai',
  'doc.method.online': 'Pembayaran dalam talian',
  'doc.paymentStatus.unpaid': 'Belum dibayar',
  'doc.paymentStatus.pending': 'Dalam proses',
  'doc.paymentStatus.paid': 'Dibayar',
  'doc.paymentStatus.failed': 'Gagal',
  'doc.paymentStatus.refunded': 'Dikembalikan',
};

export const DOCUMENT_TEXTS: Record<Language, Record<DocumentTextKey, string>> = { en, id, ms };

/** A document word in the language, with `{{name}}` parameters filled in. */
export function documentText(
  language: Language,
  key: DocumentTextKey,
  params: Record<string, string | number> = {},
): string {
  const template = DOCUMENT_TEXTS[language][key] ?? en[key];
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => String(params[name] ?? match));
}

/** What the invoice totals need of an order. */
type InvoiceFigures = {
  subtotal: number;
  discount: number;
  voucherDiscount: number;
  voucherCode: string | null;
  delivery: string;
  shipping: number;
  adminFee: number;
  tax: number;
  taxBasisPoints: number;
  taxIncluded: boolean;
};

/**
 * The invoice's total lines above the grand total, for the PDF and the printable page alike. Tax added on top is a
 * line of the sum; tax the prices included is shown as such, a part of the goods, not added again.
 */
export function invoiceTotals(
  order: InvoiceFigures,
  t: (key: DocumentTextKey, params?: Record<string, string | number>) => string,
): Array<[string, number]> {
  const lines: Array<[string, number]> = [[t('doc.subtotal'), order.subtotal]];
  if (order.discount) lines.push([t('doc.discount'), -order.discount]);
  if (order.voucherDiscount)
    lines.push([t('doc.voucher', { code: order.voucherCode ?? '' }).trim(), -order.voucherDiscount]);
  if (order.delivery === 'shipping' || order.shipping) lines.push([t('doc.shipping'), order.shipping]);
  if (order.adminFee) lines.push([t('doc.adminFee'), order.adminFee]);
  const rate = order.taxBasisPoints / 100;
  if (order.tax) lines.push([t(order.taxIncluded ? 'doc.taxIncluded' : 'doc.tax', { rate }), order.tax]);
  return lines;
}
