import { describe, expect, it } from 'vitest';
import { checkBands, percentOf, priceLine } from './pricing.js';

describe('priceLine', () => {
  const bands = [
    { minQty: 10, maxQty: 49, price: 5_500 },
    { minQty: 50, maxQty: 99, price: 5_000 },
  ];

  it('uses the level price outside every band', () => {
    expect(priceLine({ levelPrice: 6_000, bands, quantity: 9 })).toMatchObject({
      unitPrice: 6_000,
      gross: 54_000,
      total: 54_000,
      band: null,
    });
    expect(priceLine({ levelPrice: 6_000, bands, quantity: 100 })?.unitPrice).toBe(6_000);
  });

  it('uses the band that holds the quantity, edges included', () => {
    expect(priceLine({ levelPrice: 6_000, bands, quantity: 10 })?.unitPrice).toBe(5_500);
    expect(priceLine({ levelPrice: 6_000, bands, quantity: 49 })?.unitPrice).toBe(5_500);
    expect(priceLine({ levelPrice: 6_000, bands, quantity: 50 })?.unitPrice).toBe(5_000);
  });

  it('applies the product discount, then the rank discount, each rounded half-up to the sen', () => {
    // 3 × 33.33 = 99.99; 10% = 9.999 → 10.00; rank 2.5% of 89.99 = 2.24975 → 2.25.
    const line = priceLine({
      levelPrice: 3_333,
      quantity: 3,
      discountBasisPoints: 1_000,
      rankDiscountBasisPoints: 250,
    });
    expect(line).toMatchObject({ gross: 9_999, discount: 1_000, rankDiscount: 225, total: 8_774 });
  });

  it('answers null when the level has no price (not offered)', () => {
    expect(priceLine({ levelPrice: null, quantity: 1 })).toBeNull();
  });

  it('refuses a quantity that is not a positive whole number', () => {
    expect(() => priceLine({ levelPrice: 100, quantity: 0 })).toThrow(RangeError);
    expect(() => priceLine({ levelPrice: 100, quantity: 1.5 })).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('rounds half-up in integers', () => {
    expect(percentOf(5, 1_000)).toBe(1); // 0.5 → 1
    expect(percentOf(4, 1_000)).toBe(0); // 0.4 → 0
    expect(percentOf(-5, 1_000)).toBe(-1);
    expect(percentOf(123_456_789, 333)).toBe(4_111_111);
  });
});

describe('checkBands (spec §5)', () => {
  it('accepts ascending bands', () => {
    expect(
      checkBands([
        { minQty: 1, maxQty: 9, price: 1 },
        { minQty: 10, maxQty: 20, price: 1 },
      ]),
    ).toEqual([]);
  });

  it('refuses a duplicate range, a min equal to the previous max, overlaps and inverted bands', () => {
    expect(
      checkBands([
        { minQty: 1, maxQty: 9, price: 1 },
        { minQty: 1, maxQty: 9, price: 2 },
      ]),
    ).toEqual([{ index: 1, key: 'validation.duplicateRange' }]);
    expect(
      checkBands([
        { minQty: 1, maxQty: 9, price: 1 },
        { minQty: 9, maxQty: 20, price: 1 },
      ]),
    ).toEqual([{ index: 1, key: 'validation.rangeMinEqualsPreviousMax' }]);
    expect(
      checkBands([
        { minQty: 1, maxQty: 9, price: 1 },
        { minQty: 5, maxQty: 20, price: 1 },
      ]),
    ).toEqual([{ index: 1, key: 'validation.rangeOrder' }]);
    expect(checkBands([{ minQty: 9, maxQty: 1, price: 1 }])).toEqual([{ index: 0, key: 'validation.rangeOrder' }]);
  });
});
