import {
  formatDateShort,
  formatMoney,
  type Language,
  type SubscriptionInvoiceStatus,
  type SubscriptionInvoiceView,
  type SubscriptionReceiptView,
} from '@niaga/shared';
import { PageSizes, PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { INK, MUTED, PAGE_HEIGHT, PAGE_WIDTH } from '../../platform/pdf-page.js';
import { pdfSafeText } from '../../platform/pdf-text.js';
import type { Letterhead } from '../company/company-profile.service.js';

/** The subscription invoice and its receipts as one-page A4 PDFs (pdf-lib, Helvetica, as the other documents). */
const MARGIN = 48;
const RULE = rgb(0.82, 0.83, 0.86);
const ISSUER = 'Niaga';

type Words = {
  invoice: string;
  receipt: string;
  billedTo: string;
  number: string;
  date: string;
  dueDate: string;
  systemDueDate: string;
  status: string;
  description: string;
  total: string;
  paid: string;
  balance: string;
  receipts: string;
  receiptNo: string;
  method: string;
  reference: string;
  amount: string;
  received: string;
  toCredit: string;
  forInvoice: string;
  period: string;
  voidReason: string;
  statuses: Record<SubscriptionInvoiceStatus, string>;
  methods: Record<SubscriptionReceiptView['method'], string>;
};

const WORDS: Record<Language, Words> = {
  en: {
    invoice: 'Subscription invoice',
    receipt: 'Receipt',
    billedTo: 'Billed to',
    number: 'Number',
    date: 'Date',
    dueDate: 'Due date',
    systemDueDate: 'System due date',
    status: 'Status',
    description: 'Description',
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance',
    receipts: 'Payments',
    receiptNo: 'Receipt no.',
    method: 'Method',
    reference: 'Reference',
    amount: 'Amount',
    received: 'Received',
    toCredit: 'Kept as credit',
    forInvoice: 'For invoice',
    period: 'Period',
    voidReason: 'Void reason',
    statuses: { pending: 'Pending', paid: 'Paid', partially_paid: 'Partially paid', overdue: 'Overdue', void: 'Void' },
    methods: { gateway: 'Online payment', bank_transfer: 'Bank transfer', credit: 'Credit' },
  },
  id: {
    invoice: 'Tagihan langganan',
    receipt: 'Kuitansi',
    billedTo: 'Ditagihkan kepada',
    number: 'Nomor',
    date: 'Tanggal',
    dueDate: 'Jatuh tempo',
    systemDueDate: 'Jatuh tempo sistem',
    status: 'Status',
    description: 'Keterangan',
    total: 'Total',
    paid: 'Dibayar',
    balance: 'Sisa',
    receipts: 'Pembayaran',
    receiptNo: 'No. kuitansi',
    method: 'Metode',
    reference: 'Referensi',
    amount: 'Jumlah',
    received: 'Diterima',
    toCredit: 'Disimpan sebagai kredit',
    forInvoice: 'Untuk tagihan',
    period: 'Periode',
    voidReason: 'Alasan pembatalan',
    statuses: {
      pending: 'Menunggu',
      paid: 'Lunas',
      partially_paid: 'Dibayar sebagian',
      overdue: 'Terlambat',
      void: 'Dibatalkan',
    },
    methods: { gateway: 'Pembayaran online', bank_transfer: 'Transfer bank', credit: 'Kredit' },
  },
  ms: {
    invoice: 'Invois langganan',
    receipt: 'Resit',
    billedTo: 'Dibilkan kepada',
    number: 'Nombor',
    date: 'Tarikh',
    dueDate: 'Tarikh akhir',
    systemDueDate: 'Tarikh akhir sistem',
    status: 'Status',
    description: 'Keterangan',
    total: 'Jumlah',
    paid: 'Dibayar',
    balance: 'Baki',
    receipts: 'Bayaran',
    receiptNo: 'No. resit',
    method: 'Kaedah',
    reference: 'Rujukan',
    amount: 'Amaun',
    received: 'Diterima',
    toCredit: 'Disimpan sebagai kredit',
    forInvoice: 'Untuk invois',
    period: 'Tempoh',
    voidReason: 'Sebab pembatalan',
    statuses: {
      pending: 'Belum dibayar',
      paid: 'Dibayar',
      partially_paid: 'Dibayar sebahagian',
      overdue: 'Tertunggak',
      void: 'Dibatalkan',
    },
    methods: { gateway: 'Bayaran dalam talian', bank_transfer: 'Pindahan bank', credit: 'Kredit' },
  },
};

/** Calendar dates print as they are (UTC midnight of the day); instants in the company's time zone. */
const day = (isoDate: string) => formatDateShort(isoDate, 'UTC');

async function documentOf(title: string, letterhead: Letterhead) {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(title.slice(0, 200));
  doc.setAuthor(ISSUER);
  doc.setCreator('Niaga');
  doc.setProducer('Niaga (pdf-lib)');
  const page: PDFPage = doc.addPage(PageSizes.A4);
  const state = { y: PAGE_HEIGHT - MARGIN };
  const draw = (
    value: string,
    x: number,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; right?: boolean } = {},
  ) => {
    const font = options.bold ? bold : regular;
    const size = options.size ?? 10;
    const clean = pdfSafeText(font, value);
    const left = options.right ? x - font.widthOfTextAtSize(clean, size) : x;
    page.drawText(clean, { x: left, y: state.y, size, font, color: options.color ?? INK });
  };
  const line = () =>
    page.drawLine({
      start: { x: MARGIN, y: state.y },
      end: { x: PAGE_WIDTH - MARGIN, y: state.y },
      thickness: 0.6,
      color: RULE,
    });
  const facts = (rows: Array<[string, string]>) => {
    for (const [label, value] of rows) {
      draw(label, MARGIN, { color: MUTED });
      draw(value, MARGIN + 140);
      state.y -= 15;
    }
  };
  const heading = (words: Words, documentTitle: string, number: string) => {
    draw(ISSUER, MARGIN, { size: 14, bold: true });
    draw(documentTitle, PAGE_WIDTH - MARGIN, { size: 16, bold: true, right: true });
    state.y -= 18;
    draw(number, PAGE_WIDTH - MARGIN, { size: 11, bold: true, right: true });
    state.y -= 26;
    draw(words.billedTo, MARGIN, { size: 9, color: MUTED });
    state.y -= 14;
    draw(letterhead.company.name, MARGIN, { size: 11, bold: true });
    state.y -= 13;
    for (const text of [...letterhead.address, letterhead.email ?? ''].filter(Boolean)) {
      draw(text, MARGIN, { size: 9, color: MUTED });
      state.y -= 12;
    }
    state.y -= 8;
    line();
    state.y -= 20;
  };
  return { doc, draw, line, facts, heading, state };
}

