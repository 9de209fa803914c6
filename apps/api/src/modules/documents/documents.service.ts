import type {
  DocumentCompany,
  DocumentLine,
  DocumentParty,
  DocumentsPrintedResult,
  DocumentsView,
  DocumentType,
  OrderDocument,
} from '@niaga/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/storage.js';
import { imageKind, readOwnUpload } from '../../platform/uploads.js';
import { companyLetterhead } from '../company/company-profile.service.js';
import { resolveFeatures } from '../company/features.js';
import { eInvoices } from '../e-invoice/e-invoice.tables.js';
import { type Logo, renderDocumentsPdf } from './documents.pdf.js';
import {
  type BranchRow,
  branchesByIds,
  type LineRow,
  linesOf,
  markPrinted,
  type OrderRow,
  ordersByIds,
  packageContents,
  printedAtOf,
  productNames,
  type UserRow,
  usersByIds,
} from './documents.repo.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const phoneOf = (code: string | null, number: string | null) =>
  number ? [code, number].filter(Boolean).join(' ') : null;
const joinLines = (...parts: Array<string | null | undefined>) =>
  parts.map((part) => part?.trim()).filter((part): part is string => !!part);

/** HQ and staff (manage_orders, checked by the route) see every order of the company; an agent the ones it sells. */
const sellerScope = (ctx: RequestContext) => (ctx.user.role === 'agent' ? ctx.user.id : null);

