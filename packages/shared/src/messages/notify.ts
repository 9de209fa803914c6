/** The e-mails and notices sent to people (`notify.*`): subjects, bodies and their words. Each language spreads its part. */
export const notifyEn = {
  'notify.hq': 'HQ',
  'notify.order_placed.subject': '{{company}}: order {{order}} placed',
  'notify.order_placed.body': 'Hello {{name}},\n\nOrder {{order}} by {{agent}} was placed ({{total}}).\n\n{{company}}',
  'notify.receipt_uploaded.subject': '{{company}}: receipt uploaded for order {{order}}',
  'notify.receipt_uploaded.body':
    'Hello {{name}},\n\n{{agent}} uploaded a payment receipt for order {{order}} ({{total}}). It is waiting for approval.\n\n{{company}}',
  'notify.order_approved.subject': '{{company}}: order {{order}} approved',
  'notify.order_approved.body':
    'Hello {{name}},\n\nOrder {{order}} ({{total}}) is approved and will be prepared for shipping.\n\n{{company}}',
  'notify.order_shipped.subject': '{{company}}: order {{order}} shipped',
  'notify.order_shipped.body':
    'Hello {{name}},\n\nOrder {{order}} has been shipped. Tracking number: {{tracking}}.\n\n{{company}}',
  'notify.order_cancelled.subject': '{{company}}: order {{order}} cancelled',
  'notify.order_cancelled.body':
    'Hello {{name}},\n\nOrder {{order}} ({{total}}) was cancelled ({{reason}}).\n\n{{company}}',
  'notify.order_refunded.subject': '{{company}}: order {{order}} refunded',
  'notify.order_refunded.body': 'Hello {{name}},\n\nOrder {{order}} was refunded ({{total}}).\n\n{{company}}',
  'notify.agent_registered.subject': '{{company}}: new registration, {{agent}}',
  'notify.agent_registered.body': 'Hello {{name}},\n\n{{agent}} ({{email}}) has registered.\n\n{{company}}',
  'notify.payout_requested.subject': '{{company}}: payout requested by {{agent}}',
  'notify.payout_requested.body': 'Hello {{name}},\n\n{{agent}} requested a payout of {{amount}}.\n\n{{company}}',
  'notify.payout_approved.subject': '{{company}}: payout approved',
  'notify.payout_approved.body': 'Hello {{name}},\n\nThe payout of {{amount}} to {{agent}} is approved.\n\n{{company}}',
  'notify.payout_paid.subject': '{{company}}: payout paid',
  'notify.payout_paid.body': 'Hello {{name}},\n\nThe payout of {{amount}} to {{agent}} has been paid.\n\n{{company}}',
  'notify.invoice_due.subject': '{{company}}: subscription invoice {{invoice}} is due on {{dueOn}}',
  'notify.invoice_due.body':
    'Hello {{name}},\n\nSubscription invoice {{invoice}} ({{amount}}) is due on {{dueOn}}.\n\n{{company}}',
  'notify.invoice_overdue.subject': '{{company}}: subscription invoice {{invoice}} is overdue',
  'notify.invoice_overdue.body':
    'Hello {{name}},\n\nSubscription invoice {{invoice}} ({{amount}}) was due on {{dueOn}} and is still open. Your account locks on {{lockOn}} unless it is paid.\n\n{{company}}',
  'notify.low_stock.subject': '{{company}}: low stock',
  'notify.low_stock.body':
    'Hello {{name}},\n\nThese products are at or below {{threshold}} units at HQ:\n{{items}}\n\n{{company}}',
  'notify.reason.cancelled': 'cancelled',
  'notify.reason.bookingOver': 'booking time over',
};

export const notifyId: Record<keyof typeof notifyEn, string> = {
  'notify.hq': 'HQ',
  'notify.order_placed.subject': '{{company}}: pesanan {{order}} dibuat',
  'notify.order_placed.body':
    'Halo {{name}},\n\nPesanan {{order}} oleh {{agent}} telah dibuat ({{total}}).\n\n{{company}}',
  'notify.receipt_uploaded.subject': '{{company}}: bukti bayar diunggah untuk pesanan {{order}}',
  'notify.receipt_uploaded.body':
    'Halo {{name}},\n\n{{agent}} mengunggah bukti pembayaran untuk pesanan {{order}} ({{total}}). Menunggu persetujuan.\n\n{{company}}',
  'notify.order_approved.subject': '{{company}}: pesanan {{order}} disetujui',
  'notify.order_approved.body':
    'Halo {{name}},\n\nPesanan {{order}} ({{total}}) disetujui dan akan disiapkan untuk dikirim.\n\n{{company}}',
  'notify.order_shipped.subject': '{{company}}: pesanan {{order}} dikirim',
  'notify.order_shipped.body':
    'Halo {{name}},\n\nPesanan {{order}} telah dikirim. Nomor resi: {{tracking}}.\n\n{{company}}',
  'notify.order_cancelled.subject': '{{company}}: pesanan {{order}} dibatalkan',
  'notify.order_cancelled.body':
    'Halo {{name}},\n\nPesanan {{order}} ({{total}}) dibatalkan ({{reason}}).\n\n{{company}}',
  'notify.order_refunded.subject': '{{company}}: pesanan {{order}} dikembalikan dananya',
  'notify.order_refunded.body':
    'Halo {{name}},\n\nDana pesanan {{order}} telah dikembalikan ({{total}}).\n\n{{company}}',
  'notify.agent_registered.subject': '{{company}}: pendaftaran baru, {{agent}}',
  'notify.agent_registered.body': 'Halo {{name}},\n\n{{agent}} ({{email}}) telah mendaftar.\n\n{{company}}',
  'notify.payout_requested.subject': '{{company}}: penarikan diminta oleh {{agent}}',
  'notify.payout_requested.body': 'Halo {{name}},\n\n{{agent}} meminta penarikan sebesar {{amount}}.\n\n{{company}}',
  'notify.payout_approved.subject': '{{company}}: penarikan disetujui',
  'notify.payout_approved.body':
    'Halo {{name}},\n\nPenarikan sebesar {{amount}} untuk {{agent}} disetujui.\n\n{{company}}',
  'notify.payout_paid.subject': '{{company}}: penarikan dibayar',
  'notify.payout_paid.body':
    'Halo {{name}},\n\nPenarikan sebesar {{amount}} untuk {{agent}} telah dibayar.\n\n{{company}}',
  'notify.invoice_due.subject': '{{company}}: tagihan langganan {{invoice}} jatuh tempo pada {{dueOn}}',
  'notify.invoice_due.body':
    'Halo {{name}},\n\nTagihan langganan {{invoice}} ({{amount}}) jatuh tempo pada {{dueOn}}.\n\n{{company}}',
  'notify.invoice_overdue.subject': '{{company}}: tagihan langganan {{invoice}} terlambat',
  'notify.invoice_overdue.body':
    'Halo {{name}},\n\nTagihan langganan {{invoice}} ({{amount}}) jatuh tempo pada {{dueOn}} dan belum dibayar. Akun Anda akan dikunci pada {{lockOn}} jika belum dibayar.\n\n{{company}}',
  'notify.low_stock.subject': '{{company}}: stok menipis',
  'notify.low_stock.body':
    'Halo {{name}},\n\nProduk berikut tersisa {{threshold}} unit atau kurang di HQ:\n{{items}}\n\n{{company}}',
  'notify.reason.cancelled': 'dibatalkan',
  'notify.reason.bookingOver': 'waktu pemesanan habis',
};

