import type { CommissionType } from './commission.js';
import type { Language } from './constants.js';

/**
 * The words of the CP58 statement: one source for the PDF (API) and the /cp58 and /hqCP58 pages (web), so both
 * say the same. Modelled on LHDN's form CP58 ("Statement of monetary and non-monetary incentive payment to an
 * agent, dealer or distributor", Income Tax Act 1967 s. 83A).
 */
const en = {
  'cp58.form.title': 'CP58',
  'cp58.form.heading': 'Statement of incentive payments to an agent, dealer or distributor',
  'cp58.form.law': 'Pursuant to section 83A of the Income Tax Act 1967',
  'cp58.form.year': 'For the year ended 31 December {{year}}',
  'cp58.form.soFar': 'Payments made up to {{date}} (the year has not ended)',
  'cp58.form.partA': 'Part A: Particulars of the payer (company)',
  'cp58.form.partB': 'Part B: Particulars of the recipient (agent, dealer, distributor)',
  'cp58.form.partC': 'Part C: Incentive payments made in the year',
  'cp58.form.name': 'Name',
  'cp58.form.roc': 'Registration no. (ROC/SSM)',
  'cp58.form.tin': 'Tax identification no. (TIN)',
  'cp58.form.identityNo': 'Identity card / passport no.',
  'cp58.form.companyName': 'Business name',
  'cp58.form.companyRoc': 'Business registration no.',
  'cp58.form.address': 'Address',
  'cp58.form.phone': 'Telephone',
  'cp58.form.email': 'E-mail',
  'cp58.form.notGiven': 'Not given',
  'cp58.form.item': 'Type of incentive',
  'cp58.form.monetary': 'Monetary (commission)',
  'cp58.form.amount': 'Amount',
  'cp58.form.total': 'Total incentive payments',
  'cp58.form.nonMonetary': 'Non-monetary incentives',
  'cp58.form.none': 'None',
  'cp58.form.issuedOn': 'Issued on {{date}}',
  'cp58.form.issuedBy': 'Issued by {{name}}',
  'cp58.form.basis':
    'Amounts are commission paid to the recipient in the year (payouts marked paid), net of refund reversals.',
  'cp58.form.note':
    'The recipient must declare this income in the income tax return form. Keep this statement for your records.',
  'cp58.form.computer': 'This is a computer-generated statement. No signature is required.',
  'cp58.type.sales_profit': 'Sales profit',
  'cp58.type.overriding': 'Overriding',
  'cp58.type.introducer': 'Introducer bonus',
  'cp58.type.helper': 'Helper commission',
  'cp58.type.affiliate': 'Affiliate commission',
  'cp58.type.store_profit': 'Store profit',
  'cp58.type.personal_level': 'Personal-level commission',
  'cp58.type.performance': 'Performance bonus',
  'cp58.type.leadership': 'Leadership bonus',
} as const;

export type Cp58TextKey = keyof typeof en;

const id: Record<Cp58TextKey, string> = {
  'cp58.form.title': 'CP58',
  'cp58.form.heading': 'Penyata pembayaran insentif kepada agen, dealer atau distributor',
  'cp58.form.law': 'Menurut seksyen 83A Akta Cukai Pendapatan 1967 (Malaysia)',
  'cp58.form.year': 'Untuk tahun yang berakhir 31 Desember {{year}}',
  'cp58.form.soFar': 'Pembayaran sampai {{date}} (tahun belum berakhir)',
  'cp58.form.partA': 'Bagian A: Keterangan pembayar (perusahaan)',
  'cp58.form.partB': 'Bagian B: Keterangan penerima (agen, dealer, distributor)',
  'cp58.form.partC': 'Bagian C: Pembayaran insentif dalam tahun ini',
  'cp58.form.name': 'Nama',
  'cp58.form.roc': 'No. registrasi perusahaan (ROC/SSM)',
  'cp58.form.tin': 'Nomor identitas pajak (TIN)',
  'cp58.form.identityNo': 'No. KTP / paspor',
  'cp58.form.companyName': 'Nama usaha',
  'cp58.form.companyRoc': 'No. registrasi usaha',
  'cp58.form.address': 'Alamat',
  'cp58.form.phone': 'Telepon',
  'cp58.form.email': 'E-mail',
  'cp58.form.notGiven': 'Tidak diisi',
  'cp58.form.item': 'Jenis insentif',
  'cp58.form.monetary': 'Tunai (komisi)',
  'cp58.form.amount': 'Jumlah',
  'cp58.form.total': 'Total pembayaran insentif',
  'cp58.form.nonMonetary': 'Insentif non-tunai',
  'cp58.form.none': 'Tidak ada',
  'cp58.form.issuedOn': 'Diterbitkan pada {{date}}',
  'cp58.form.issuedBy': 'Diterbitkan oleh {{name}}',
  'cp58.form.basis':
    'Jumlah adalah komisi yang dibayarkan kepada penerima dalam tahun ini (pencairan berstatus dibayar), setelah dikurangi pembatalan karena refund.',
  'cp58.form.note':
    'Penerima wajib melaporkan penghasilan ini dalam SPT pajak penghasilan. Simpan penyata ini sebagai arsip.',
  'cp58.form.computer': 'Penyata ini dibuat oleh komputer dan tidak memerlukan tanda tangan.',
  'cp58.type.sales_profit': 'Keuntungan penjualan',
  'cp58.type.overriding': 'Overriding',
  'cp58.type.introducer': 'Bonus perekrut',
  'cp58.type.helper': 'Komisi helper',
  'cp58.type.affiliate': 'Komisi afiliasi',
  'cp58.type.store_profit': 'Keuntungan toko',
  'cp58.type.personal_level': 'Komisi level pribadi',
  'cp58.type.performance': 'Bonus kinerja',
  'cp58.type.leadership': 'Bonus kepemimpinan',
};

