import type { EInvoiceKind } from '@niaga/shared';
import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { companies } from '../company/company.tables.js';
import { resolveFeatures } from '../company/features.js';
import { orderLines, orders } from '../orders/orders.tables.js';
import { users } from '../users/users.tables.js';
import {
  CONSOLIDATED_CLASSIFICATION,
  type DocumentTypeCode,
  type EInvoiceModel,
  GENERAL_PUBLIC_TIN,
  type Party,
  type Supplier,
  shareBySen,
} from './document.js';
import { type EInvoiceRow, eInvoices } from './e-invoice.tables.js';
import { lhdnCountryCode, lhdnStateCode } from './lhdn-codes.js';

export type Month = { year: number; month: number };

const pad = (n: number) => String(n).padStart(2, '0');
export const periodOf = ({ year, month }: Month) => `${year}-${pad(month)}`;
const nextMonth = ({ year, month }: Month): Month =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
const lastDay = ({ year, month }: Month) => new Date(Date.UTC(year, month, 0)).getUTCDate();
export const consolidatedNumber = (month: Month) => `CONS-${month.year}${pad(month.month)}`;

/** The consolidated e-invoice is due within 7 days after the month ends (LHDN's guideline). */
export const consolidatedDueOn = (month: Month) => {
  const next = nextMonth(month);
  return `${next.year}-${pad(next.month)}-07`;
};

/** Where each document of a month comes from: one order (invoice, note, agent sale) or the month's receipts. */
export type MonthDocument = {
  number: string;
  kind: EInvoiceKind;
  orderId: string | null;
  model: EInvoiceModel;
  orderCount: number;
  /** The stored state at LHDN, if it was handed over. */
  stored: EInvoiceRow | null;
};

const LINE_CLASSIFICATION = '022'; // "Others": the catalogue keeps no LHDN classification per product.
const UNIT = 'C62'; // "one": the catalogue sells units.

const PAYMENT_CODES: Record<string, string> = { cash: '01', manual: '03', wallet: '06', online: '08' };

/** What a document needs of an order (a month may hold tens of thousands: only these columns are read). */
const ORDER_COLUMNS = {
  id: orders.id,
  invoiceNo: orders.invoiceNo,
  status: orders.status,
  sellerKind: orders.sellerKind,
  refundMethod: orders.refundMethod,
  paymentMethod: orders.paymentMethod,
  subtotal: orders.subtotal,
  discount: orders.discount,
  voucherDiscount: orders.voucherDiscount,
  shipping: orders.shipping,
  adminFee: orders.adminFee,
  tax: orders.tax,
  taxBasisPoints: orders.taxBasisPoints,
  taxIncluded: orders.taxIncluded,
  grandTotal: orders.grandTotal,
};
type OrderRow = Pick<typeof orders.$inferSelect, keyof typeof ORDER_COLUMNS>;

/** What a document needs of its buyer. */
const BUYER_COLUMNS = {
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  tin: users.tin,
  identityNo: users.identityNo,
  rocNumber: users.rocNumber,
  companyName: users.companyName,
  address1: users.address1,
  address2: users.address2,
  postcode: users.postcode,
  city: users.city,
  state: users.state,
  country: users.country,
  phoneCode: users.phoneCode,
  phoneNumber: users.phoneNumber,
};
type Buyer = {
  name: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  tin: string | null;
  identityNo: string | null;
  rocNumber: string | null;
  companyName: string | null;
  address1: string | null;
  address2: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  phoneCode: string | null;
  phoneNumber: string | null;
};

const phoneOf = (code: string | null, number: string | null) => (number ? `${code ?? ''}${number}` : null);

function identityOf(buyer: Buyer): Party['identity'] {
  if (buyer.rocNumber) return { scheme: 'BRN', value: buyer.rocNumber };
  const id = buyer.identityNo?.replace(/[-\s]/g, '');
  if (!id) return null;
  return /^\d{12}$/.test(id) ? { scheme: 'NRIC', value: id } : { scheme: 'PASSPORT', value: id };
}

