import {
  code128Bars,
  type DocumentsView,
  type DocumentTextKey,
  documentText,
  formatDateShort,
  formatDateTime,
  formatMoney,
  invoiceTotals,
  type Language,
  type OrderDocument,
} from '@niaga/shared';
import { PageSizes, PDFDocument, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { INK, MUTED, PAGE_HEIGHT, PAGE_WIDTH } from '../../platform/pdf-page.js';
import {
  BOTTOM,
  type Column,
  ensure,
  footerNote,
  kg,
  type Logo,
  letterhead,
  lineDetail,
  MARGIN,
  newPage,
  notes,
  paragraph,
  parties,
  party,
  rule,
  SHADE,
  shipTo,
  tableHead,
  text,
  type Writer,
  wrap,
} from './documents.pdf-parts.js';

export type { Logo } from './documents.pdf-parts.js';

// Order documents as PDF: the invoice, the packing list and the shipping label, one order per page (a long order
// continues on the next), drawn from the parts in documents.pdf-parts.ts.

function invoicePage(w: Writer, order: OrderDocument) {
  const tz = w.company.timeZone;
  letterhead(w, w.t('doc.invoice'), [
    [w.t('doc.invoiceNo'), order.invoiceNo ?? w.t('doc.invoiceNoPending')],
    [w.t('doc.referenceNo'), order.referenceNo],
    [w.t('doc.date'), formatDateShort(order.createdAt, tz)],
    ...(order.paidAt ? [[w.t('doc.paidAt'), formatDateShort(order.paidAt, tz)] as [string, string]] : []),
    [
      w.t('doc.payment'),
      [
        order.paymentMethod ? w.t(`doc.method.${order.paymentMethod}`) : null,
        w.t(`doc.paymentStatus.${order.paymentStatus}` as DocumentTextKey),
      ]
        .filter(Boolean)
        .join(' · '),
    ],
  ]);
  const half = (PAGE_WIDTH - 2 * MARGIN) / 2;
  parties(
    w,
    () => party(w, w.t('doc.billTo'), order.buyer, MARGIN, half - 16),
    () => shipTo(w, order, MARGIN + half, half),
  );

  const columns: Column[] = [
    { key: 'no', x: MARGIN + 4, width: 18 },
    { key: 'item', x: MARGIN + 26, width: 270 },
    { key: 'qty', x: 340, width: 45, align: 'right' },
    { key: 'unit', x: 395, width: 75, align: 'right' },
    { key: 'amount', x: 480, width: PAGE_WIDTH - MARGIN - 4 - 480, align: 'right' },
  ];
  const labels = {
    no: '#',
    item: w.t('doc.item'),
    qty: w.t('doc.qty'),
    unit: w.t('doc.unitPrice'),
    amount: w.t('doc.amount'),
  };
  tableHead(w, columns, labels);
  order.lines.forEach((line, index) => {
    const name = wrap(w.fonts.bold, line.name, 9, columns[1]!.width);
    const details = lineDetail(line, w.t, true).flatMap((detail) =>
      wrap(w.fonts.regular, detail, 8, columns[1]!.width),
    );
    const height = name.length * 12 + details.length * 11 + 8;
    if (ensure(w, height)) tableHead(w, columns, labels);
    const top = w.y;
    text(w, String(index + 1), columns[0]!.x, top, { size: 9, color: MUTED });
    text(w, String(line.quantity), columns[2]!.x + columns[2]!.width, top, { size: 9, align: 'right' });
    text(w, w.money(line.unitPrice), columns[3]!.x + columns[3]!.width, top, { size: 9, align: 'right' });
    text(w, w.money(line.lineTotal), columns[4]!.x + columns[4]!.width, top, { size: 9, align: 'right' });
    for (const part of name) {
      text(w, part, columns[1]!.x, w.y, { size: 9, bold: true });
      w.y -= 12;
    }
    for (const part of details) {
      text(w, part, columns[1]!.x, w.y, { size: 8, color: MUTED });
      w.y -= 11;
    }
    w.y -= 2;
    rule(w, w.y + 6);
    w.y -= 6;
  });

  const totals: Array<[string, number, boolean?]> = invoiceTotals(order, w.t);
  totals.push([w.t('doc.grandTotal'), order.grandTotal, true]);
  ensure(w, totals.length * 15 + 20);
  w.y -= 4;
  const right = PAGE_WIDTH - MARGIN - 4;
  for (const [label, amount, strong] of totals) {
    if (strong) {
      w.page.drawRectangle({ x: 330, y: w.y - 6, width: PAGE_WIDTH - MARGIN - 330, height: 20, color: SHADE });
      w.y -= 1;
    }
    text(w, label, 340, w.y, { size: strong ? 10.5 : 9, bold: strong, color: strong ? INK : MUTED });
    text(w, w.money(amount), right, w.y, { size: strong ? 10.5 : 9, bold: strong, align: 'right' });
    w.y -= strong ? 22 : 15;
  }
  notes(w, order);
  const qr = w.eInvoiceQr.get(order.id);
  if (qr && order.eInvoice) {
    // LHDN asks the validation link on the printed invoice as a QR code, so a buyer can check it with a phone.
    const size = 64;
    ensure(w, size + 8);
    w.page.drawImage(qr, { x: MARGIN, y: w.y - size + 8, width: size, height: size });
    paragraph(
      w,
      w.t('doc.eInvoice', { uuid: order.eInvoice.uuid, link: order.eInvoice.validationLink }),
      MARGIN + size + 8,
      300,
      {
        size: 7.5,
        color: MUTED,
      },
    );
    w.y -= size;
  }
  if (order.eInvoice)
    text(
      w,
      w.t('doc.eInvoice', { uuid: order.eInvoice.uuid, link: order.eInvoice.validationLink }),
      MARGIN,
      BOTTOM - 8,
      {
        size: 7.5,
        color: MUTED,
      },
    );
  footerNote(w, w.t('doc.computerGenerated'));
}

function packingListPage(w: Writer, order: OrderDocument) {
  const tz = w.company.timeZone;
  letterhead(w, w.t('doc.packingList'), [
    [w.t('doc.referenceNo'), order.referenceNo],
    [w.t('doc.invoiceNo'), order.invoiceNo ?? w.t('doc.invoiceNoPending')],
    [w.t('doc.date'), formatDateShort(order.createdAt, tz)],
    ...(order.trackingNumber ? [[w.t('doc.tracking'), order.trackingNumber] as [string, string]] : []),
  ]);
  const half = (PAGE_WIDTH - 2 * MARGIN) / 2;
  parties(
    w,
    () => shipTo(w, order, MARGIN, half - 16),
    () => party(w, w.t('doc.soldBy'), order.sender, MARGIN + half, half),
  );
  const columns: Column[] = [
    { key: 'no', x: MARGIN + 4, width: 18 },
    { key: 'item', x: MARGIN + 26, width: 280 },
    { key: 'sku', x: 350, width: 100 },
    { key: 'qty', x: 455, width: 40, align: 'right' },
    { key: 'packed', x: 505, width: PAGE_WIDTH - MARGIN - 505, align: 'center' },
  ];
  const labels = {
    no: '#',
    item: w.t('doc.item'),
    sku: w.t('doc.sku'),
    qty: w.t('doc.qty'),
    packed: w.t('doc.packed'),
  };
  tableHead(w, columns, labels);
  order.lines.forEach((line, index) => {
    const name = wrap(w.fonts.bold, [line.name, line.variantName].filter(Boolean).join(' · '), 9.5, columns[1]!.width);
    const contents = line.contents.flatMap((entry) =>
      wrap(w.fonts.regular, `${entry.quantity} × ${entry.name}`, 8.5, columns[1]!.width - 10),
    );
    if (ensure(w, name.length * 13 + contents.length * 11 + 10)) tableHead(w, columns, labels);
    const top = w.y;
    text(w, String(index + 1), columns[0]!.x, top, { size: 9, color: MUTED });
    text(w, line.sku ?? '', columns[2]!.x, top, { size: 8.5, color: MUTED });
    text(w, String(line.quantity), columns[3]!.x + columns[3]!.width, top, { size: 11, bold: true, align: 'right' });
    const box = columns[4]!;
    w.page.drawRectangle({
      x: box.x + box.width / 2 - 6,
      y: top - 3,
      width: 12,
      height: 12,
      borderColor: INK,
      borderWidth: 0.8,
    });
    for (const part of name) {
      text(w, part, columns[1]!.x, w.y, { size: 9.5, bold: true });
      w.y -= 13;
    }
    for (const part of contents) {
      text(w, part, columns[1]!.x + 10, w.y, { size: 8.5, color: MUTED });
      w.y -= 11;
    }
    w.y -= 2;
    rule(w, w.y + 6);
    w.y -= 6;
  });
  ensure(w, 110);
  w.y -= 6;
  text(w, `${w.t('doc.units')}: ${order.totalUnits}`, MARGIN, w.y, { size: 10, bold: true });
  text(w, `${w.t('doc.weight')}: ${kg(order.totalWeightGrams)}`, MARGIN + 150, w.y, { size: 10, bold: true });
  w.y -= 18;
  notes(w, order);
  w.y -= 40;
  for (const [index, label] of [w.t('doc.packedBy'), w.t('doc.checkedBy')].entries()) {
    const x = MARGIN + index * 260;
    w.page.drawLine({ start: { x, y: w.y }, end: { x: x + 200, y: w.y }, thickness: 0.6, color: INK });
    text(w, label, x, w.y - 12, { size: 8.5, color: MUTED });
  }
}

/** An A6 label (a quarter of the A4 sheet, top left, with a dashed cut line). */
function shippingLabelPage(w: Writer, order: OrderDocument) {
  const [labelWidth, labelHeight] = PageSizes.A6;
  const left = 0;
  const bottom = PAGE_HEIGHT - labelHeight;
  w.page.drawRectangle({
    x: left + 8,
    y: bottom + 8,
    width: labelWidth - 16,
    height: labelHeight - 16,
    borderColor: MUTED,
    borderWidth: 0.6,
    borderDashArray: [4, 3],
  });
  const x = left + 22;
  const width = labelWidth - 44;
  const right = x + width;
  w.y = PAGE_HEIGHT - 34;
  const headline =
    order.delivery === 'pickup' ? w.t('doc.selfPickup') : (order.courierName ?? w.t('doc.shippingLabel'));
  text(w, headline, x, w.y, { size: 13, bold: true });
  text(w, order.referenceNo, right, w.y, { size: 9, bold: true, align: 'right' });
  w.y -= 10;
  rule(w, w.y, x, right);
  w.y -= 14;

  text(w, w.t('doc.to').toUpperCase(), x, w.y, { size: 7.5, bold: true, color: MUTED });
  w.y -= 15;
  paragraph(w, order.receiver.name, x, width, { size: 13, bold: true });
  if (order.receiver.phone) paragraph(w, order.receiver.phone, x, width, { size: 10.5, bold: true });
  const address =
    order.delivery === 'pickup' ? (order.pickupLocation ? [order.pickupLocation] : []) : order.receiver.address;
  for (const line of address) paragraph(w, line, x, width, { size: 10.5 });
  if (order.delivery === 'pickup' && order.pickupTime)
    paragraph(w, `${w.t('doc.pickupTime')}: ${formatDateTime(order.pickupTime, w.company.timeZone)}`, x, width, {
      size: 9,
    });
  w.y -= 2;
  rule(w, w.y, x, right);
  w.y -= 12;

  text(w, w.t('doc.from').toUpperCase(), x, w.y, { size: 7.5, bold: true, color: MUTED });
  w.y -= 12;
  paragraph(w, order.sender.name, x, width, { size: 9, bold: true });
  for (const line of order.sender.address) paragraph(w, line, x, width, { size: 8.5 });
  if (order.sender.phone) paragraph(w, `${w.t('doc.phone')} ${order.sender.phone}`, x, width, { size: 8.5 });
  w.y -= 2;
  rule(w, w.y, x, right);

  // The barcode sits at a fixed place above the label's foot.
  const { bars, modules } = code128Bars(order.barcode);
  const quiet = 10;
  const moduleWidth = Math.min(1.6, width / (modules + 2 * quiet));
  const barsWidth = modules * moduleWidth;
  const barX = x + (width - barsWidth) / 2;
  const barTop = bottom + 112;
  const barHeight = 48;
  for (const bar of bars) {
    w.page.drawRectangle({
      x: barX + bar.x * moduleWidth,
      y: barTop - barHeight,
      width: bar.width * moduleWidth,
      height: barHeight,
      color: rgb(0, 0, 0),
    });
  }
  text(w, order.barcode, x + width / 2, barTop - barHeight - 12, { size: 9, align: 'center' });
  const labelFacts = [
    `${w.t('doc.weight')}: ${kg(order.totalWeightGrams)}`,
    `${w.t('doc.units')}: ${order.totalUnits}`,
    ...(order.trackingNumber ? [`${w.t('doc.referenceNo')} ${order.referenceNo}`] : []),
  ];
  text(w, labelFacts.join('   '), x, bottom + 24, { size: 8.5, bold: true });
}

const PAGE_OF = { invoice: invoicePage, 'packing-list': packingListPage, 'shipping-label': shippingLabelPage };
const TITLE_OF = {
  invoice: 'doc.invoice',
  'packing-list': 'doc.packingList',
  'shipping-label': 'doc.shippingLabel',
} as const;

/** The PDF of the documents: one order per page (more when its lines do not fit), page numbers at the foot. */
export async function renderDocumentsPdf(view: DocumentsView, language: Language, logo: Logo): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const t: Writer['t'] = (key, params) => documentText(language, key, params);
  doc.setTitle(`${t(TITLE_OF[view.type])} ${view.orders.map((order) => order.referenceNo).join(', ')}`.slice(0, 200));
  doc.setAuthor(view.company.name);
  doc.setCreator('Niaga');
  doc.setProducer('Niaga (pdf-lib)');
  let image: PDFImage | null = null;
  if (logo) image = await (logo.kind === 'png' ? doc.embedPng(logo.bytes) : doc.embedJpg(logo.bytes)).catch(() => null);
  const eInvoiceQr = new Map<string, PDFImage>();
  if (view.type === 'invoice')
    for (const order of view.orders)
      if (order.eInvoice) {
        const png = await QRCode.toBuffer(order.eInvoice.validationLink, { type: 'png', margin: 1, width: 256 });
        eInvoiceQr.set(order.id, await doc.embedPng(png));
      }
  const w: Writer = {
    doc,
    fonts,
    page: null as unknown as PDFPage,
    y: 0,
    language,
    company: view.company,
    logo: image,
    eInvoiceQr,
    t,
    money: (amount) => formatMoney(amount, view.company.currency),
  };
  for (const order of view.orders) {
    newPage(w);
    PAGE_OF[view.type](w, order);
  }
  if (view.type !== 'shipping-label') {
    const pages = doc.getPages();
    pages.forEach((page, index) => {
      w.page = page;
      text(w, t('doc.page', { page: index + 1, pages: pages.length }), PAGE_WIDTH - MARGIN, BOTTOM - 20, {
        size: 7.5,
        color: MUTED,
        align: 'right',
      });
    });
  }
  return doc.save();
}
