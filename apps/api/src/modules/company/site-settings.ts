import { DEFAULT_THEME_COLOR, type SiteSettings } from '@niaga/shared';
import type { Company } from './company.repo.js';

export function toSiteSettings(company: Company, sentryDsn: string | null): SiteSettings {
  return {
    companyId: company.id,
    com_name: company.name,
    dcolor_primary: company.colorPrimary || DEFAULT_THEME_COLOR,
    dcolor_secondary: company.colorSecondary,
    logo_d_l: company.logoUrl,
    web_desc: company.webDescription,
    currency: company.currency,
    sentryDsn,
  };
}

/** The installable-app manifest of a company (spec §1: installable-app settings). */
export function toManifest(company: Company) {
  const icon = company.logoUrl ?? '/icon.svg';
  return {
    name: company.name,
    short_name: company.name.slice(0, 12),
    description: company.webDescription ?? company.description ?? company.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: company.colorPrimary || DEFAULT_THEME_COLOR,
    icons: [{ src: icon, sizes: 'any', type: icon.endsWith('.svg') ? 'image/svg+xml' : 'image/png', purpose: 'any' }],
  };
}
