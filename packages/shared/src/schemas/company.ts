import { z } from 'zod';

/** Site settings by host name (spec §1, §3 "Site settings"). */
export const siteSettings = z.object({
  companyId: z.string(),
  com_name: z.string(),
  dcolor_primary: z.string(),
  dcolor_secondary: z.string().nullable(),
  logo_d_l: z.string().nullable(),
  web_desc: z.string().nullable(),
  currency: z.enum(['MYR', 'IDR']),
  /** The public DSN the web app reports errors to (Sentry), null when reporting is off. */
  sentryDsn: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettings>;
