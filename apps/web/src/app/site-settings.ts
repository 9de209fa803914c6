import { DEFAULT_THEME_COLOR, type SiteSettings } from '@niaga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../lib/api-client';
import { isHexColor } from './theme';

export const FALLBACK_ICON = '/icon.svg';
export const APP_NAME = 'Niaga';

export const siteSettingsQuery = (host: string) =>
  queryOptions({
    queryKey: ['site-settings', host],
    queryFn: ({ signal }) => api.get<SiteSettings>('/attribute/data-company', { domain: host }, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Site settings of the page's host (spec §1); cached per host for the whole visit. */
export function useSiteSettings() {
  const query = useQuery(siteSettingsQuery(window.location.hostname));
  useEffect(() => {
    // Spec §1: a failure is logged and nothing is applied.
    if (query.error) console.error('Site settings could not be loaded', query.error);
  }, [query.error]);
  return query;
}

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.appendChild(element);
  return element;
}

export function applySiteSettings(settings: SiteSettings): void {
  const icon = headElement<HTMLLinkElement>('link[rel="icon"]', () => {
    const link = document.createElement('link');
    link.rel = 'icon';
    return link;
  });
  icon.removeAttribute('type');
  icon.href = settings.favicon || settings.logo_d_l || FALLBACK_ICON;

  const themeColor = headElement<HTMLMetaElement>('meta[name="theme-color"]', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    return meta;
  });
  themeColor.content = isHexColor(settings.dcolor_primary) ? settings.dcolor_primary : DEFAULT_THEME_COLOR;

  const description = headElement<HTMLMetaElement>('meta[name="description"]', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    return meta;
  });
  description.content = settings.web_desc ?? '';

  headElement<HTMLLinkElement>('link[rel="manifest"]', () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/api/manifest.webmanifest';
    return link;
  });
}
