/** Invoices of the company's accounting system paid here (issue 23: /ejenpay-zoho, /ejenpay-xero). */
export const accountingEn = {
  'accounting.invoiceNotFound': 'Invoice not found.',
  'accounting.notConnected': 'Paying {{provider}} invoices here is not set up for this company. Please contact HQ.',
  'accounting.invoicePaid': 'This invoice is already paid.',
  'accounting.invoiceVoid': 'This invoice is void and cannot be paid.',
  'accounting.invoiceDraft': 'This invoice has not been issued yet and cannot be paid.',
  'accounting.overBalance': 'The amount is more than what is left to pay on this invoice.',
  'accounting.paymentInFlight': 'Payments for the rest of this invoice are already in progress. Please wait for them.',
  'accounting.amountMin': 'Enter an amount of at least 0.01.',
  'accounting.currencyMismatch':
    'This invoice is in {{currency}}; only invoices in {{companyCurrency}} can be paid here.',
  'accounting.reconnect': '{{provider}} no longer accepts the saved connection. HQ must connect it again.',
  'accounting.providerRefused': '{{provider}} refused the request: {{reason}}',
  'accounting.organizationNotFound': 'Zoho Books has no organization with this id for these credentials.',
  'accounting.tenantNotConnected': 'This Xero organisation is not connected to these credentials.',
  'accounting.accountNotFound': 'Xero has no active account with this code that accepts payments.',
};

export const accountingId: Record<keyof typeof accountingEn, string> = {
  'accounting.invoiceNotFound': 'Tagihan tidak ditemukan.',
  'accounting.notConnected': 'Pembayaran tagihan {{provider}} di sini belum diatur untuk perusahaan ini. Hubungi HQ.',
  'accounting.invoicePaid': 'Tagihan ini sudah dibayar.',
  'accounting.invoiceVoid': 'Tagihan ini dibatalkan dan tidak dapat dibayar.',
  'accounting.invoiceDraft': 'Tagihan ini belum diterbitkan dan tidak dapat dibayar.',
  'accounting.overBalance': 'Jumlahnya melebihi sisa yang harus dibayar pada tagihan ini.',
  'accounting.paymentInFlight': 'Pembayaran untuk sisa tagihan ini sedang diproses. Harap tunggu.',
  'accounting.amountMin': 'Masukkan jumlah minimal 0,01.',
  'accounting.currencyMismatch':
    'Tagihan ini dalam {{currency}}; hanya tagihan dalam {{companyCurrency}} yang dapat dibayar di sini.',
  'accounting.reconnect': '{{provider}} tidak lagi menerima sambungan yang tersimpan. HQ harus menyambungkannya lagi.',
  'accounting.providerRefused': '{{provider}} menolak permintaan: {{reason}}',
  'accounting.organizationNotFound': 'Zoho Books tidak memiliki organisasi dengan id ini untuk kredensial tersebut.',
  'accounting.tenantNotConnected': 'Organisasi Xero ini tidak tersambung dengan kredensial tersebut.',
  'accounting.accountNotFound': 'Xero tidak memiliki akun aktif dengan kode ini yang menerima pembayaran.',
};

export const accountingMs: Record<keyof typeof accountingEn, string> = {
  'accounting.invoiceNotFound': 'Invois tidak dijumpai.',
  'accounting.notConnected':
    'Bayaran invois {{provider}} di sini belum disediakan untuk syarikat ini. Sila hubungi HQ.',
  'accounting.invoicePaid': 'Invois ini telah dibayar.',
  'accounting.invoiceVoid': 'Invois ini telah dibatalkan dan tidak boleh dibayar.',
  'accounting.invoiceDraft': 'Invois ini belum dikeluarkan dan tidak boleh dibayar.',
  'accounting.overBalance': 'Jumlah melebihi baki yang perlu dibayar bagi invois ini.',
  'accounting.paymentInFlight': 'Bayaran bagi baki invois ini sedang diproses. Sila tunggu.',
  'accounting.amountMin': 'Masukkan jumlah sekurang-kurangnya 0.01.',
  'accounting.currencyMismatch':
    'Invois ini dalam {{currency}}; hanya invois dalam {{companyCurrency}} boleh dibayar di sini.',
  'accounting.reconnect': '{{provider}} tidak lagi menerima sambungan yang disimpan. HQ perlu menyambungkannya semula.',
  'accounting.providerRefused': '{{provider}} menolak permintaan: {{reason}}',
  'accounting.organizationNotFound': 'Zoho Books tiada organisasi dengan id ini untuk kelayakan tersebut.',
  'accounting.tenantNotConnected': 'Organisasi Xero ini tidak disambungkan kepada kelayakan tersebut.',
  'accounting.accountNotFound': 'Xero tiada akaun aktif dengan kod ini yang menerima bayaran.',
};