const ms: Record<Cp58TextKey, string> = {
  'cp58.form.title': 'CP58',
  'cp58.form.heading': 'Penyata bayaran insentif kepada ejen, pengedar atau peniaga',
  'cp58.form.law': 'Menurut seksyen 83A Akta Cukai Pendapatan 1967',
  'cp58.form.year': 'Bagi tahun berakhir 31 Disember {{year}}',
  'cp58.form.soFar': 'Bayaran sehingga {{date}} (tahun belum berakhir)',
  'cp58.form.partA': 'Bahagian A: Butiran pembayar (syarikat)',
  'cp58.form.partB': 'Bahagian B: Butiran penerima (ejen, pengedar, peniaga)',
  'cp58.form.partC': 'Bahagian C: Bayaran insentif dalam tahun ini',
  'cp58.form.name': 'Nama',
  'cp58.form.roc': 'No. pendaftaran (ROC/SSM)',
  'cp58.form.tin': 'No. pengenalan cukai (TIN)',
  'cp58.form.identityNo': 'No. kad pengenalan / pasport',
  'cp58.form.companyName': 'Nama perniagaan',
  'cp58.form.companyRoc': 'No. pendaftaran perniagaan',
  'cp58.form.address': 'Alamat',
  'cp58.form.phone': 'Telefon',
  'cp58.form.email': 'E-mel',
  'cp58.form.notGiven': 'Tiada maklumat',
  'cp58.form.item': 'Jenis insentif',
  'cp58.form.monetary': 'Tunai (komisen)',
  'cp58.form.amount': 'Amaun',
  'cp58.form.total': 'Jumlah bayaran insentif',
  'cp58.form.nonMonetary': 'Insentif bukan tunai',
  'cp58.form.none': 'Tiada',
  'cp58.form.issuedOn': 'Dikeluarkan pada {{date}}',
  'cp58.form.issuedBy': 'Dikeluarkan oleh {{name}}',
  'cp58.form.basis':
    'Amaun ialah komisen yang dibayar kepada penerima dalam tahun ini (pembayaran bertanda dibayar), selepas ditolak pembatalan kerana bayaran balik.',
  'cp58.form.note':
    'Penerima hendaklah melaporkan pendapatan ini dalam borang nyata cukai pendapatan. Simpan penyata ini sebagai rekod.',
  'cp58.form.computer': 'Penyata ini dijana oleh komputer. Tandatangan tidak diperlukan.',
  'cp58.type.sales_profit': 'Keuntungan jualan',
  'cp58.type.overriding': 'Overriding',
  'cp58.type.introducer': 'Bonus pengenal',
  'cp58.type.helper': 'Komisen pembantu',
  'cp58.type.affiliate': 'Komisen afiliasi',
  'cp58.type.store_profit': 'Keuntungan kedai',
  'cp58.type.personal_level': 'Komisen tahap peribadi',
  'cp58.type.performance': 'Bonus prestasi',
  'cp58.type.leadership': 'Bonus kepimpinan',
};

export const CP58_TEXTS: Record<Language, Record<Cp58TextKey, string>> = { en, id, ms };

/** A CP58 word in a language, with `{{name}}` placeholders filled. */
export function cp58Text(language: Language, key: Cp58TextKey, params?: Record<string, string | number>): string {
  const template = CP58_TEXTS[language]?.[key] ?? en[key];
  return params ? template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? '')) : template;
}

export const cp58TypeKey = (type: CommissionType): Cp58TextKey => `cp58.type.${type}`;
