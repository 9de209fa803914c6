import {
  type DocumentCompany,
  type DocumentParty,
  type DocumentTextKey,
  formatDateTime,
  type Language,
  type OrderDocument,
} from '@niaga/shared';
import { PageSizes, type PDFFont, type PDFImage, type PDFPage, type PDFDocument as PdfDoc, rgb } from 'pdf-lib';
import { INK, MUTED, PAGE_HEIGHT, PAGE_WIDTH } from '../../platform/pdf-page.js';
import { pdfSafeText } from '../../platform/pdf-text.js';

/**
 * The parts every order document is drawn from (pdf-lib, A4, Helvetica): a writer that breaks pages, text and
 * wrapped paragraphs, rules, the letterhead, the parties, the table head and the notes. The pages themselves are in
 * `documents.pdf.ts`. The standard fonts only know the Latin-1 (WinAnsi) letters: others print as "?".
 */
export const MARGIN = 40;
export const BOTTOM = 60;
const RULE = rgb(0.82, 0.83, 0.86);
export const SHADE = rgb(0.95, 0.96, 0.97);

export type Logo = { bytes: Uint8Array; kind: 'png' | 'jpg' } | null;

type Fonts = { regular: PDFFont; bold: PDFFont };
export type Writer = {
  doc: PdfDoc;
  fonts: Fonts;
  page: PDFPage;
  y: number;
  language: Language;
  company: DocumentCompany;
  logo: PDFImage | null;
  /** The QR code of each order's validated e-invoice link, by order id. */
  eInvoiceQr: Map<string, PDFImage>;
  t: (key: DocumentTextKey, params?: Record<string, string | number>) => string;
  money: (amount: number) => string;
};

type TextOptions = {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
  align?: 'left' | 'right' | 'center';
};

export function text(w: Writer, value: string, x: number, y: number, options: TextOptions = {}) {
  const font = options.bold ? w.fonts.bold : w.fonts.regular;
  const size = options.size ?? 9;
  const clean = pdfSafeText(font, value);
  const width = font.widthOfTextAtSize(clean, size);
  const left = options.align === 'right' ? x - width : options.align === 'center' ? x - width / 2 : x;
  w.page.drawText(clean, { x: left, y, size, font, color: options.color ?? INK });
  return width;
}

/** Splits text into lines no wider than `width` (long words are cut). */
export function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of pdfSafeText(font, value).split(/\s*\n\s*/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
  }
  return lines.length ? lines : [''];
}

export function paragraph(w: Writer, value: string, x: number, width: number, options: TextOptions = {}) {
  const size = options.size ?? 9;
  for (const line of wrap(options.bold ? w.fonts.bold : w.fonts.regular, value, size, width)) {
    text(w, line, x, w.y, options);
    w.y -= size + 3;
  }
}

export function rule(w: Writer, y: number, from = MARGIN, to = PAGE_WIDTH - MARGIN) {
  w.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.6, color: RULE });
}

export function newPage(w: Writer) {
  w.page = w.doc.addPage(PageSizes.A4);
  w.y = PAGE_HEIGHT - MARGIN;
}

/** A continuation page when fewer than `space` points are left. Answers whether a page was added. */
export function ensure(w: Writer, space: number) {
  if (w.y - space >= BOTTOM) return false;
  newPage(w);
  return true;
}

export const kg = (grams: number) => `${(grams / 1000).toFixed(2)} kg`;

