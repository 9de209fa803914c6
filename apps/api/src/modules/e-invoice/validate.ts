import { formatMoney, type MessageKey } from '@niaga/shared';
import { type EInvoiceModel, type Party, totalsOf } from './document.js';
import { type CodeList, LHDN } from './lhdn-codes.js';

/** One thing missing or wrong, named by its UBL field and its document; translated when answered. */
export type Problem = { field: string; key: MessageKey; params: Record<string, string | number> };

/** LHDN TINs: one or two letters and 9 to 12 digits (C2584563200, IG21136425010, EI00000000010). */
const TIN = /^[A-Z]{1,2}\d{9,12}$/;

/**
 * Everything LHDN would refuse that we can see before sending (issue 21 "Validate every document before it
 * leaves"): the mandatory parties' fields, the code lists, and totals that add up to the sen. An empty answer is a
 * document that may be sent; anything else keeps it here.
 */
export function validateDocument(model: EInvoiceModel): Problem[] {
  const problems: Problem[] = [];
  const document = model.number;
  const add = (field: string, key: MessageKey, params: Record<string, string | number> = {}) =>
    problems.push({ field, key, params: { document, field, ...params } });
  const code = (field: string, list: CodeList, value: string | null) => {
    if (!value || !LHDN[list].has(value)) add(field, 'eInvoice.problem.code', { value: value ?? '' });
  };

  // Supplier: the company profile.
  const supplier = model.supplier;
  const s = 'AccountingSupplierParty';
  if (!supplier.tin) add(`${s}.TIN`, 'eInvoice.problem.sellerTin');
  else if (!TIN.test(supplier.tin)) add(`${s}.TIN`, 'eInvoice.problem.tinFormat', { value: supplier.tin });
  if (!supplier.identity) add(`${s}.BRN`, 'eInvoice.problem.sellerBrn');
  if (!supplier.msicCode || !LHDN.msic.has(supplier.msicCode))
    add(`${s}.IndustryClassificationCode`, 'eInvoice.problem.sellerMsic');
  if (model.tax > 0 && !supplier.sstNumber) add(`${s}.SST`, 'eInvoice.problem.sellerSst');
  if (!addressComplete(supplier)) add(`${s}.PostalAddress`, 'eInvoice.problem.sellerAddress');
  if (!supplier.phone) add(`${s}.Contact.Telephone`, 'eInvoice.problem.sellerPhone');

  // Buyer: the agent (or LHDN's general public on a consolidated e-invoice).
  const buyer = model.buyer;
  const b = 'AccountingCustomerParty';
  if (!buyer.name) add(`${b}.RegistrationName`, 'eInvoice.problem.buyerName');
  if (!buyer.tin) add(`${b}.TIN`, 'eInvoice.problem.buyerTin');
  else if (!TIN.test(buyer.tin)) add(`${b}.TIN`, 'eInvoice.problem.tinFormat', { value: buyer.tin });
  if (!buyer.identity) add(`${b}.PartyIdentification`, 'eInvoice.problem.buyerIdentity');
  if (!model.period) {
    if (!addressComplete(buyer)) add(`${b}.PostalAddress`, 'eInvoice.problem.buyerAddress');
    if (!buyer.phone) add(`${b}.Contact.Telephone`, 'eInvoice.problem.buyerPhone');
  }

  // Code lists.
  code('InvoiceTypeCode', 'documentType', model.typeCode);
  code('DocumentCurrencyCode', 'currency', model.currency);
  code('TaxCategory.ID', 'taxType', model.taxTypeCode);
  if (model.paymentMethodCode) code('PaymentMeansCode', 'paymentMethod', model.paymentMethodCode);
  for (const [field, party] of [
    [s, supplier],
    [b, buyer],
  ] as const) {
    if (party.address.stateCode) code(`${field}.CountrySubentityCode`, 'state', party.address.stateCode);
    code(`${field}.Country`, 'country', party.address.countryCode);
  }
  for (const [index, line] of model.lines.entries()) {
    const field = `InvoiceLine[${index + 1}]`;
    code(`${field}.ItemClassificationCode`, 'classification', line.classificationCode);
    code(`${field}.InvoicedQuantity.unitCode`, 'unit', line.unitCode);
  }

  // A note refers to an invoice LHDN has validated.
  if (model.billingReference && !model.billingReference.uuid)
    add('BillingReference', 'eInvoice.problem.original', { original: model.billingReference.number });

  // Totals to the sen.
  if (model.lines.length === 0) add('InvoiceLine', 'eInvoice.problem.noLines');
  const totals = totalsOf(model);
  const money = (sen: number) => formatMoney(sen, model.currency === 'IDR' ? 'IDR' : 'MYR');
  const sums = (field: string, expected: number, actual: number) => {
    if (expected !== actual)
      add(field, 'eInvoice.problem.totals', { expected: money(expected), actual: money(actual) });
  };
  for (const [index, line] of model.lines.entries())
    sums(`InvoiceLine[${index + 1}].LineExtensionAmount`, line.quantity * line.unitPrice, line.subtotal);
  sums('LegalMonetaryTotal.LineExtensionAmount', model.expectedLineExtension, totals.lineExtension);
  sums(
    'TaxTotal.TaxAmount',
    model.tax,
    model.lines.reduce((sum, line) => sum + line.tax, 0),
  );
  sums('LegalMonetaryTotal.PayableAmount', model.expectedPayable, totals.payable);
  return problems;
}

function addressComplete(party: Party) {
  const address = party.address;
  return Boolean(address.line1 && address.postcode && address.city && address.stateCode);
}
