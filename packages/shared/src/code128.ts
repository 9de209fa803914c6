/**
 * Code 128 (code set B) for shipping labels: the same bars on the printable page (SVG) and in the PDF.
 * Each symbol is 6 alternating bar/space widths (11 modules); the stop symbol has 7 (13 modules).
 */
// biome-ignore format: the standard table, ten symbols a row
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];
const START_B = 104;
const STOP = 106;

export type BarcodeBar = { x: number; width: number };

/** Characters set B cannot encode (outside ASCII 32–126) become "?". */
export function code128Text(value: string): string {
  return [...value].map((char) => (char >= ' ' && char <= '~' ? char : '?')).join('');
}

/** The bars (in modules, from x = 0) and the total width in modules, quiet zones not included. */
export function code128Bars(value: string): { bars: BarcodeBar[]; modules: number } {
  const codes = [...code128Text(value)].map((char) => char.charCodeAt(0) - 32);
  const checksum = codes.reduce((sum, code, index) => sum + code * (index + 1), START_B) % 103;
  const symbols = [START_B, ...codes, checksum, STOP];
  const bars: BarcodeBar[] = [];
  let x = 0;
  for (const symbol of symbols) {
    const widths = PATTERNS[symbol]!;
    for (let index = 0; index < widths.length; index += 1) {
      const width = Number(widths[index]);
      if (index % 2 === 0) bars.push({ x, width });
      x += width;
    }
  }
  return { bars, modules: x };
}
