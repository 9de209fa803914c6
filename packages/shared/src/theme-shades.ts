import { contrastRatio, MIN_TEXT_CONTRAST, mixHex, shadeReaching } from './contrast.js';

/**
 * The shades of a ten-colour theme palette (Mantine's layout: 0-5 tints, 6 the colour, 7-9 darker) that reach
 * 4.5:1 where the web theme puts them (Mantine's get-css-color-variables.ts): each starts from Mantine's own
 * choice and moves just far enough. Surfaces are Mantine's: light = white body and cards, gray-0 and gray-1
 * (hover, striped rows); dark = dark-7 body and cards, dark-6 inputs and default buttons, dark-5 hover.
 */
export const LIGHT_SURFACES = ['#ffffff', '#f8f9fa', '#f1f3f5'] as const;
export const DARK_SURFACES = ['#242424', '#2e2e2e', '#3b3b3b'] as const;
const MANTINE_GRAY_6 = '#868e96';
const MANTINE_DARK_2 = '#828282';

export type SchemeShades = {
  /** Filled buttons and badges, under white text; in light mode also text, links and outlines. */
  filled: string;
  filledHover: string;
  /** Text and links in the colour. */
  text: string;
  /** Text of the light and subtle variants, over their tinted background. */
  lightColor: string;
  outline: string;
};

export function accessibleShades(palette: readonly string[]): { light: SchemeShades; dark: SchemeShades } {
  const shade = (index: number) => palette[index] ?? palette[6] ?? '#000000';
  const filled = shadeReaching(shade(6), LIGHT_SURFACES, 'black');
  const filledHover = mixHex(filled, '#000000', 0.12);
  const lightText = shadeReaching(shade(9), [shade(1), shade(2), ...LIGHT_SURFACES], 'black');
  const darkText = shadeReaching(shade(4), DARK_SURFACES, 'white');
  // Mantine's dark light-variant background: the 9th shade darkened by 50% (30% on hover).
  const darkTints = [mixHex(shade(9), '#000000', 0.5), mixHex(shade(9), '#000000', 0.3)];
  const darkLightText = shadeReaching(shade(0), [...darkTints, ...DARK_SURFACES], 'white');
  // Outline buttons also sit on their own colour's alert (light variant) background.
  const lightOutline = shadeReaching(filled, [shade(1), ...LIGHT_SURFACES], 'black');
  const darkOutline = shadeReaching(darkText, [...darkTints, ...DARK_SURFACES], 'white');
  return {
    light: { filled, filledHover, text: filled, lightColor: lightText, outline: lightOutline },
    dark: { filled, filledHover, text: darkText, lightColor: darkLightText, outline: darkOutline },
  };
}

/** Secondary ("dimmed") text: Mantine's grey moved just far enough. */
export const DIMMED_TEXT = {
  light: shadeReaching(MANTINE_GRAY_6, LIGHT_SURFACES, 'black'),
  dark: shadeReaching(MANTINE_DARK_2, DARK_SURFACES, 'white'),
} as const;

export type ThemeColorAdvice = {
  /** The colour's own contrast against white (as text on the page, or under a button's white text). */
  ratio: number;
  /** Whether the colour itself reaches 4.5:1; when not, the app uses `textShade` for text, links and buttons. */
  reaches: boolean;
  textShade: string;
  textShadeRatio: number;
};

/** What HQ is told when choosing a theme colour. */
export function themeColorAdvice(hex: string): ThemeColorAdvice {
  const ratio = contrastRatio(hex, '#ffffff');
  const textShade = shadeReaching(hex, LIGHT_SURFACES, 'black');
  return {
    ratio,
    reaches: ratio >= MIN_TEXT_CONTRAST,
    textShade,
    textShadeRatio: contrastRatio(textShade, '#ffffff'),
  };
}