/** Logo, company name, address, phone, registration and tax no. on the left; the title and `facts` on the right. */
export function letterhead(w: Writer, title: string, facts: Array<[string, string]>) {
  const top = w.y;
  let x = MARGIN;
  if (w.logo) {
    const size = w.logo.scaleToFit(110, 48);
    w.page.drawImage(w.logo, { x, y: top - size.height, width: size.width, height: size.height });
    x += size.width + 12;
  }
  const { company } = w;
  w.y = top - 14;
  paragraph(w, company.name, x, 280 - (x - MARGIN), { size: 14, bold: true });
  for (const line of company.address) paragraph(w, line, x, 280 - (x - MARGIN), { size: 8.5, color: MUTED });
  if (company.phone) paragraph(w, `${w.t('doc.phone')} ${company.phone}`, x, 260, { size: 8.5, color: MUTED });
  if (company.registrationNo)
    paragraph(w, `${w.t('doc.registrationNo')} ${company.registrationNo}`, x, 260, { size: 8.5, color: MUTED });
  if (company.taxNumber)
    paragraph(w, `${w.t('doc.taxNumber')} ${company.taxNumber}`, x, 260, { size: 8.5, color: MUTED });
  if (company.sstNumber)
    paragraph(w, `${w.t('doc.sstNumber')} ${company.sstNumber}`, x, 260, { size: 8.5, color: MUTED });
  const leftBottom = Math.min(w.y, top - 50);

  const right = PAGE_WIDTH - MARGIN;
  text(w, title.toUpperCase(), right, top - 18, { size: 18, bold: true, align: 'right' });
  let y = top - 36;
  for (const [label, value] of facts) {
    const valueWidth = text(w, value, right, y, { size: 9, bold: true, align: 'right' });
    text(w, label, right - valueWidth - 8, y, { size: 9, color: MUTED, align: 'right' });
    y -= 13;
  }
  w.y = Math.min(leftBottom, y) - 8;
  rule(w, w.y);
  w.y -= 18;
}

export function party(w: Writer, heading: string, who: DocumentParty, x: number, width: number, extra: string[] = []) {
  text(w, heading.toUpperCase(), x, w.y, { size: 7.5, bold: true, color: MUTED });
  w.y -= 13;
  paragraph(w, who.name, x, width, { size: 10, bold: true });
  for (const line of [...who.address, ...extra]) paragraph(w, line, x, width, { size: 9 });
  if (who.phone) paragraph(w, `${w.t('doc.phone')} ${who.phone}`, x, width, { size: 9 });
}

/** Two parties side by side; the cursor ends below the taller one. */
export function parties(w: Writer, left: () => void, right: () => void) {
  const top = w.y;
  left();
  const leftEnd = w.y;
  w.y = top;
  right();
  w.y = Math.min(w.y, leftEnd) - 12;
}

export function shipTo(w: Writer, order: OrderDocument, x: number, width: number) {
  if (order.delivery === 'pickup') {
    const when = order.pickupTime
      ? [`${w.t('doc.pickupTime')}: ${formatDateTime(order.pickupTime, w.company.timeZone)}`]
      : [];
    party(
      w,
      w.t('doc.pickupAt'),
      { ...order.receiver, address: order.pickupLocation ? [order.pickupLocation] : [] },
      x,
      width,
      when,
    );
    return;
  }
  const courier = order.courierName ? [`${w.t('doc.courier')}: ${order.courierName}`] : [];
  party(w, w.t('doc.shipTo'), order.receiver, x, width, courier);
}

export type Column = { key: string; x: number; width: number; align?: 'left' | 'right' | 'center' };

export function tableHead(w: Writer, columns: Column[], labels: Record<string, string>) {
  w.page.drawRectangle({ x: MARGIN, y: w.y - 6, width: PAGE_WIDTH - 2 * MARGIN, height: 20, color: SHADE });
  for (const column of columns) {
    const x =
      column.align === 'right'
        ? column.x + column.width
        : column.align === 'center'
          ? column.x + column.width / 2
          : column.x;
    text(w, labels[column.key] ?? '', x, w.y, { size: 8, bold: true, color: MUTED, align: column.align });
  }
  w.y -= 22;
}

export function lineDetail(order: OrderDocument['lines'][number], t: Writer['t'], withContents: boolean) {
  const details: string[] = [];
  const sub = [order.variantName, order.sku ? `${t('doc.sku')} ${order.sku}` : null].filter(Boolean).join(' · ');
  if (sub) details.push(sub);
  if (withContents && order.contents.length)
    details.push(
      `${t('doc.contains')}: ${order.contents.map((entry) => `${entry.quantity} × ${entry.name}`).join(', ')}`,
    );
  return details;
}

export function notes(w: Writer, order: OrderDocument) {
  if (!order.notes) return;
  ensure(w, 40);
  w.y -= 6;
  text(w, w.t('doc.notes').toUpperCase(), MARGIN, w.y, { size: 7.5, bold: true, color: MUTED });
  w.y -= 13;
  paragraph(w, order.notes, MARGIN, PAGE_WIDTH - 2 * MARGIN, { size: 9 });
}

export function footerNote(w: Writer, note: string) {
  text(w, note, MARGIN, BOTTOM - 20, { size: 7.5, color: MUTED });
}
