import { siteSettings, text } from '@niaga/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { routes } from '../../platform/route.js';
import { APP_ICON_NAMES, appIcon } from './app-icons.js';
import { companyByHost, requireHostCompany } from './host-company.js';
import { toManifest, toSiteSettings } from './site-settings.js';

export function registerCompanyRoutes(app: App, { db, config, storage }: AppDeps) {
  const r = routes(app, { tags: ['company'] });
  async function settingsFor(host: string) {
    const company = await companyByHost(db, host);
    if (!company) throw new AppError(404, 'errors.companyNotFound', 'NOT_FOUND');
    return toSiteSettings(company, config.SENTRY_DSN ?? null);
  }

  r.get(
    '/api/attribute/data-company',
    {
      access: 'public',
      summary: 'Site settings of the company that owns a host name',
      query: z.object({ domain: text({ max: 253 }).optional() }),
      response: siteSettings,
    },
    (request) => settingsFor(request.query.domain || request.host),
  );

  r.get(
    '/api/site-settings',
    {
      access: 'public',
      summary: 'Site settings by host (alias of /attribute/data-company)',
      query: z.object({ host: text({ max: 253 }).optional() }),
      response: siteSettings,
    },
    (request) => settingsFor(request.query.host || request.host),
  );

  r.custom(
    'GET',
    '/api/manifest.webmanifest',
    {
      access: 'public',
      summary: 'Installable-app manifest of the host',
      document: { produces: ['application/manifest+json'] },
    },
    async (request, reply) => {
      const company = await requireHostCompany(db, request);
      return reply.type('application/manifest+json').send(toManifest(company));
    },
  );

  r.custom(
    'GET',
    '/api/app-icon/:name',
    {
      access: 'public',
      summary: "Installable-app icon of the host: 192 and 512 px PNG and a maskable 512 px, from the company's logo",
      params: z.object({ name: z.enum(APP_ICON_NAMES) }),
    },
    async (request, reply) => {
      const company = await requireHostCompany(db, request);
      const png = await appIcon(storage, company, request.params.name);
      // The manifest names each icon with its source's version (`?v=`), so a day's caching never shows an old logo long.
      return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(png);
    },
  );
}
