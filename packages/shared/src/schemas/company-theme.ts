import { z } from 'zod';
import { text } from './text.js';

/** Where an uploaded theme image goes: the logo on light and on dark backgrounds, and the browser-tab icon. */
export const THEME_LOGO_SLOTS = ['light', 'dark', 'favicon'] as const;
export const themeLogoSlot = z.enum(THEME_LOGO_SLOTS, { error: 'theme.slotUnknown' });
export type ThemeLogoSlot = z.infer<typeof themeLogoSlot>;

/** `#rrggbb`, any case; stored lower-cased. */
const hexColor = text({ max: 7 })
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, 'theme.colorFormat');

/**
 * Company › Theme (setup `company-theme`): colours, logos, favicon, the installable app's icons (made from the
 * favicon, else the light logo) and the web description. Images are changed by store-logo / remove-logo.
 */
export const companyTheme = z.object({
  colorPrimary: z.string(),
  colorSecondary: z.string().nullable(),
  webDescription: z.string().nullable(),
  logoLight: z.string().nullable(),
  logoDark: z.string().nullable(),
  favicon: z.string().nullable(),
  icon192: z.string().nullable(),
  icon512: z.string().nullable(),
});
export type CompanyTheme = z.infer<typeof companyTheme>;

export const companyThemeInput = z.object({
  colorPrimary: hexColor,
  /** '' or null: no secondary colour. */
  colorSecondary: z
    .union([z.literal(''), hexColor])
    .nullable()
    .optional(),
  /** Search engines and the installable app show it; '' or null: none. */
  webDescription: text({ max: 300 }).nullable().optional(),
});
export type CompanyThemeInput = z.input<typeof companyThemeInput>;
