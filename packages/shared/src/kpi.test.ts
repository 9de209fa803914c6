import { describe, expect, it } from 'vitest';
import { kpiOf, monthsOfPeriod, sideGroupSales } from './kpi.js';

describe('sideGroupSales', () => {
  it('is the TPGS of every direct leg but the largest', () => {
    expect(sideGroupSales([300_00, 1_200_00, 450_00])).toBe(750_00);
    // Two legs of the same size: only one of them is the largest.
    expect(sideGroupSales([500_00, 500_00])).toBe(500_00);
    expect(sideGroupSales([900_00])).toBe(0);
    expect(sideGroupSales([])).toBe(0);
  });
});

describe('kpiOf', () => {
  const figures = { ps: 1_000_00, psUnits: 10, gs: 5_000_00, gsUnits: 40, tpgs: 6_000_00, tpgsUnits: 50 };
  const targets = { psAmount: 500_00, psUnit: 12, gsAmount: 3_000_00, gsUnit: 20, tpgsAmount: 0, tpgsUnit: 0 };

  it('compares amounts with the monthly targets times the months', () => {
    expect(kpiOf(figures, targets, 2, 'amount')).toEqual({
      ps: { target: 1_000_00, met: true }, // 1,000.00 ≥ 2 × 500.00
      gs: { target: 6_000_00, met: false }, // 5,000.00 < 2 × 3,000.00
      tpgs: { target: 0, met: false }, // no target set
    });
  });

  it('compares units when the company counts MOQ in units', () => {
    expect(kpiOf(figures, targets, 1, 'unit')).toEqual({
      ps: { target: 12, met: false },
      gs: { target: 20, met: true },
      tpgs: { target: 0, met: false },
    });
  });

  it('has no targets for an agent without a level', () => {
    expect(kpiOf(figures, null, 1, 'amount').ps).toEqual({ target: 0, met: false });
  });
});

describe('monthsOfPeriod', () => {
  it('lists every month the days touch, across a year end', () => {
    expect(monthsOfPeriod('2025-11-15', '2026-02-03')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(monthsOfPeriod('2026-03-01', '2026-03-31')).toEqual(['2026-03-01']);
  });
});