/** The orders named, in the order named; one that is unknown or not the caller's answers 404 for all. */
async function accessibleOrders(executor: Executor, ctx: RequestContext, ids: string[]): Promise<OrderRow[]> {
  const rows = await ordersByIds(executor, ctx.companyId, ids, sellerScope(ctx));
  if (rows.length !== ids.length) throw notFound();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

function addressOf(row: {
  address1: string | null;
  address2: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
}): string[] {
  return joinLines(row.address1, row.address2, joinLines(row.postcode, row.city).join(' '), row.state);
}

function userParty(user: UserRow | undefined, fallbackName: string): DocumentParty {
  if (!user) return { name: fallbackName, phone: null, email: null, address: [] };
  return {
    name: user.companyName || user.name,
    phone: phoneOf(user.phoneCode, user.phoneNumber),
    email: user.email,
    address: addressOf(user),
  };
}

/** A branch as seller or sender; the main branch without an address of its own sends from the company's. */
function branchParty(branch: BranchRow | undefined, company: DocumentCompany, fallbackName: string): DocumentParty {
  if (!branch) return { name: fallbackName, phone: null, email: null, address: [] };
  const own = addressOf(branch);
  const fromCompany = branch.isMain && own.length === 0;
  return {
    name: branch.isMain ? company.name : `${company.name} (${branch.name})`,
    phone: branch.phone ?? (fromCompany ? company.phone : null),
    email: null,
    address: fromCompany ? company.address : own,
  };
}

/**
 * The company's name, logo, ROC, TIN, currency and time zone with its registered address and phone (company
 * profile); the main branch's address and phone when the profile has none.
 */
async function letterheadOf(executor: Executor, companyId: string): Promise<DocumentCompany> {
  const head = await companyLetterhead(executor, companyId);
  if (!head) throw notFound();
  return {
    name: head.company.name,
    logoUrl: head.company.logoUrl,
    address: head.address,
    phone: head.phone,
    taxNumber: head.company.tin,
    registrationNo: head.company.companyRoc,
    sstNumber: resolveFeatures(head.company.features).sstNumber,
    currency: head.company.currency,
    timeZone: head.company.timeZone,
  };
}

/** GET /api/orders/documents/letterhead: what heads every document (the label template preview shows it). */
export function documentLetterhead(deps: AppDeps, ctx: RequestContext): Promise<DocumentCompany> {
  return letterheadOf(deps.db, ctx.companyId);
}

type Loaded = { company: DocumentCompany; orders: OrderDocument[]; rows: OrderRow[] };

async function loadDocuments(
  executor: Executor,
  ctx: RequestContext,
  type: DocumentType,
  ids: string[],
): Promise<Loaded> {
  const rows = await accessibleOrders(executor, ctx, ids);
  const company = await letterheadOf(executor, ctx.companyId);

  const lines = await linesOf(executor, ctx.companyId, ids);
  const people = await usersByIds(executor, ctx.companyId, [
    ...new Set(rows.flatMap((row) => [row.buyerId, ...(row.sellerKind === 'agent' ? [row.sellerStoreId] : [])])),
  ]);
  const stores = await branchesByIds(executor, ctx.companyId, [
    ...new Set(
      rows.flatMap((row) => [
        ...(row.sellerKind === 'branch' ? [row.sellerStoreId] : []),
        ...(row.pickupBranchId ? [row.pickupBranchId] : []),
      ]),
    ),
  ]);
  const packages = await packageContents(executor, ctx.companyId, [
    ...new Set(lines.filter((line) => line.kind === 'package').map((line) => line.itemId)),
  ]);
  const productIds = new Set<string>();
  for (const line of lines) for (const pick of line.picks ?? []) productIds.add(pick.productId);
  for (const contents of packages.values()) for (const entry of contents) productIds.add(entry.productId);
  const names = await productNames(executor, ctx.companyId, [...productIds]);

  const contentsOf = (line: LineRow): DocumentLine['contents'] => {
    const perUnit =
      line.kind === 'combo' ? (line.picks ?? []) : line.kind === 'package' ? (packages.get(line.itemId) ?? []) : [];
    return perUnit.map((entry) => ({
      name: names.get(entry.productId) ?? '',
      quantity: entry.quantity * line.quantity,
    }));
  };

  const linesByOrder = new Map<string, LineRow[]>();
  for (const line of lines) linesByOrder.set(line.orderId, [...(linesByOrder.get(line.orderId) ?? []), line]);

  const eInvoiceOf = await validatedEInvoices(
    executor,
    ctx.companyId,
    rows.flatMap((row) => (row.invoiceNo ? [row.invoiceNo] : [])),
  );
  const orders = rows.map((row): OrderDocument => {
    const buyer = userParty(people.get(row.buyerId), row.sellerName);
    const sender =
      row.sellerKind === 'agent'
        ? userParty(people.get(row.sellerStoreId), row.sellerName)
        : branchParty(stores.get(row.sellerStoreId), company, row.sellerName);
    const receiver: DocumentParty = row.receiver
      ? {
          name: joinLines(row.receiver.firstName, row.receiver.lastName).join(' '),
          phone: phoneOf(row.receiver.phoneCode, row.receiver.phoneNumber),
          email: row.receiver.email,
          address: joinLines(
            row.receiver.address1,
            row.receiver.address2,
            joinLines(row.receiver.postCode, row.receiver.city).join(' '),
            row.receiver.state,
          ),
        }
      : { ...buyer, address: row.pickupLocation ? [row.pickupLocation] : [] };
    return {
      id: row.id,
      referenceNo: row.referenceNo,
      invoiceNo: row.invoiceNo,
      type: row.type,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      paidAt: iso(row.paidAt),
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      buyer,
      receiver,
      sender,
      delivery: row.delivery,
      courierName: row.courierName,
      trackingNumber: row.trackingNumber,
      pickupLocation: row.pickupLocation,
      pickupTime: iso(row.pickupTime),
      notes: row.notes,
      lines: (linesByOrder.get(row.id) ?? []).map((line) => ({
        lineNo: line.lineNo,
        kind: line.kind,
        name: line.name,
        variantName: line.variantName,
        sku: line.sku,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discount: line.discount,
        lineTotal: line.lineTotal,
        weightGrams: line.weightGrams,
        contents: contentsOf(line),
      })),
      subtotal: row.subtotal,
      discount: row.discount,
      voucherDiscount: row.voucherDiscount,
      voucherCode: row.voucherCode,
      shipping: row.shipping,
      adminFee: row.adminFee,
      tax: row.tax,
      taxBasisPoints: row.taxBasisPoints,
      taxIncluded: row.taxIncluded,
      grandTotal: row.grandTotal,
      totalUnits: row.totalUnits,
      totalWeightGrams: row.totalWeightGrams,
      barcode: row.trackingNumber || row.referenceNo,
      printedAt: iso(printedAtOf(row, type)),
      eInvoice: row.invoiceNo ? (eInvoiceOf.get(row.invoiceNo) ?? null) : null,
    };
  });
  return { company, orders, rows };
}

/** GET /api/orders/documents: what each order's document shows. */
export async function documentsData(
  deps: AppDeps,
  ctx: RequestContext,
  query: { type: DocumentType; ids: string[] },
): Promise<DocumentsView> {
  const { company, orders } = await loadDocuments(deps.db, ctx, query.type, query.ids);
  return { type: query.type, company, orders };
}

/** POST /api/orders/documents/printed: the first print time of the document is kept. */
export async function markDocumentsPrinted(
  deps: AppDeps,
  ctx: RequestContext,
  input: { type: DocumentType; ids: string[] },
): Promise<DocumentsPrintedResult> {
  return deps.db.transaction(async (tx) => {
    await accessibleOrders(tx, ctx, input.ids);
    const rows = await markPrinted(tx, ctx.companyId, input.type, input.ids, ctx.now);
    const byId = new Map(rows.map((row) => [row.id, row.printedAt]));
    return {
      type: input.type,
      orders: input.ids.map((id) => ({ id, printedAt: byId.get(id)!.toISOString() })),
    };
  });
}

/** Reads the company's logo when it is one of its own uploads (PNG or JPEG); anything else prints no logo. */
export async function readLogo(storage: FileStorage, companyId: string, url: string | null): Promise<Logo> {
  const bytes = await readOwnUpload(storage, companyId, url).catch(() => null);
  const kind = bytes ? imageKind(bytes) : null;
  if (!bytes || !kind) return null;
  return { bytes, kind: kind.extension };
}

const FILE_NAME = { invoice: 'invoice', 'packing-list': 'packing-list', 'shipping-label': 'shipping-label' } as const;

/** GET /api/orders/documents/pdf: the PDF (one order per page) and its file name; the orders count as printed. */
export async function documentsPdf(
  deps: AppDeps,
  ctx: RequestContext,
  query: { type: DocumentType; ids: string[] },
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const view = await documentsData(deps, ctx, query);
  const logo = await readLogo(deps.storage, ctx.companyId, view.company.logoUrl);
  const bytes = await renderDocumentsPdf(view, ctx.language, logo);
  await markDocumentsPrinted(deps, ctx, query);
  const [first] = view.orders;
  const name =
    view.orders.length === 1 && first
      ? `${FILE_NAME[query.type]}-${(first.invoiceNo && query.type === 'invoice' ? first.invoiceNo : first.referenceNo).replace(/[^A-Za-z0-9_-]+/g, '-')}`
      : `${FILE_NAME[query.type]}s-${view.orders.length}-orders-${ctx.now.toISOString().slice(0, 10)}`;
  return { bytes, fileName: `${name}.pdf` };
}

/** The orders' own e-invoices that LHDN validated (a consumer's receipt is inside the month's consolidated one). */
async function validatedEInvoices(executor: Executor, companyId: string, invoiceNos: string[]) {
  if (invoiceNos.length === 0) return new Map<string, { uuid: string; validationLink: string }>();
  const rows = await executor
    .select({ number: eInvoices.number, uuid: eInvoices.uuid, validationLink: eInvoices.validationLink })
    .from(eInvoices)
    .where(
      and(eq(eInvoices.companyId, companyId), inArray(eInvoices.number, invoiceNos), eq(eInvoices.status, 'valid')),
    );
  return new Map(
    rows.flatMap((row) =>
      row.uuid && row.validationLink
        ? [[row.number, { uuid: row.uuid, validationLink: row.validationLink }] as const]
        : [],
    ),
  );
}
