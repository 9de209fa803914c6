import {
  type Cp58Statement,
  type Cp58TextKey,
  cp58Text,
  cp58TypeKey,
  formatDateShort,
  formatMoney,
  type Language,
} from '@niaga/shared';
import { PageSizes, PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { INK, MUTED, PAGE_HEIGHT, PAGE_WIDTH } from '../../platform/pdf-page.js';
import { pdfSafeText } from '../../platform/pdf-text.js';
import type { Logo } from '../documents/documents.pdf.js';

/**
 * The CP58 statement as an A4 PDF (pdf-lib, Helvetica), laid out like LHDN's form CP58: the year, Part A the
 * payer (the company), Part B the recipient (the agent), Part C the incentive payments by type and their total.
 * The standard fonts know Latin-1 only: other letters print as "?".
 */
const MARGIN = 44;
const RULE = rgb(0.78, 0.8, 0.84);
const SHADE = rgb(0.93, 0.95, 0.97);
const LABEL_WIDTH = 170;

type Writer = {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  y: number;
  t: (key: Cp58TextKey, params?: Record<string, string | number>) => string;
};
type TextOptions = { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; align?: 'left' | 'right' };

function text(w: Writer, value: string, x: number, y: number, options: TextOptions = {}) {
  const font = options.bold ? w.bold : w.regular;
  const size = options.size ?? 9.5;
  const clean = pdfSafeText(font, value);
  const width = font.widthOfTextAtSize(clean, size);
  w.page.drawText(clean, { x: options.align === 'right' ? x - width : x, y, size, font, color: options.color ?? INK });
}

function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of pdfSafeText(font, value).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  return out.length ? out : [''];
}

function paragraph(w: Writer, value: string, x: number, width: number, options: TextOptions = {}) {
  const size = options.size ?? 9.5;
  for (const line of wrap(options.bold ? w.bold : w.regular, value, size, width)) {
    text(w, line, x, w.y, options);
    w.y -= size + 3.5;
  }
}

function rule(w: Writer, y: number) {
  w.page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE_WIDTH - MARGIN, y }, thickness: 0.7, color: RULE });
}

/** A part's heading on a shaded band. */
function partHeading(w: Writer, title: string) {
  w.y -= 8;
  w.page.drawRectangle({ x: MARGIN, y: w.y - 5, width: PAGE_WIDTH - 2 * MARGIN, height: 18, color: SHADE });
  text(w, title, MARGIN + 6, w.y, { size: 10, bold: true });
  w.y -= 22;
}

/** A numbered row: label on the left, the value (wrapped, several lines allowed) on the right. */
function field(w: Writer, number: string, label: string, values: string[]) {
  const top = w.y;
  text(w, number, MARGIN + 6, top, { color: MUTED });
  text(w, label, MARGIN + 26, top, { color: MUTED });
  const shown = values.length ? values : [w.t('cp58.form.notGiven')];
  for (const value of shown)
    paragraph(w, value, MARGIN + LABEL_WIDTH + 10, PAGE_WIDTH - 2 * MARGIN - LABEL_WIDTH - 16, {
      bold: values.length > 0,
      color: values.length ? INK : MUTED,
    });
  w.y = Math.min(w.y, top - 13.5) - 3;
}

const given = (value: string | null) => (value ? [value] : []);