export const notifyMs: Record<keyof typeof notifyEn, string> = {
  'notify.hq': 'HQ',
  'notify.order_placed.subject': '{{company}}: pesanan {{order}} dibuat',
  'notify.order_placed.body':
    'Helo {{name}},\n\nPesanan {{order}} oleh {{agent}} telah dibuat ({{total}}).\n\n{{company}}',
  'notify.receipt_uploaded.subject': '{{company}}: resit dimuat naik untuk pesanan {{order}}',
  'notify.receipt_uploaded.body':
    'Helo {{name}},\n\n{{agent}} memuat naik resit pembayaran untuk pesanan {{order}} ({{total}}). Ia menunggu kelulusan.\n\n{{company}}',
  'notify.order_approved.subject': '{{company}}: pesanan {{order}} diluluskan',
  'notify.order_approved.body':
    'Helo {{name}},\n\nPesanan {{order}} ({{total}}) diluluskan dan akan disediakan untuk penghantaran.\n\n{{company}}',
  'notify.order_shipped.subject': '{{company}}: pesanan {{order}} dihantar',
  'notify.order_shipped.body':
    'Helo {{name}},\n\nPesanan {{order}} telah dihantar. Nombor penjejakan: {{tracking}}.\n\n{{company}}',
  'notify.order_cancelled.subject': '{{company}}: pesanan {{order}} dibatalkan',
  'notify.order_cancelled.body':
    'Helo {{name}},\n\nPesanan {{order}} ({{total}}) telah dibatalkan ({{reason}}).\n\n{{company}}',
  'notify.order_refunded.subject': '{{company}}: bayaran balik pesanan {{order}}',
  'notify.order_refunded.body':
    'Helo {{name}},\n\nBayaran balik untuk pesanan {{order}} telah dibuat ({{total}}).\n\n{{company}}',
  'notify.agent_registered.subject': '{{company}}: pendaftaran baharu, {{agent}}',
  'notify.agent_registered.body': 'Helo {{name}},\n\n{{agent}} ({{email}}) telah mendaftar.\n\n{{company}}',
  'notify.payout_requested.subject': '{{company}}: pengeluaran diminta oleh {{agent}}',
  'notify.payout_requested.body': 'Helo {{name}},\n\n{{agent}} meminta pengeluaran sebanyak {{amount}}.\n\n{{company}}',
  'notify.payout_approved.subject': '{{company}}: pengeluaran diluluskan',
  'notify.payout_approved.body':
    'Helo {{name}},\n\nPengeluaran sebanyak {{amount}} kepada {{agent}} telah diluluskan.\n\n{{company}}',
  'notify.payout_paid.subject': '{{company}}: pengeluaran dibayar',
  'notify.payout_paid.body':
    'Helo {{name}},\n\nPengeluaran sebanyak {{amount}} kepada {{agent}} telah dibayar.\n\n{{company}}',
  'notify.invoice_due.subject': '{{company}}: invois langganan {{invoice}} perlu dibayar pada {{dueOn}}',
  'notify.invoice_due.body':
    'Helo {{name}},\n\nInvois langganan {{invoice}} ({{amount}}) perlu dibayar pada {{dueOn}}.\n\n{{company}}',
  'notify.invoice_overdue.subject': '{{company}}: invois langganan {{invoice}} tertunggak',
  'notify.invoice_overdue.body':
    'Helo {{name}},\n\nInvois langganan {{invoice}} ({{amount}}) perlu dibayar pada {{dueOn}} dan masih belum dijelaskan. Akaun anda akan dikunci pada {{lockOn}} jika tidak dibayar.\n\n{{company}}',
  'notify.low_stock.subject': '{{company}}: stok rendah',
  'notify.low_stock.body':
    'Helo {{name}},\n\nProduk berikut berbaki {{threshold}} unit atau kurang di HQ:\n{{items}}\n\n{{company}}',
  'notify.reason.cancelled': 'dibatalkan',
  'notify.reason.bookingOver': 'masa tempahan tamat',
};