function buyerParty(buyer: Buyer): Party {
  return {
    name: buyer.companyName || [buyer.firstName, buyer.lastName].filter(Boolean).join(' ') || buyer.name,
    tin: buyer.tin?.toUpperCase() || null,
    identity: identityOf(buyer),
    sstNumber: null,
    address: {
      line1: buyer.address1,
      line2: buyer.address2,
      postcode: buyer.postcode,
      city: buyer.city,
      stateCode: lhdnStateCode(buyer.state),
      countryCode: lhdnCountryCode(buyer.country ?? 'MY'),
    },
    phone: phoneOf(buyer.phoneCode, buyer.phoneNumber),
    email: buyer.email,
  };
}

/** LHDN's general public buyer of a consolidated e-invoice (and its notes). */
const GENERAL_PUBLIC: Party = {
  name: 'General Public',
  tin: GENERAL_PUBLIC_TIN,
  identity: { scheme: 'BRN', value: 'NA' },
  sstNumber: null,
  address: { line1: 'NA', line2: null, postcode: '', city: '', stateCode: '17', countryCode: 'MYS' },
  phone: 'NA',
  email: null,
};

/**
 * A buyer needs an e-invoice of its own when it gave a TIN or trades as a company (then a missing TIN is a problem
 * to fix); everyone else is a consumer whose receipts go into the month's consolidated e-invoice.
 */
export const needsOwnInvoice = (buyer: Pick<Buyer, 'tin' | 'rocNumber'>) => Boolean(buyer.tin || buyer.rocNumber);

async function supplierOf(db: Executor, companyId: string): Promise<{ supplier: Supplier; currency: string }> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new Error(`no company ${companyId}`);
  const features = resolveFeatures(company.features);
  return {
    currency: company.currency,
    supplier: {
      name: company.name,
      tin: company.tin?.toUpperCase() || null,
      identity: company.companyRoc ? { scheme: 'BRN', value: company.companyRoc } : null,
      sstNumber: features.sstNumber,
      msicCode: company.msicCode,
      msicDescription: company.msicDescription,
      address: {
        line1: company.address1,
        line2: company.address2,
        postcode: company.postcode,
        city: company.city,
        stateCode: lhdnStateCode(company.state),
        countryCode: lhdnCountryCode(company.country ?? 'MY'),
      },
      phone: phoneOf(company.phoneCode, company.phone),
      email: company.email,
    },
  };
}

const taxType = (tax: number) => (tax > 0 ? '01' : '06');

/**
 * The month's documents of a company (issue 21, domain-rules "E-invoicing"): each counted HQ-sold order whose
 * buyer needs its own e-invoice (type 01), the consolidated e-invoice of the other HQ sales (general public,
 * classification 004), a credit note (02: the money went to the buyer's wallet) or refund note (04: the money was
 * paid back) for each refund of the month, and the agent-sold orders as data only. Built afresh from the orders
 * and the company profile; `at` is the issue time written on documents not yet sent.
 */