export async function renderCp58Pdf(
  statement: Cp58Statement,
  language: Language,
  timeZone: string,
  logo: Logo,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const t: Writer['t'] = (key, params) => cp58Text(language, key, params);
  doc.setTitle(`CP58 ${statement.year} ${statement.recipient.name}`);
  doc.setAuthor(statement.payer.name);
  doc.setCreator('Niaga');
  doc.setProducer('Niaga (pdf-lib)');
  const w: Writer = {
    page: doc.addPage(PageSizes.A4),
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    y: PAGE_HEIGHT - MARGIN,
    t,
  };
  const money = (amount: number) => formatMoney(amount, statement.currency);
  const date = (value: string) => formatDateShort(value, timeZone);
  const right = PAGE_WIDTH - MARGIN;

  // Heading: logo and form name, the title of the statement, the law and the year.
  let image: PDFImage | null = null;
  if (logo) image = await (logo.kind === 'png' ? doc.embedPng(logo.bytes) : doc.embedJpg(logo.bytes)).catch(() => null);
  const top = w.y;
  if (image) {
    const size = image.scaleToFit(96, 40);
    w.page.drawImage(image, { x: MARGIN, y: top - size.height, width: size.width, height: size.height });
  }
  text(w, t('cp58.form.title'), right, top - 22, { size: 26, bold: true, align: 'right' });
  text(w, String(statement.year), right, top - 38, { size: 11, bold: true, align: 'right', color: MUTED });
  w.y = top - 58;
  paragraph(w, t('cp58.form.heading'), MARGIN, PAGE_WIDTH - 2 * MARGIN, { size: 13, bold: true });
  paragraph(w, t('cp58.form.law'), MARGIN, PAGE_WIDTH - 2 * MARGIN, { size: 9, color: MUTED });
  w.y -= 2;
  paragraph(w, t('cp58.form.year', { year: statement.year }), MARGIN, PAGE_WIDTH - 2 * MARGIN, {
    size: 10.5,
    bold: true,
  });
  if (statement.partial)
    paragraph(w, t('cp58.form.soFar', { date: date(statement.issuedAt) }), MARGIN, PAGE_WIDTH - 2 * MARGIN, {
      size: 9.5,
      color: rgb(0.7, 0.38, 0.02),
    });
  w.y -= 4;
  rule(w, w.y);
  w.y -= 6;

  const { payer, recipient } = statement;
  partHeading(w, t('cp58.form.partA'));
  field(w, '1', t('cp58.form.name'), [payer.name]);
  field(w, '2', t('cp58.form.roc'), given(payer.roc));
  field(w, '3', t('cp58.form.tin'), given(payer.tin));
  field(w, '4', t('cp58.form.address'), payer.address);
  field(w, '5', t('cp58.form.phone'), given(payer.phone));
  field(w, '6', t('cp58.form.email'), given(payer.email));

  partHeading(w, t('cp58.form.partB'));
  field(w, '1', t('cp58.form.name'), [recipient.name]);
  field(w, '2', t('cp58.form.identityNo'), given(recipient.identityNo));
  field(w, '3', t('cp58.form.tin'), given(recipient.tin));
  let number = 4;
  if (recipient.companyName) field(w, String(number++), t('cp58.form.companyName'), [recipient.companyName]);
  if (recipient.rocNumber) field(w, String(number++), t('cp58.form.companyRoc'), [recipient.rocNumber]);
  field(w, String(number), t('cp58.form.address'), recipient.address);

  partHeading(w, t('cp58.form.partC'));
  text(w, t('cp58.form.item'), MARGIN + 6, w.y, { size: 8.5, bold: true, color: MUTED });
  text(w, `${t('cp58.form.amount')} (${statement.currency})`, right - 6, w.y, {
    size: 8.5,
    bold: true,
    color: MUTED,
    align: 'right',
  });
  w.y -= 6;
  rule(w, w.y);
  w.y -= 14;
  text(w, `1  ${t('cp58.form.monetary')}`, MARGIN + 6, w.y, { bold: true });
  w.y -= 15;
  statement.amounts.forEach((item, index) => {
    text(w, `1.${index + 1}`, MARGIN + 18, w.y, { color: MUTED });
    text(w, t(cp58TypeKey(item.type)), MARGIN + 46, w.y);
    text(w, money(item.amount), right - 6, w.y, { align: 'right' });
    w.y -= 15;
  });
  text(w, `2  ${t('cp58.form.nonMonetary')}`, MARGIN + 6, w.y, { bold: true });
  text(w, t('cp58.form.none'), right - 6, w.y, { align: 'right', color: MUTED });
  w.y -= 8;
  rule(w, w.y);
  w.y -= 16;
  text(w, t('cp58.form.total'), MARGIN + 6, w.y, { size: 11, bold: true });
  text(w, money(statement.total), right - 6, w.y, { size: 11, bold: true, align: 'right' });
  w.y -= 8;
  rule(w, w.y);
  w.y -= 20;

  const width = PAGE_WIDTH - 2 * MARGIN;
  paragraph(w, t('cp58.form.issuedOn', { date: date(statement.issuedAt) }), MARGIN, width, { bold: true });
  if (statement.issuedByName)
    paragraph(w, t('cp58.form.issuedBy', { name: statement.issuedByName }), MARGIN, width, { color: MUTED });
  w.y -= 6;
  for (const key of ['cp58.form.basis', 'cp58.form.note', 'cp58.form.computer'] as const)
    paragraph(w, t(key), MARGIN, width, { size: 8.5, color: MUTED });
  return doc.save();
}
