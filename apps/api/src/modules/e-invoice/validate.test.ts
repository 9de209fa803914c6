import { translate } from '@niaga/shared';
import { describe, expect, it } from 'vitest';
import type { EInvoiceModel } from './document.js';
import { sampleInvoice } from './document-fixtures.js';
import { validateDocument } from './validate.js';

const fieldsOf = (model: EInvoiceModel) => validateDocument(model).map((problem) => problem.field);

describe('e-invoice validation before it leaves', () => {
  it('finds nothing on a complete document', () => {
    expect(validateDocument(sampleInvoice())).toEqual([]);
  });

  it('names the field and the document of each problem, in each language', () => {
    const model = sampleInvoice();
    model.buyer.tin = null;
    const [problem] = validateDocument(model);
    expect(problem!.field).toBe('AccountingCustomerParty.TIN');
    expect(translate('en', problem!.key, problem!.params)).toBe('Buyer TIN missing on NIA-000123.');
    expect(translate('ms', problem!.key, problem!.params)).toBe('TIN pembeli tiada pada NIA-000123.');
  });

  const cases: Array<[string, (m: EInvoiceModel) => void, string]> = [
    [
      'seller TIN missing',
      (m) => {
        m.supplier.tin = null;
      },
      'AccountingSupplierParty.TIN',
    ],
    [
      'seller TIN malformed',
      (m) => {
        m.supplier.tin = '12-345';
      },
      'AccountingSupplierParty.TIN',
    ],
    [
      'seller SSM number missing',
      (m) => {
        m.supplier.identity = null;
      },
      'AccountingSupplierParty.BRN',
    ],
    [
      'seller MSIC missing',
      (m) => {
        m.supplier.msicCode = null;
      },
      'AccountingSupplierParty.IndustryClassificationCode',
    ],
    [
      'seller MSIC unknown',
      (m) => {
        m.supplier.msicCode = '99999';
      },
      'AccountingSupplierParty.IndustryClassificationCode',
    ],
    [
      'seller SST missing on a taxed sale',
      (m) => {
        m.supplier.sstNumber = null;
      },
      'AccountingSupplierParty.SST',
    ],
    [
      'seller address without state',
      (m) => {
        m.supplier.address.stateCode = null;
      },
      'AccountingSupplierParty.PostalAddress',
    ],
    [
      'seller phone missing',
      (m) => {
        m.supplier.phone = null;
      },
      'AccountingSupplierParty.Contact.Telephone',
    ],
    [
      'buyer name missing',
      (m) => {
        m.buyer.name = '';
      },
      'AccountingCustomerParty.RegistrationName',
    ],
    [
      'buyer identity missing',
      (m) => {
        m.buyer.identity = null;
      },
      'AccountingCustomerParty.PartyIdentification',
    ],
    [
      'buyer address missing',
      (m) => {
        m.buyer.address.line1 = null;
      },
      'AccountingCustomerParty.PostalAddress',
    ],
    [
      'buyer phone missing',
      (m) => {
        m.buyer.phone = null;
      },
      'AccountingCustomerParty.Contact.Telephone',
    ],
    [
      'state code not in the list',
      (m) => {
        m.buyer.address.stateCode = '99';
      },
      'AccountingCustomerParty.CountrySubentityCode',
    ],
    [
      'country not in the list',
      (m) => {
        m.buyer.address.countryCode = 'XXX';
      },
      'AccountingCustomerParty.Country',
    ],
    [
      'currency not in the list',
      (m) => {
        m.currency = 'ABC';
      },
      'DocumentCurrencyCode',
    ],
    [
      'tax type not in the list',
      (m) => {
        m.taxTypeCode = '09';
      },
      'TaxCategory.ID',
    ],
    [
      'payment method not in the list',
      (m) => {
        m.paymentMethodCode = '42';
      },
      'PaymentMeansCode',
    ],
    [
      'classification not in the list',
      (m) => {
        m.lines[0]!.classificationCode = '999';
      },
      'InvoiceLine[1].ItemClassificationCode',
    ],
    [
      'unit not in the list',
      (m) => {
        m.lines[1]!.unitCode = 'ZZZZ';
      },
      'InvoiceLine[2].InvoicedQuantity.unitCode',
    ],
    [
      'note whose original LHDN has not validated',
      (m) => {
        m.billingReference = { number: 'NIA-000001', uuid: null };
      },
      'BillingReference',
    ],
  ];
  it.each(cases)('refuses a document with %s', (_name, change, field) => {
    const model = sampleInvoice();
    change(model);
    expect(fieldsOf(model)).toEqual([field]);
  });

  it('refuses a document without lines', () => {
    const model = {
      ...sampleInvoice(),
      lines: [],
      expectedLineExtension: 0,
      tax: 0,
      supplier: sampleInvoice().supplier,
    };
    expect(fieldsOf(model)).toContain('InvoiceLine');
  });

  it('checks totals to the sen: a line, the lines against the order, the tax and the payable amount', () => {
    const line = sampleInvoice();
    line.lines[0]!.subtotal = 10_001;
    line.expectedLineExtension = 13_334;
    line.expectedPayable = 13_521;
    expect(fieldsOf(line)).toEqual(['InvoiceLine[1].LineExtensionAmount']);

    const lines = sampleInvoice();
    lines.expectedLineExtension = 13_332;
    expect(fieldsOf(lines)).toEqual(['LegalMonetaryTotal.LineExtensionAmount']);

    const tax = sampleInvoice();
    tax.lines[1]!.tax = 178;
    const [problem] = validateDocument(tax);
    expect(problem!.field).toBe('TaxTotal.TaxAmount');
    expect(translate('en', problem!.key, problem!.params)).toBe(
      'TaxTotal.TaxAmount on NIA-000123 does not add up: RM 7.20 expected, RM 7.19 found.',
    );

    const payable = sampleInvoice();
    payable.expectedPayable = 13_519;
    expect(fieldsOf(payable)).toEqual(['LegalMonetaryTotal.PayableAmount']);
  });
});
