import { createTheme, DEFAULT_THEME, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { DEFAULT_THEME_COLOR, isHexColor, mixHex } from '@niaga/shared';
import { accessibleVariables } from './accessible-colors';

export { isHexColor };

/**
 * Ten shades for Mantine: 0-5 tints towards white, 6 the brand colour itself, 7-9 shades towards black.
 * Text, links and filled buttons do not use these directly: accessible-colors.ts moves each use to the
 * nearest shade that reaches 4.5:1.
 */
export function buildPalette(hex: string): MantineColorsTuple {
  // Mixing by 0 only normalises the notation (#abc, ABCDEF) to six lower-case digits.
  const base = mixHex(isHexColor(hex) ? hex : DEFAULT_THEME_COLOR, '#000000', 0);
  const tints = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((amount) => mixHex(base, '#ffffff', amount));
  const shades = [0.15, 0.3, 0.45].map((amount) => mixHex(base, '#000000', amount));
  return [...tints, base, ...shades] as unknown as MantineColorsTuple;
}

export function createAppTheme(
  primaryHex: string | null | undefined,
  showPasswordLabel?: string,
): MantineThemeOverride {
  const brand = buildPalette(isHexColor(primaryHex) ? primaryHex : DEFAULT_THEME_COLOR);
  return createTheme({
    colors: { brand },
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 6 },
    defaultRadius: 'md',
    // Users who ask their system for less motion get menus, modals and collapses without animation.
    respectReducedMotion: true,
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    other: { accessibleVariables: accessibleVariables({ ...DEFAULT_THEME.colors, brand }, 'brand') },
    components: {
      // The show/hide button is a Tab stop of its own, named in the page's language (aria-pressed tells its state).
      PasswordInput: {
        defaultProps: {
          visibilityToggleFocusable: true,
          ...(showPasswordLabel ? { visibilityToggleButtonProps: { 'aria-label': showPasswordLabel } } : {}),
        },
      },
    },
  });
}
