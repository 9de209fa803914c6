import { z } from 'zod';

/** Site settings by host name (spec §1, §3 "Site settings"). */
export const siteSettings = z.object({
  companyId: z.string(),
  com_name: z.string(),
  dcolor_primary: z.string(),
  dcolor_secondary: z.string().nullable(),
  logo_d_l: z.string().nullable(),
  /** The logo for dark backgrounds (falls back to `logo_d_l`). */
  logo_d_d: z.string().nullable(),
  /** The browser-tab icon (falls back to the logo). */
  favicon: z.string().nullable(),
  web_desc: z.string().nullable(),
  currency: z.enum(['MYR', 'IDR']),
  /** The public Sentry DSN the web app reports errors to; null: no error reporting (nothing loaded). */
  sentry_dsn: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettings>;
