/**
 * WCAG 2.1 colour contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): relative luminance of sRGB
 * colours, their ratio, and the shade of a colour that just reaches a ratio, so the theme computes its text,
 * link and button shades instead of guessing them.
 */
export type Rgb = [number, number, number];

/** WCAG 2.1 AA for normal text (1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as Rgb;
}

export function isHexColor(value: string | null | undefined): value is string {
  return !!value && parseHex(value) !== null;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function rgbOf(hex: string): Rgb {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`not a hex colour: ${hex}`);
  return rgb;
}

/** `hex` moved `amount` (0..1) of the way towards `target`, channel by channel. */
export function mixHex(hex: string, target: string, amount: number): string {
  const from = rgbOf(hex);
  const to = rgbOf(target);
  return toHex(from.map((value, index) => value + ((to[index] ?? value) - value) * amount) as Rgb);
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The lowest contrast of `hex` against any of `backgrounds`. */
export function minContrast(hex: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(hex, background)));
}

/**
 * `hex` darkened (towards black) or lightened (towards white) just far enough to reach `ratio` against every
 * background; `hex` itself when it already does. Mixing towards black (white) lowers (raises) the luminance
 * monotonically, so a binary search on the mix amount finds the closest shade.
 */
export function shadeReaching(
  hex: string,
  backgrounds: readonly string[],
  towards: 'black' | 'white',
  ratio = MIN_TEXT_CONTRAST,
): string {
  const start = toHex(rgbOf(hex));
  if (minContrast(start, backgrounds) >= ratio) return start;
  const target = towards === 'black' ? '#000000' : '#ffffff';
  let low = 0;
  let high = 1;
  for (let step = 0; step < 24; step++) {
    const middle = (low + high) / 2;
    if (minContrast(mixHex(start, target, middle), backgrounds) >= ratio) high = middle;
    else low = middle;
  }
  return mixHex(start, target, high);
}

/** Whether `hex` itself reaches `ratio` as text on white and under white text (the light theme's use). */
export function reachesContrastOnWhite(hex: string, ratio = MIN_TEXT_CONTRAST): boolean {
  return contrastRatio(hex, '#ffffff') >= ratio;
}
