import { describe, expect, it } from 'vitest';
import { checkWeightBands, courierCharge, pickWeightBand, stateKey } from './shipping.js';

const bands = [
  { fromGrams: 0, toGrams: 1_000, price: 800 },
  { fromGrams: 1_001, toGrams: 5_000, price: 1_500 },
];

describe('checkWeightBands', () => {
  it('accepts touching but separate ranges in any order', () => {
    expect(checkWeightBands(bands)).toEqual([]);
    expect(checkWeightBands([...bands].reverse())).toEqual([]);
  });

  it('flags a band that shares a gram with an earlier one, entered in any order', () => {
    expect(checkWeightBands([...bands, { fromGrams: 5_000, toGrams: 9_000, price: 1 }])).toEqual([
      { index: 2, field: 'fromGrams', key: 'shipping.bandOverlap' },
    ]);
    expect(checkWeightBands([{ fromGrams: 500, toGrams: 700, price: 1 }, ...bands])).toEqual([
      { index: 1, field: 'fromGrams', key: 'shipping.bandOverlap' },
    ]);
  });

  it('flags from above to', () => {
    expect(checkWeightBands([{ fromGrams: 2_000, toGrams: 1_000, price: 1 }])).toEqual([
      { index: 0, field: 'toGrams', key: 'validation.rangeOrder' },
    ]);
  });
});

describe('pickWeightBand', () => {
  it('includes both edges and answers null in a gap or beyond the table', () => {
    expect(pickWeightBand(bands, 0)?.price).toBe(800);
    expect(pickWeightBand(bands, 1_000)?.price).toBe(800);
    expect(pickWeightBand(bands, 1_001)?.price).toBe(1_500);
    expect(pickWeightBand(bands, 5_001)).toBeNull();
    expect(pickWeightBand([{ fromGrams: 2_000, toGrams: 3_000, price: 1 }], 1_500)).toBeNull();
  });
});

describe('courierCharge', () => {
  it.each([
    ['charges the band price plus the handling fee below the threshold', 9_999, 800, false, 1_000],
    ['zeroes the rate from the threshold on but keeps the handling fee', 10_000, 0, true, 200],
  ] as const)('%s', (_title, subtotal, rate, freeShipping, total) => {
    expect(courierCharge({ bandPrice: 800, handlingFee: 200, freeShippingMin: 10_000, subtotal })).toEqual({
      rate,
      handlingFee: 200,
      freeShipping,
      total,
    });
  });

  it('is never free without a threshold', () => {
    expect(
      courierCharge({ bandPrice: 800, handlingFee: 0, freeShippingMin: null, subtotal: 10 ** 9 }).freeShipping,
    ).toBe(false);
  });
});

describe('stateKey', () => {
  it('ignores case and extra spaces', () => {
    expect(stateKey('  Kuala   LUMPUR ')).toBe('kuala lumpur');
  });
});
