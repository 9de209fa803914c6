import { DEFAULT_THEME_COLOR, type SiteSettings } from '@niaga/shared';
import { appIconVersion } from './app-icons.js';
import type { Company } from './company.repo.js';

export function toSiteSettings(company: Company, sentryDsn: string | null): SiteSettings {
  return {
    companyId: company.id,
    com_name: company.name,
    dcolor_primary: company.colorPrimary || DEFAULT_THEME_COLOR,
    dcolor_secondary: company.colorSecondary,
    logo_d_l: company.logoUrl,
    logo_d_d: company.logoDarkUrl ?? company.logoUrl,
    favicon: company.faviconUrl ?? company.logoUrl,
    web_desc: company.webDescription,
    currency: company.currency,
    sentry_dsn: sentryDsn,
  };
}

/**
 * The installable-app manifest of a company (spec §1: installable-app settings): its name, colour, description and
 * the 192/512 px PNG and maskable icons made from its favicon or logo (Company › Theme), or the platform's icon.
 */
export function toManifest(company: Company) {
  const icon = (name: string) => `/api/app-icon/${name}?v=${appIconVersion(company)}`;
  return {
    name: company.name,
    short_name: company.name.slice(0, 12),
    description: company.webDescription ?? company.description ?? company.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: company.colorPrimary || DEFAULT_THEME_COLOR,
    icons: [
      { src: icon('192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icon('512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icon('maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