export async function monthDocuments(db: Executor, companyId: string, month: Month, at: Date) {
  const period = periodOf(month);
  const tz = sql`(select time_zone from companies where id = ${companyId})`;
  const start = sql`(${`${period}-01`}::timestamp at time zone ${tz})`;
  const end = sql`(${`${periodOf(nextMonth(month))}-01`}::timestamp at time zone ${tz})`;
  const localPeriod = (column: typeof orders.approvedAt) =>
    sql<string | null>`to_char(${column} at time zone ${tz}, 'YYYY-MM')`;
  const { supplier, currency } = await supplierOf(db, companyId);

  const inMonth = and(
    eq(orders.companyId, companyId),
    isNotNull(orders.invoiceNo),
    or(
      and(gte(orders.approvedAt, start), lt(orders.approvedAt, end)),
      and(eq(orders.status, 'refund'), gte(orders.refundedAt, start), lt(orders.refundedAt, end)),
    ),
  );
  const buyerJoin = and(eq(users.companyId, orders.companyId), eq(users.id, orders.buyerId));
  const rows = await db
    .select({
      order: ORDER_COLUMNS,
      buyer: BUYER_COLUMNS,
      countedPeriod: localPeriod(orders.approvedAt),
      refundPeriod: localPeriod(orders.refundedAt),
    })
    .from(orders)
    .innerJoin(users, buyerJoin)
    .where(inMonth)
    .orderBy(asc(orders.invoiceNo));
  // Lines only of the orders that become documents of their own (a consumer's receipt is one consolidated line).
  const lines = await db
    .select({ line: orderLines })
    .from(orderLines)
    .innerJoin(orders, and(eq(orders.companyId, orderLines.companyId), eq(orders.id, orderLines.orderId)))
    .innerJoin(users, buyerJoin)
    .where(
      and(
        eq(orderLines.companyId, companyId),
        inMonth,
        sql`(coalesce(${users.tin}, '') <> '' or coalesce(${users.rocNumber}, '') <> '' or ${orders.sellerKind} = 'agent' or ${orders.status} = 'refund')`,
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo));
  const linesOf = new Map<string, LineRow[]>();
  for (const { line } of lines) {
    const list = linesOf.get(line.orderId);
    if (list) list.push(line);
    else linesOf.set(line.orderId, [line]);
  }
  const originalOf = (row: (typeof rows)[number]) =>
    needsOwnInvoice(row.buyer) ? row.order.invoiceNo! : `CONS-${(row.countedPeriod ?? period).replace('-', '')}`;
  const originals = rows.filter((row) => row.order.status === 'refund' && row.refundPeriod === period).map(originalOf);
  const stored = await db
    .select()
    .from(eInvoices)
    .where(
      and(
        eq(eInvoices.companyId, companyId),
        // This month's documents, and the originals its notes refer to (perhaps of an earlier month).
        originals.length
          ? or(eq(eInvoices.period, period), inArray(eInvoices.number, originals))
          : eq(eInvoices.period, period),
      ),
    );
  const storedBy = new Map(stored.map((row) => [row.number, row]));

  const base = { currency, supplier, issuedAt: at };
  const documents: MonthDocument[] = [];
  const consumers: Array<{ order: OrderRow; lines: LineRow[] }> = [];
  for (const row of rows) {
    const { order, buyer } = row;
    const own = linesOf.get(order.id) ?? [];
    const hq = order.sellerKind === 'branch';
    if (row.countedPeriod === period) {
      if (!hq)
        documents.push(
          document(
            'agent_sale',
            order.invoiceNo!,
            orderModel(order, own, '01', buyerParty(buyer), base),
            order.id,
            null,
          ),
        );
      else if (needsOwnInvoice(buyer))
        documents.push(
          document(
            'invoice',
            order.invoiceNo!,
            orderModel(order, own, '01', buyerParty(buyer), base),
            order.id,
            storedBy,
          ),
        );
      else consumers.push({ order, lines: own });
    }
    if (hq && order.status === 'refund' && row.refundPeriod === period) {
      const typeCode: DocumentTypeCode = order.refundMethod === 'wallet' ? '02' : '04';
      const number = `${typeCode === '02' ? 'CN' : 'RN'}-${order.invoiceNo}`;
      const buyerOfNote = needsOwnInvoice(buyer) ? buyerParty(buyer) : GENERAL_PUBLIC;
      const model = orderModel(order, own, typeCode, buyerOfNote, base);
      const original = storedBy.get(originalOf(row));
      model.billingReference = { number: originalOf(row), uuid: original?.status === 'valid' ? original.uuid : null };
      documents.push(document(typeCode === '02' ? 'credit_note' : 'refund_note', number, model, order.id, storedBy));
    }
  }
  if (consumers.length) {
    const number = consolidatedNumber(month);
    const model = consolidatedModel(number, consumers, month, base);
    documents.push({ ...document('consolidated', number, model, null, storedBy), orderCount: consumers.length });
  }
  return documents;
}

