import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GENERAL_PUBLIC_TIN, shareBySen, totalsOf, toUblJson } from './document.js';
import { sampleInvoice } from './document-fixtures.js';
import { needsOwnInvoice } from './month-documents.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const golden = (name: string) => path.join(here, 'golden', name);

/** The keys of every object in a UBL JSON tree, as paths (`Invoice.AccountingSupplierParty.Party.…`). */
function keyPaths(value: unknown, prefix = ''): Set<string> {
  const paths = new Set<string>();
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) for (const item of node) walk(item, at);
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) {
        const next = at ? `${at}.${key}` : key;
        paths.add(next);
        walk(child, next);
      }
  };
  walk(value, prefix);
  return paths;
}

describe('UBL 2.1 JSON of MyInvois document version 1.1', () => {
  it('writes the invoice exactly as the golden file', () => {
    const json = toUblJson(sampleInvoice());
    if (process.env.UPDATE_GOLDEN) writeFileSync(golden('invoice.json'), `${JSON.stringify(json, null, 2)}\n`);
    expect(json).toEqual(JSON.parse(readFileSync(golden('invoice.json'), 'utf8')));
  });

  it("uses only the element names of LHDN's 1.1 invoice sample (SDK 1.1-Invoice-Sample.json)", () => {
    const ours = keyPaths(
      toUblJson({
        ...sampleInvoice(),
        typeCode: '04',
        billingReference: { number: 'NIA-000001', uuid: 'F9D425P6DS7D8IU' },
      }),
    );
    const documented = keyPaths(JSON.parse(readFileSync(golden('lhdn-1.1-invoice-sample-structure.json'), 'utf8')));
    const unknown = [...ours].filter((key) => !documented.has(key));
    expect(unknown).toEqual([]);
    for (const required of [
      'Invoice.InvoiceTypeCode.listVersionID',
      'Invoice.AccountingSupplierParty.Party.PartyIdentification.ID.schemeID',
      'Invoice.LegalMonetaryTotal.PayableAmount.currencyID',
      'Invoice.InvoiceLine.Item.CommodityClassification.ItemClassificationCode.listID',
    ])
      expect(ours).toContain(required);
  });

  it('writes version 1.1 and the amounts in ringgit with their currency', () => {
    const invoice = toUblJson(sampleInvoice()).Invoice[0] as Record<string, any>;
    expect(invoice.InvoiceTypeCode).toEqual([{ _: '01', listVersionID: '1.1' }]);
    expect(invoice.LegalMonetaryTotal[0].PayableAmount).toEqual([{ _: 135.2, currencyID: 'MYR' }]);
    expect(invoice.TaxTotal[0].TaxAmount).toEqual([{ _: 7.2, currencyID: 'MYR' }]);
  });

  it('refers a note to its original invoice by number and LHDN uuid', () => {
    const note = toUblJson({
      ...sampleInvoice(),
      typeCode: '02',
      billingReference: { number: 'NIA-000123', uuid: 'ABC' },
    });
    expect((note.Invoice[0] as Record<string, any>).BillingReference).toEqual([
      { InvoiceDocumentReference: [{ ID: [{ _: 'NIA-000123' }], UUID: [{ _: 'ABC' }] }] },
    ]);
  });
});

describe('totals to the sen', () => {
  it('adds lines, allowance, charge and tax added on top', () => {
    expect(totalsOf(sampleInvoice())).toEqual({
      lineExtension: 13_333,
      taxExclusive: 12_800,
      taxInclusive: 13_520,
      payable: 13_520,
    });
  });

  it('takes tax held in the prices out of the tax-exclusive amount', () => {
    const model = { ...sampleInvoice(), taxIncluded: true, expectedPayable: 12_800 };
    expect(totalsOf(model)).toMatchObject({ taxExclusive: 12_080, taxInclusive: 12_800, payable: 12_800 });
  });

  it('shares an amount over lines in proportion, the parts adding up to the sen', () => {
    expect(shareBySen(720, [10_000, 3_333])).toEqual([541, 179]);
    expect(shareBySen(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareBySen(5, [0, 0])).toEqual([5, 0]);
    expect(shareBySen(0, [])).toEqual([]);
  });
});

describe('consolidation', () => {
  it('gives a buyer its own e-invoice when it gave a TIN or trades as a company, else the consolidated one', () => {
    expect(needsOwnInvoice({ tin: 'IG21136425010', rocNumber: null })).toBe(true);
    expect(needsOwnInvoice({ tin: null, rocNumber: '202001012345' })).toBe(true);
    expect(needsOwnInvoice({ tin: null, rocNumber: null })).toBe(false);
    expect(GENERAL_PUBLIC_TIN).toBe('EI00000000010');
  });
});