export async function renderSubscriptionInvoicePdf(
  input: { invoice: SubscriptionInvoiceView; receipts: SubscriptionReceiptView[]; letterhead: Letterhead },
  language: Language,
): Promise<Uint8Array> {
  const words = WORDS[language];
  const { invoice, receipts, letterhead } = input;
  const currency = letterhead.company.currency;
  const money = (amount: number) => formatMoney(amount, currency);
  const pdf = await documentOf(`${words.invoice} ${invoice.number}`, letterhead);
  const { draw, line, facts, state } = pdf;
  pdf.heading(words, words.invoice, invoice.number);
  facts([
    [words.number, invoice.number],
    [words.date, day(invoice.issuedOn)],
    [words.dueDate, day(invoice.dueOn)],
    [words.systemDueDate, day(invoice.systemDueOn)],
    [words.status, words.statuses[invoice.status]],
    ...(invoice.periodStart && invoice.periodEnd
      ? ([[words.period, `${day(invoice.periodStart)} - ${day(invoice.periodEnd)}`]] as Array<[string, string]>)
      : []),
    ...(invoice.voidReason ? ([[words.voidReason, invoice.voidReason]] as Array<[string, string]>) : []),
  ]);
  state.y -= 12;
  const right = PAGE_WIDTH - MARGIN;
  draw(words.description, MARGIN, { bold: true });
  draw(words.amount, right, { bold: true, right: true });
  state.y -= 8;
  line();
  state.y -= 16;
  draw(invoice.description || words.invoice, MARGIN);
  draw(money(invoice.total), right, { right: true });
  state.y -= 8;
  line();
  state.y -= 18;
  for (const [label, amount, strong] of [
    [words.total, invoice.total, false],
    [words.paid, invoice.paid, false],
    [words.balance, invoice.balance, true],
  ] as const) {
    draw(label, right - 160, { bold: strong });
    draw(money(amount), right, { right: true, bold: strong });
    state.y -= 16;
  }
  if (receipts.length > 0) {
    state.y -= 14;
    draw(words.receipts, MARGIN, { size: 12, bold: true });
    state.y -= 18;
    draw(words.receiptNo, MARGIN, { bold: true });
    draw(words.date, MARGIN + 110, { bold: true });
    draw(words.method, MARGIN + 200, { bold: true });
    draw(words.amount, right, { bold: true, right: true });
    state.y -= 16;
    for (const receipt of receipts.slice(0, 25)) {
      draw(receipt.receiptNo, MARGIN);
      draw(formatDateShort(receipt.paidAt, letterhead.company.timeZone), MARGIN + 110);
      draw(words.methods[receipt.method], MARGIN + 200);
      draw(money(receipt.amount), right, { right: true });
      state.y -= 15;
    }
  }
  return pdf.doc.save();
}

export async function renderSubscriptionReceiptPdf(
  input: { invoice: SubscriptionInvoiceView; receipt: SubscriptionReceiptView; letterhead: Letterhead },
  language: Language,
): Promise<Uint8Array> {
  const words = WORDS[language];
  const { invoice, receipt, letterhead } = input;
  const money = (amount: number) => formatMoney(amount, letterhead.company.currency);
  const pdf = await documentOf(`${words.receipt} ${receipt.receiptNo}`, letterhead);
  pdf.heading(words, words.receipt, receipt.receiptNo);
  pdf.facts([
    [words.receiptNo, receipt.receiptNo],
    [words.date, formatDateShort(receipt.paidAt, letterhead.company.timeZone)],
    [words.forInvoice, invoice.number],
    [words.method, words.methods[receipt.method]],
    [words.reference, receipt.reference ?? '-'],
    [words.received, money(receipt.received)],
    [words.amount, money(receipt.amount)],
    ...(receipt.received > receipt.amount
      ? ([[words.toCredit, money(receipt.received - receipt.amount)]] as Array<[string, string]>)
      : []),
    [words.balance, money(invoice.balance)],
  ]);
  return pdf.doc.save();
}
