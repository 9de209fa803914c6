import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';

describe('formatMoney', () => {
  it('shows ringgit with 2 decimals and thousands separators', () => {
    expect(formatMoney(123450)).toBe('RM 1,234.50');
    expect(formatMoney(5)).toBe('RM 0.05');
    expect(formatMoney(0)).toBe('RM 0.00');
    expect(formatMoney(-100000001)).toBe('-RM 1,000,000.01');
  });

  it('shows rupiah with 0 decimals, rounded half-up', () => {
    expect(formatMoney(123450, 'IDR')).toBe('Rp 1.235');
    expect(formatMoney(123449, 'IDR')).toBe('Rp 1.234');
    expect(formatMoney(100000000, 'IDR')).toBe('Rp 1.000.000');
  });

  it('refuses fractions of a minor unit', () => {
    expect(() => formatMoney(1.5)).toThrow(TypeError);
  });
});
