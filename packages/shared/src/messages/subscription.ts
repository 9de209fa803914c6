/** The company's subscription invoices and their payments (issue 23). Each language spreads its part. */
export const subscriptionEn = {
  'subscription.invoiceNotFound': 'Invoice not found.',
  'subscription.invoiceVoid': 'This invoice is void and cannot be paid.',
  'subscription.invoicePaid': 'This invoice is already paid.',
  'subscription.paymentInFlight': 'A payment for the rest of this invoice is already in progress. Please wait for it.',
  'subscription.overBalance': 'The amount is more than the balance of the invoice.',
  'subscription.paidNotVoidable': 'A paid invoice cannot be voided.',
};

export const subscriptionId: Record<keyof typeof subscriptionEn, string> = {
  'subscription.invoiceNotFound': 'Tagihan tidak ditemukan.',
  'subscription.invoiceVoid': 'Tagihan ini dibatalkan dan tidak dapat dibayar.',
  'subscription.invoicePaid': 'Tagihan ini sudah dibayar.',
  'subscription.paymentInFlight': 'Pembayaran untuk sisa tagihan ini sedang diproses. Harap tunggu.',
  'subscription.overBalance': 'Jumlahnya melebihi sisa tagihan.',
  'subscription.paidNotVoidable': 'Tagihan yang sudah dibayar tidak dapat dibatalkan.',
};

export const subscriptionMs: Record<keyof typeof subscriptionEn, string> = {
  'subscription.invoiceNotFound': 'Invois tidak dijumpai.',
  'subscription.invoiceVoid': 'Invois ini telah dibatalkan dan tidak boleh dibayar.',
  'subscription.invoicePaid': 'Invois ini telah dibayar.',
  'subscription.paymentInFlight': 'Bayaran bagi baki invois ini sedang diproses. Sila tunggu.',
  'subscription.overBalance': 'Jumlah melebihi baki invois.',
  'subscription.paidNotVoidable': 'Invois yang telah dibayar tidak boleh dibatalkan.',
};
