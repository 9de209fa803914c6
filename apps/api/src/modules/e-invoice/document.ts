/**
 * One LHDN MyInvois document (issue 21) as plain facts, and its UBL 2.1 JSON form (MyInvois document version 1.1:
 * `{ _D, _A, _B, Invoice: [ … ] }`, every value an array of `{ _: value, attribute… }`; the SDK's
 * "1.1-Invoice-Sample.json"). Money is integer sen here and a number with two decimals in the JSON.
 */

export const DOCUMENT_VERSION = '1.1';
/** LHDN's general public TIN: the buyer of a consolidated e-invoice (and of a sale whose buyer gave none). */
export const GENERAL_PUBLIC_TIN = 'EI00000000010';
export const CONSOLIDATED_CLASSIFICATION = '004';

export type DocumentTypeCode = '01' | '02' | '04';

export type PartyAddress = {
  line1: string | null;
  line2: string | null;
  postcode: string | null;
  city: string | null;
  /** LHDN state code (`10` Selangor, `17` not applicable). */
  stateCode: string | null;
  /** ISO 3166-1 alpha-3. */
  countryCode: string;
};

export type Party = {
  name: string | null;
  tin: string | null;
  /** The identity LHDN asks of a party besides its TIN: NRIC, passport, business registration (BRN) or army number. */
  identity: { scheme: 'NRIC' | 'PASSPORT' | 'BRN' | 'ARMY'; value: string } | null;
  sstNumber: string | null;
  address: PartyAddress;
  phone: string | null;
  email: string | null;
};

export type Supplier = Party & { msicCode: string | null; msicDescription: string | null };

export type DocumentLine = {
  description: string;
  quantity: number;
  /** Price per unit and quantity × price, in sen. */
  unitPrice: number;
  subtotal: number;
  /** The tax of this line in sen (the document's tax shared over its lines, to the sen). */
  tax: number;
  classificationCode: string;
  unitCode: string;
};

export type EInvoiceModel = {
  number: string;
  typeCode: DocumentTypeCode;
  issuedAt: Date;
  currency: string;
  supplier: Supplier;
  buyer: Party;
  lines: DocumentLine[];
  /** Discounts and vouchers, and shipping plus admin fees, of the whole document, in sen. */
  allowance: number;
  charge: number;
  tax: number;
  /** The tax is inside the prices (the order's `taxIncluded`). */
  taxIncluded: boolean;
  taxTypeCode: string;
  taxBasisPoints: number;
  paymentMethodCode: string | null;
  /** What the source says must be paid, in sen (the order's grand total, the sum of a month's receipts). */
  expectedPayable: number;
  /** What the source says the lines add up to, in sen (the order's subtotal). */
  expectedLineExtension: number;
  /** A note's original invoice, by number and its LHDN uuid. */
  billingReference: { number: string; uuid: string | null } | null;
  /** A consolidated e-invoice's month. */
  period: { start: string; end: string } | null;
};

/** The amounts LHDN checks, in sen: computed once, used by the JSON and by validation. */
export function totalsOf(model: EInvoiceModel) {
  const lineExtension = model.lines.reduce((sum, line) => sum + line.subtotal, 0);
  const beforeTax = lineExtension - model.allowance + model.charge;
  const taxExclusive = model.taxIncluded ? beforeTax - model.tax : beforeTax;
  const taxInclusive = taxExclusive + model.tax;
  return { lineExtension, taxExclusive, taxInclusive, payable: taxInclusive };
}

/** Shares `total` sen over `weights` in proportion, the remainder on the largest share: the parts add up to the sen. */
export function shareBySen(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  const largest = weights.indexOf(Math.max(...weights));
  parts[largest]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

// --- UBL JSON -------------------------------------------------------------------------------------------------

type Attributes = Record<string, string>;
const v = (value: string | number | boolean, attributes: Attributes = {}) => [{ _: value, ...attributes }];
const money = (sen: number, currency: string) => v(Math.round(sen) / 100, { currencyID: currency });
const orNa = (value: string | null | undefined) => (value?.trim() ? value.trim() : 'NA');

function addressJson(address: PartyAddress) {
  return [
    {
      CityName: v(address.city ?? ''),
      PostalZone: v(address.postcode ?? ''),
      CountrySubentityCode: v(address.stateCode ?? ''),
      AddressLine: [address.line1, address.line2].filter(Boolean).map((line) => ({ Line: v(line!) })),
      Country: [{ IdentificationCode: v(address.countryCode, { listID: 'ISO3166-1', listAgencyID: '6' }) }],
    },
  ];
}

function identificationJson(party: Party) {
  const ids: Array<[string, string]> = [['TIN', party.tin ?? '']];
  ids.push([party.identity?.scheme ?? 'BRN', party.identity?.value ?? 'NA']);
  ids.push(['SST', orNa(party.sstNumber)], ['TTX', 'NA']);
  return ids.map(([scheme, value]) => ({ ID: v(value, { schemeID: scheme }) }));
}

function contactJson(party: Party) {
  return [{ Telephone: v(orNa(party.phone)), ...(party.email ? { ElectronicMail: v(party.email) } : {}) }];
}

function taxTotalJson(tax: number, taxable: number, model: EInvoiceModel, withPercent: boolean) {
  const scheme = { ID: v('OTH', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }) };
  return [
    {
      TaxAmount: money(tax, model.currency),
      TaxSubtotal: [
        {
          TaxableAmount: money(taxable, model.currency),
          TaxAmount: money(tax, model.currency),
          ...(withPercent ? { Percent: v(model.taxBasisPoints / 100) } : {}),
          TaxCategory: [{ ID: v(model.taxTypeCode), TaxScheme: [scheme] }],
        },
      ],
    },
  ];
}

