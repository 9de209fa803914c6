import { describe, expect, it } from 'vitest';
import { documentText, invoiceTotals } from './documents-texts.js';

describe('invoiceTotals', () => {
  const order = {
    subtotal: 15_000,
    discount: 0,
    voucherDiscount: 0,
    voucherCode: null,
    delivery: 'pickup',
    shipping: 0,
    adminFee: 150,
    tax: 849,
    taxBasisPoints: 600,
    taxIncluded: true,
  };
  const t = (key: Parameters<typeof documentText>[1], params?: Record<string, string | number>) =>
    documentText('en', key, params);

  it('names tax the prices include as such, with its rate', () => {
    expect(invoiceTotals(order, t)).toEqual([
      ['Subtotal', 15_000],
      ['Admin fee', 150],
      ['Tax included (6 %)', 849],
    ]);
  });

  it('shows tax added on top as a line of the sum, in the reader’s language', () => {
    const added = { ...order, tax: 900, taxIncluded: false };
    expect(invoiceTotals(added, t).at(-1)).toEqual(['Tax (6 %)', 900]);
    expect(invoiceTotals(added, (key, params) => documentText('ms', key, params)).at(-1)).toEqual(['Cukai (6 %)', 900]);
  });
});