type LineRow = typeof orderLines.$inferSelect;
type Base = { currency: string; supplier: Supplier; issuedAt: Date };

function document(
  kind: EInvoiceKind,
  number: string,
  model: EInvoiceModel,
  orderId: string | null,
  storedBy: Map<string, EInvoiceRow> | null,
): MonthDocument {
  const stored = storedBy?.get(number) ?? null;
  // A document already handed over keeps the issue time it was sent with (its hash covers it).
  if (stored?.submittedAt) model.issuedAt = stored.submittedAt;
  return { number, kind, orderId, model, orderCount: 1, stored };
}

/** One order as a document: its lines, its discounts as one allowance, shipping and fees as one charge. */
function orderModel(
  order: OrderRow,
  lines: LineRow[],
  typeCode: DocumentTypeCode,
  buyer: Party,
  base: Base,
): EInvoiceModel {
  const lineTaxes = shareBySen(
    order.tax,
    lines.map((line) => line.lineTotal),
  );
  return {
    ...base,
    number: typeCode === '01' ? order.invoiceNo! : `${typeCode === '02' ? 'CN' : 'RN'}-${order.invoiceNo}`,
    typeCode,
    buyer,
    lines: lines.map((line, index) => ({
      description: line.variantName ? `${line.name} (${line.variantName})` : line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      subtotal: line.lineTotal,
      tax: lineTaxes[index] ?? 0,
      classificationCode: LINE_CLASSIFICATION,
      unitCode: UNIT,
    })),
    allowance: order.discount + order.voucherDiscount,
    charge: order.shipping + order.adminFee,
    tax: order.tax,
    taxIncluded: order.taxIncluded,
    taxTypeCode: taxType(order.tax),
    taxBasisPoints: order.taxBasisPoints,
    paymentMethodCode: order.paymentMethod ? (PAYMENT_CODES[order.paymentMethod] ?? '08') : null,
    expectedPayable: order.grandTotal,
    expectedLineExtension: order.subtotal,
    billingReference: null,
    period: null,
  };
}

/**
 * The month's consolidated e-invoice: one line per receipt (the order's invoice number), its amount before tax and
 * its tax, classification 004, bought by LHDN's general public.
 */
function consolidatedModel(
  number: string,
  consumers: Array<{ order: OrderRow; lines: LineRow[] }>,
  month: Month,
  base: Base,
): EInvoiceModel {
  const before = (order: OrderRow) => order.grandTotal - (order.taxIncluded ? 0 : order.tax);
  const tax = consumers.reduce((sum, { order }) => sum + order.tax, 0);
  const taxIncluded = consumers.every(({ order }) => order.taxIncluded) && tax > 0;
  return {
    ...base,
    number,
    typeCode: '01',
    buyer: GENERAL_PUBLIC,
    lines: consumers.map(({ order }) => ({
      description: `Receipt ${order.invoiceNo}`,
      quantity: 1,
      unitPrice: before(order),
      subtotal: before(order),
      tax: order.tax,
      classificationCode: CONSOLIDATED_CLASSIFICATION,
      unitCode: UNIT,
    })),
    allowance: 0,
    charge: 0,
    tax,
    taxIncluded,
    taxTypeCode: taxType(tax),
    taxBasisPoints: consumers[0]?.order.taxBasisPoints ?? 0,
    paymentMethodCode: null,
    expectedPayable: consumers.reduce((sum, { order }) => sum + order.grandTotal, 0),
    expectedLineExtension: consumers.reduce((sum, { order }) => sum + before(order), 0),
    billingReference: null,
    period: { start: `${periodOf(month)}-01`, end: `${periodOf(month)}-${pad(lastDay(month))}` },
  };
}