const ROOT_NAME = 'Invoice';
const TIME = (date: Date) => `${date.toISOString().slice(11, 19)}Z`;

/** The document in MyInvois's UBL 2.1 JSON form (without the signature extension: see docs/decisions.md). */
export function toUblJson(model: EInvoiceModel) {
  const totals = totalsOf(model);
  const c = model.currency;
  const invoice: Record<string, unknown> = {
    ID: v(model.number),
    IssueDate: v(model.issuedAt.toISOString().slice(0, 10)),
    IssueTime: v(TIME(model.issuedAt)),
    InvoiceTypeCode: v(model.typeCode, { listVersionID: DOCUMENT_VERSION }),
    DocumentCurrencyCode: v(c),
    TaxCurrencyCode: v(c),
  };
  if (model.period)
    invoice.InvoicePeriod = [
      { StartDate: v(model.period.start), EndDate: v(model.period.end), Description: v('Monthly') },
    ];
  if (model.billingReference)
    invoice.BillingReference = [
      {
        InvoiceDocumentReference: [
          { ID: v(model.billingReference.number), UUID: v(model.billingReference.uuid ?? '') },
        ],
      },
    ];
  invoice.AccountingSupplierParty = [
    {
      Party: [
        {
          IndustryClassificationCode: v(model.supplier.msicCode ?? '', { name: model.supplier.msicDescription ?? '' }),
          PartyIdentification: identificationJson(model.supplier),
          PostalAddress: addressJson(model.supplier.address),
          PartyLegalEntity: [{ RegistrationName: v(model.supplier.name ?? '') }],
          Contact: contactJson(model.supplier),
        },
      ],
    },
  ];
  invoice.AccountingCustomerParty = [
    {
      Party: [
        {
          PostalAddress: addressJson(model.buyer.address),
          PartyLegalEntity: [{ RegistrationName: v(model.buyer.name ?? '') }],
          PartyIdentification: identificationJson(model.buyer),
          Contact: contactJson(model.buyer),
        },
      ],
    },
  ];
  if (model.paymentMethodCode) invoice.PaymentMeans = [{ PaymentMeansCode: v(model.paymentMethodCode) }];
  const charges = [
    ...(model.allowance ? [{ indicator: false, reason: 'Discount', amount: model.allowance }] : []),
    ...(model.charge ? [{ indicator: true, reason: 'Shipping and fees', amount: model.charge }] : []),
  ];
  if (charges.length)
    invoice.AllowanceCharge = charges.map((charge) => ({
      ChargeIndicator: v(charge.indicator),
      AllowanceChargeReason: v(charge.reason),
      Amount: money(charge.amount, c),
    }));
  invoice.TaxTotal = taxTotalJson(model.tax, totals.taxExclusive, model, false);
  invoice.LegalMonetaryTotal = [
    {
      LineExtensionAmount: money(totals.lineExtension, c),
      TaxExclusiveAmount: money(totals.taxExclusive, c),
      TaxInclusiveAmount: money(totals.taxInclusive, c),
      AllowanceTotalAmount: money(model.allowance, c),
      ChargeTotalAmount: money(model.charge, c),
      PayableAmount: money(totals.payable, c),
    },
  ];
  invoice.InvoiceLine = model.lines.map((line, index) => ({
    ID: v(String(index + 1)),
    InvoicedQuantity: v(line.quantity, { unitCode: line.unitCode }),
    LineExtensionAmount: money(line.subtotal, c),
    TaxTotal: taxTotalJson(line.tax, line.subtotal, model, true),
    Item: [
      {
        CommodityClassification: [{ ItemClassificationCode: v(line.classificationCode, { listID: 'CLASS' }) }],
        Description: v(line.description),
      },
    ],
    Price: [{ PriceAmount: money(line.unitPrice, c) }],
    ItemPriceExtension: [{ Amount: money(line.subtotal, c) }],
  }));
  return {
    _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    [ROOT_NAME]: [invoice],
  };
}
