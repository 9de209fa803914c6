import type { CSSVariablesResolver } from '@mantine/core';
import { accessibleShades, DIMMED_TEXT, type SchemeShades } from '@niaga/shared';

export type AccessibleVariables = { light: Record<string, string>; dark: Record<string, string> };

function colorVariables(name: string, shades: SchemeShades): Record<string, string> {
  return {
    [`--mantine-color-${name}-filled`]: shades.filled,
    [`--mantine-color-${name}-filled-hover`]: shades.filledHover,
    [`--mantine-color-${name}-text`]: shades.text,
    [`--mantine-color-${name}-light-color`]: shades.lightColor,
    [`--mantine-color-${name}-outline`]: shades.outline,
  };
}

/**
 * CSS variables that replace Mantine's text, link, button, error and dimmed colours with shades reaching
 * 4.5:1 (WCAG 1.4.3) in both schemes, for every palette of the theme; plus the focus ring's colour.
 */
export function accessibleVariables(
  colors: Record<string, readonly string[]>,
  primaryColor: string,
  errorColor = 'red',
): AccessibleVariables {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  const shadesOf: Record<string, { light: SchemeShades; dark: SchemeShades }> = {};
  for (const [name, palette] of Object.entries(colors)) {
    const shades = accessibleShades(palette);
    shadesOf[name] = shades;
    Object.assign(light, colorVariables(name, shades.light));
    Object.assign(dark, colorVariables(name, shades.dark));
  }
  const primary = shadesOf[primaryColor];
  if (primary) {
    light['--mantine-color-anchor'] = primary.light.text;
    dark['--mantine-color-anchor'] = primary.dark.text;
    light['--app-focus-ring'] = primary.light.filled;
    dark['--app-focus-ring'] = primary.dark.text;
  }
  const error = shadesOf[errorColor];
  if (error) {
    light['--mantine-color-error'] = error.light.text;
    dark['--mantine-color-error'] = error.dark.text;
  }
  // Placeholders carry meaning too ("All categories", "Search products"): the same grey as dimmed text.
  for (const name of ['--mantine-color-dimmed', '--mantine-color-placeholder']) {
    light[name] = DIMMED_TEXT.light;
    dark[name] = DIMMED_TEXT.dark;
  }
  return { light, dark };
}

/** Mantine's resolver: the variables computed once with the theme (theme.other.accessibleVariables). */
export const accessibleCssVariables: CSSVariablesResolver = (theme) => {
  const computed = theme.other.accessibleVariables as AccessibleVariables | undefined;
  return { variables: {}, light: computed?.light ?? {}, dark: computed?.dark ?? {} };
};
