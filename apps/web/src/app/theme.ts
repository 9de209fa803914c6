import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { DEFAULT_THEME_COLOR } from '@niaga/shared';

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return color.map((value, index) => value + ((target[index] ?? value) - value) * amount) as Rgb;
}

/** Ten shades for Mantine: 0-5 tints towards white, 6 the brand colour itself, 7-9 shades towards black. */
export function buildPalette(hex: string): MantineColorsTuple {
  const base = parseHex(hex) ?? (parseHex(DEFAULT_THEME_COLOR) as Rgb);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const tints = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((amount) => toHex(mix(base, white, amount)));
  const shades = [0.15, 0.3, 0.45].map((amount) => toHex(mix(base, black, amount)));
  return [...tints, toHex(base), ...shades] as unknown as MantineColorsTuple;
}

export function isHexColor(value: string | null | undefined): value is string {
  return !!value && parseHex(value) !== null;
}

export function createAppTheme(primaryHex: string | null | undefined): MantineThemeOverride {
  return createTheme({
    colors: { brand: buildPalette(isHexColor(primaryHex) ? primaryHex : DEFAULT_THEME_COLOR) },
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 7 },
    defaultRadius: 'md',
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  });
}
