/** The company's subscription invoices and their payments (issue 23). Each language spreads its part. */
export const subscriptionEn = {
  'subscription.invoiceNotFound': 'Invoice not found.',
  'subscription.invoiceVoid': 'This invoice is void and cannot be paid.',
  'subscription.invoicePaid': 'This invoice is already paid.',
  'subscription.paymentInFlight': 'A payment for the rest of this invoice is already in progress. Please wait for it.',
  'subscription.overBalance': 'The amount is more than the balance of the invoice.',
  'subscription.paidNotVoidable': 'A paid invoice cannot be voided.',
  'subscription.payMinimum': 'Enter an amount above zero.',
  'subscription.notices.due_soon': 'Subscription invoice {{number}} ({{amount}}) is due on {{dueOn}}.',
  'subscription.notices.past_due':
    'Subscription invoice {{number}} ({{amount}}) is past due. Your account locks on {{lockOn}} unless it is paid.',
  'subscription.notices.locked':
    'Your account is locked: subscription invoice {{number}} ({{amount}}) is overdue. Pay it to unlock the account at once.',
  'notify.subscription_locked.subject': '{{company}}: account locked, subscription invoice {{invoice}} is overdue',
  'notify.subscription_locked.body':
    'Hello {{name}},\n\nSubscription invoice {{invoice}} ({{amount}}) was due on {{dueOn}} and is still open, so the account is locked: agents and staff cannot sign in. Sign in as HQ and pay it to unlock the account at once.\n\n{{company}}',
  'subscription.receiptNotFound': 'Receipt not found.',
};

export const subscriptionId: Record<keyof typeof subscriptionEn, string> = {
  'subscription.invoiceNotFound': 'Tagihan tidak ditemukan.',
  'subscription.invoiceVoid': 'Tagihan ini dibatalkan dan tidak dapat dibayar.',
  'subscription.invoicePaid': 'Tagihan ini sudah dibayar.',
  'subscription.paymentInFlight': 'Pembayaran untuk sisa tagihan ini sedang diproses. Harap tunggu.',
  'subscription.overBalance': 'Jumlahnya melebihi sisa tagihan.',
  'subscription.paidNotVoidable': 'Tagihan yang sudah dibayar tidak dapat dibatalkan.',
  'subscription.payMinimum': 'Masukkan jumlah lebih dari nol.',
  'subscription.notices.due_soon': 'Tagihan langganan {{number}} ({{amount}}) jatuh tempo pada {{dueOn}}.',
  'subscription.notices.past_due':
    'Tagihan langganan {{number}} ({{amount}}) sudah lewat jatuh tempo. Akun Anda akan dikunci pada {{lockOn}} jika belum dibayar.',
  'subscription.notices.locked':
    'Akun Anda dikunci: tagihan langganan {{number}} ({{amount}}) terlambat. Bayar untuk segera membuka akun.',
  'notify.subscription_locked.subject': '{{company}}: akun dikunci, tagihan langganan {{invoice}} terlambat',
  'notify.subscription_locked.body':
    'Halo {{name}},\n\nTagihan langganan {{invoice}} ({{amount}}) jatuh tempo pada {{dueOn}} dan belum dibayar, sehingga akun dikunci: agen dan staf tidak dapat masuk. Masuk sebagai HQ dan bayar untuk segera membuka akun.\n\n{{company}}',
  'subscription.receiptNotFound': 'Kuitansi tidak ditemukan.',
};

export const subscriptionMs: Record<keyof typeof subscriptionEn, string> = {
  'subscription.invoiceNotFound': 'Invois tidak dijumpai.',
  'subscription.invoiceVoid': 'Invois ini telah dibatalkan dan tidak boleh dibayar.',
  'subscription.invoicePaid': 'Invois ini telah dibayar.',
  'subscription.paymentInFlight': 'Bayaran bagi baki invois ini sedang diproses. Sila tunggu.',
  'subscription.overBalance': 'Jumlah melebihi baki invois.',
  'subscription.paidNotVoidable': 'Invois yang telah dibayar tidak boleh dibatalkan.',
  'subscription.payMinimum': 'Masukkan amaun lebih daripada sifar.',
  'subscription.notices.due_soon': 'Invois langganan {{number}} ({{amount}}) perlu dibayar pada {{dueOn}}.',
  'subscription.notices.past_due':
    'Invois langganan {{number}} ({{amount}}) telah melepasi tarikh akhir. Akaun anda akan dikunci pada {{lockOn}} jika tidak dibayar.',
  'subscription.notices.locked':
    'Akaun anda dikunci: invois langganan {{number}} ({{amount}}) tertunggak. Bayar untuk membuka kunci akaun dengan segera.',
  'notify.subscription_locked.subject': '{{company}}: akaun dikunci, invois langganan {{invoice}} tertunggak',
  'notify.subscription_locked.body':
    'Helo {{name}},\n\nInvois langganan {{invoice}} ({{amount}}) perlu dibayar pada {{dueOn}} dan masih belum dijelaskan, jadi akaun dikunci: ejen dan staf tidak boleh log masuk. Log masuk sebagai HQ dan bayar untuk membuka kunci akaun dengan segera.\n\n{{company}}',
  'subscription.receiptNotFound': 'Resit tidak dijumpai.',
};
