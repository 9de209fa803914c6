import { type CommissionType, formatDateShort, formatMoney, type IncomeStatement, type Language } from '@niaga/shared';
import { PageSizes, PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { INK, MUTED, PAGE_HEIGHT, PAGE_WIDTH } from '../../platform/pdf-page.js';
import { pdfSafeText } from '../../platform/pdf-text.js';

/**
 * The monthly income statement as a one-page A4 PDF (pdf-lib, Helvetica, like the order documents). The standard
 * fonts know only Latin-1: other letters print as "?".
 */
const MARGIN = 48;
const RULE = rgb(0.82, 0.83, 0.86);
const SHADE = rgb(0.95, 0.96, 0.97);

type Words = {
  title: string;
  month: string;
  agent: string;
  level: string;
  identityNo: string;
  tin: string;
  roc: string;
  type: string;
  earned: string;
  reversed: string;
  net: string;
  total: string;
  payouts: string;
  noPayouts: string;
  paidAt: string;
  reference: string;
  amount: string;
  rank: string;
  noRank: string;
  provisional: string;
  margin: string;
  marginHint: string;
  types: Record<CommissionType, string>;
};

const WORDS: Record<Language, Words> = {
  en: {
    title: 'Commission income statement',
    month: 'Month',
    agent: 'Agent',
    level: 'Level',
    identityNo: 'Identity no.',
    tin: 'TIN',
    roc: 'ROC',
    type: 'Commission',
    earned: 'Earned',
    reversed: 'Reversed',
    net: 'Net',
    total: 'Total',
    payouts: 'Payouts paid this month',
    noPayouts: 'No payout was paid this month.',
    paidAt: 'Paid on',
    reference: 'Reference',
    amount: 'Amount',
    rank: 'Rank of the month',
    noRank: 'No rank achieved',
    provisional: 'The month is still open: the figures may change until it closes.',
    margin: 'Margin on orders you sold',
    marginHint: 'Your sale price less your level price: already yours, not payable, not in the total above.',
    types: {
      sales_profit: 'Sales profit',
      overriding: 'Overriding',
      introducer: 'Introducer bonus',
      helper: 'Helper',
      affiliate: 'Affiliate',
      store_profit: 'Store profit',
      personal_level: 'Personal-level commission',
      performance: 'Performance bonus',
      leadership: 'Leadership bonus',
    },
  },
  id: {
    title: 'Laporan penghasilan komisi',
    month: 'Bulan',
    agent: 'Agen',
    level: 'Level',
    identityNo: 'No. identitas',
    tin: 'NPWP',
    roc: 'No. registrasi',
    type: 'Komisi',
    earned: 'Diperoleh',
    reversed: 'Dibatalkan',
    net: 'Bersih',
    total: 'Total',
    payouts: 'Pembayaran bulan ini',
    noPayouts: 'Tidak ada pembayaran bulan ini.',
    paidAt: 'Dibayar pada',
    reference: 'Referensi',
    amount: 'Jumlah',
    rank: 'Peringkat bulan ini',
    noRank: 'Belum mencapai peringkat',
    provisional: 'Bulan ini masih terbuka: angka dapat berubah sampai bulan ditutup.',
    margin: 'Margin pesanan yang Anda jual',
    marginHint:
      'Harga jual Anda dikurangi harga level Anda: sudah milik Anda, tidak dibayarkan, tidak termasuk total di atas.',
    types: {
      sales_profit: 'Keuntungan penjualan',
      overriding: 'Overriding',
      introducer: 'Bonus perekrut',
      helper: 'Bonus pembantu',
      affiliate: 'Afiliasi',
      store_profit: 'Keuntungan toko',
      personal_level: 'Komisi level pribadi',
      performance: 'Bonus kinerja',
      leadership: 'Bonus kepemimpinan',
    },
  },
  ms: {
    title: 'Penyata pendapatan komisen',
    month: 'Bulan',
    agent: 'Ejen',
    level: 'Tahap',
    identityNo: 'No. pengenalan',
    tin: 'TIN',
    roc: 'No. pendaftaran',
    type: 'Komisen',
    earned: 'Diperoleh',
    reversed: 'Dibatalkan',
    net: 'Bersih',
    total: 'Jumlah',
    payouts: 'Bayaran dibuat bulan ini',
    noPayouts: 'Tiada bayaran dibuat bulan ini.',
    paidAt: 'Dibayar pada',
    reference: 'Rujukan',
    amount: 'Amaun',
    rank: 'Pangkat bulan ini',
    noRank: 'Tiada pangkat dicapai',
    provisional: 'Bulan ini masih dibuka: angka boleh berubah sehingga bulan ditutup.',
    margin: 'Margin pesanan yang anda jual',
    marginHint:
      'Harga jualan anda tolak harga tahap anda: sudah milik anda, tidak dibayar, tidak termasuk jumlah di atas.',
    types: {
      sales_profit: 'Keuntungan jualan',
      overriding: 'Overriding',
      introducer: 'Bonus pengenal',
      helper: 'Bonus pembantu',
      affiliate: 'Afiliasi',
      store_profit: 'Keuntungan kedai',
      personal_level: 'Komisen tahap peribadi',
      performance: 'Bonus prestasi',
      leadership: 'Bonus kepimpinan',
    },
  },
};

export async function renderIncomeStatementPdf(
  statement: IncomeStatement,
  language: Language,
  timeZone: string,
): Promise<Uint8Array> {
  const words = WORDS[language];
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(`${words.title} ${statement.month} ${statement.agent.name}`.slice(0, 200));
  doc.setAuthor(statement.company.name);
  doc.setCreator('Niaga');
  doc.setProducer('Niaga (pdf-lib)');
  let page: PDFPage = doc.addPage(PageSizes.A4);
  let y = PAGE_HEIGHT - MARGIN;
  const money = (amount: number) => formatMoney(amount, statement.currency);
  const draw = (
    value: string,
    x: number,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; right?: boolean } = {},
  ) => {
    const font = options.bold ? bold : regular;
    const size = options.size ?? 10;
    const clean = pdfSafeText(font, value);
    const left = options.right ? x - font.widthOfTextAtSize(clean, size) : x;
    page.drawText(clean, { x: left, y, size, font, color: options.color ?? INK });
  };
  const line = (at = y) =>
    page.drawLine({
      start: { x: MARGIN, y: at },
      end: { x: PAGE_WIDTH - MARGIN, y: at },
      thickness: 0.6,
      color: RULE,
    });
  const ensure = (space: number) => {
    if (y - space >= MARGIN) return;
    page = doc.addPage(PageSizes.A4);
    y = PAGE_HEIGHT - MARGIN;
  };

  // Company letterhead.
  draw(statement.company.name, MARGIN, { size: 14, bold: true });
  y -= 16;
  const registration = [
    statement.company.roc ? `${words.roc}: ${statement.company.roc}` : null,
    statement.company.tin ? `${words.tin}: ${statement.company.tin}` : null,
  ].filter(Boolean);
  for (const text of [...statement.company.address, registration.join('   ')].filter(Boolean)) {
    draw(text, MARGIN, { size: 9, color: MUTED });
    y -= 12;
  }
  y -= 10;
  draw(words.title, MARGIN, { size: 16, bold: true });
  draw(`${words.month}: ${statement.month}`, PAGE_WIDTH - MARGIN, { size: 11, bold: true, right: true });
  y -= 10;
  line();
  y -= 18;

  // The agent.
  const facts: Array<[string, string]> = [
    [words.agent, statement.agent.name],
    [words.level, statement.agent.levelName ?? '-'],
    [words.identityNo, statement.agent.identityNo ?? '-'],
    [words.tin, statement.agent.tin ?? '-'],
    [words.rank, statement.rank?.name ?? words.noRank],
  ];
  for (const [label, value] of facts) {
    draw(label, MARGIN, { size: 10, color: MUTED });
    draw(value, MARGIN + 120, { size: 10 });
    y -= 15;
  }
  y -= 10;

  // Totals per type.
  const columns = { earned: PAGE_WIDTH - MARGIN - 200, reversed: PAGE_WIDTH - MARGIN - 100, net: PAGE_WIDTH - MARGIN };
  page.drawRectangle({ x: MARGIN, y: y - 5, width: PAGE_WIDTH - 2 * MARGIN, height: 18, color: SHADE });
  draw(words.type, MARGIN + 6, { bold: true });
  draw(words.earned, columns.earned, { bold: true, right: true });
  draw(words.reversed, columns.reversed, { bold: true, right: true });
  draw(words.net, columns.net - 6, { bold: true, right: true });
  y -= 20;
  for (const row of statement.types) {
    draw(words.types[row.type], MARGIN + 6);
    draw(money(row.earned), columns.earned, { right: true });
    draw(money(row.reversed), columns.reversed, { right: true });
    draw(money(row.net), columns.net - 6, { right: true });
    y -= 6;
    line();
    y -= 12;
  }
  draw(words.total, MARGIN + 6, { bold: true });
  draw(money(statement.totals.earned), columns.earned, { bold: true, right: true });
  draw(money(statement.totals.reversed), columns.reversed, { bold: true, right: true });
  draw(money(statement.totals.net), columns.net - 6, { bold: true, right: true });
  y -= 24;

  // The agent-sold margin: its own line, never in the total.
  draw(words.margin, MARGIN + 6, { bold: true });
  draw(money(statement.agentSoldMargin), columns.net - 6, { bold: true, right: true });
  y -= 13;
  draw(words.marginHint, MARGIN + 6, { size: 8, color: MUTED });
  y -= 24;

  // Payouts paid in the month.
  ensure(60);
  draw(words.payouts, MARGIN, { size: 12, bold: true });
  y -= 18;
  if (statement.payouts.length === 0) {
    draw(words.noPayouts, MARGIN, { color: MUTED });
    y -= 16;
  } else {
    draw(words.paidAt, MARGIN + 6, { bold: true });
    draw(words.reference, MARGIN + 140, { bold: true });
    draw(words.amount, columns.net - 6, { bold: true, right: true });
    y -= 16;
    for (const payout of statement.payouts) {
      ensure(20);
      draw(formatDateShort(payout.paidAt, timeZone), MARGIN + 6);
      draw(payout.reference ?? '-', MARGIN + 140);
      draw(money(payout.amount), columns.net - 6, { right: true });
      y -= 16;
    }
    draw(words.total, MARGIN + 6, { bold: true });
    draw(money(statement.payoutsTotal), columns.net - 6, { bold: true, right: true });
    y -= 16;
  }
  if (!statement.closed) {
    y -= 12;
    ensure(20);
    draw(words.provisional, MARGIN, { size: 9, color: MUTED });
  }
  return doc.save();
}
