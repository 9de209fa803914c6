import { describe, expect, it } from 'vitest';
import { checkComboPicks, validityOf } from './bundles.js';

const combo = {
  requiredQuantity: 6,
  products: [
    { productId: 'coffee', minQuantity: 2 },
    { productId: 'tea', minQuantity: 0 },
    { productId: 'shirt', minQuantity: 0 },
  ],
};

describe('checkComboPicks (spec §5)', () => {
  it('accepts picks that add up to exactly the required units', () => {
    expect(
      checkComboPicks(combo, [
        { productId: 'coffee', quantity: 2 },
        { productId: 'tea', quantity: 4 },
      ]),
    ).toEqual([]);
    expect(
      checkComboPicks(combo, [
        { productId: 'shirt', variantId: 'red-m', quantity: 3 },
        { productId: 'shirt', variantId: 'blue-m', quantity: 3 },
      ]),
    ).toEqual([]);
  });

  it('refuses a total other than the required units', () => {
    expect(checkComboPicks(combo, [{ productId: 'tea', quantity: 5 }])).toEqual([
      { index: null, key: 'combo.totalMismatch' },
    ]);
    expect(checkComboPicks(combo, [{ productId: 'tea', quantity: 7 }])).toEqual([
      { index: null, key: 'combo.totalMismatch' },
    ]);
  });

  it('refuses a product twice, a variant set twice, a product outside the combo and one below its minimum', () => {
    expect(
      checkComboPicks(combo, [
        { productId: 'tea', quantity: 3 },
        { productId: 'tea', quantity: 3 },
      ]),
    ).toEqual([{ index: 1, key: 'combo.variantTwice' }]);
    expect(
      checkComboPicks(combo, [
        { productId: 'shirt', variantId: 'red-m', quantity: 3 },
        { productId: 'shirt', variantId: 'red-m', quantity: 3 },
      ]),
    ).toEqual([{ index: 1, key: 'combo.variantTwice' }]);
    expect(checkComboPicks(combo, [{ productId: 'cake', quantity: 6 }])).toEqual([
      { index: 0, key: 'combo.notInCombo' },
    ]);
    expect(
      checkComboPicks(combo, [
        { productId: 'coffee', quantity: 1 },
        { productId: 'tea', quantity: 5 },
      ]),
    ).toEqual([{ index: 0, key: 'combo.belowMinimum' }]);
  });

  it('refuses a pick without enough stock', () => {
    const stock = (pick: { productId: string }) => (pick.productId === 'tea' ? 3 : 100);
    expect(
      checkComboPicks(
        combo,
        [
          { productId: 'coffee', quantity: 2 },
          { productId: 'tea', quantity: 4 },
        ],
        stock,
      ),
    ).toEqual([{ index: 1, key: 'combo.notEnoughStock' }]);
  });
});

describe('validityOf', () => {
  it('splits by dates, both ends included', () => {
    expect(validityOf('2026-12-01', '2026-12-31', '2026-11-30')).toBe('upcoming');
    expect(validityOf('2026-12-01', '2026-12-31', '2026-12-01')).toBe('ongoing');
    expect(validityOf('2026-12-01', '2026-12-31', '2026-12-31')).toBe('ongoing');
    expect(validityOf('2026-12-01', '2026-12-31', '2027-01-01')).toBe('expired');
    expect(validityOf('2026-12-01', null, '2030-01-01')).toBe('ongoing');
  });
});
