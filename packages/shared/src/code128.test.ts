import { describe, expect, it } from 'vitest';
import { code128Bars, code128Text } from './code128.js';

/** The bar/space widths of the symbol that starts at module `x`. */
function widthsAt(value: string, symbolIndex: number): string {
  const { bars } = code128Bars(value);
  const start = symbolIndex * 11;
  const inside = bars.filter((bar) => bar.x >= start && bar.x < start + 11);
  const widths: number[] = [];
  inside.forEach((bar, index) => {
    widths.push(bar.width);
    const next = inside[index + 1];
    widths.push((next ? next.x : start + 11) - bar.x - bar.width);
  });
  return widths.join('');
}

describe('Code 128 (set B)', () => {
  it('encodes start B, the characters, the mod-103 check symbol and stop', () => {
    // Check value: (104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7) mod 103 = 879 mod 103 = 55.
    const { modules } = code128Bars('PJJ123C');
    expect(modules).toBe(11 * (1 + 7 + 1) + 13);
    expect(widthsAt('PJJ123C', 0)).toBe('211214'); // start B
    expect(widthsAt('PJJ123C', 1)).toBe('313121'); // "P": value 48
    expect(widthsAt('PJJ123C', 8)).toBe('311321'); // value 55
  });

  it('prints characters outside set B as "?"', () => {
    expect(code128Text('Pesanan–1 ✓')).toBe('Pesanan?1 ?');
  });
});
