import { siteSettings, text } from '@niaga/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okSchema } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { companyByHost, requireHostCompany } from './host-company.js';
import { toManifest, toSiteSettings } from './site-settings.js';

export function registerCompanyRoutes(app: App, { db }: AppDeps) {
  async function settingsFor(host: string, language: 'en' | 'id' | 'ms') {
    const company = await companyByHost(db, host);
    if (!company) throw new AppError(404, 'errors.companyNotFound', 'NOT_FOUND');
    return ok(toSiteSettings(company), language);
  }

  app.get(
    '/api/attribute/data-company',
    {
      config: { access: 'public' },
      schema: {
        tags: ['company'],
        summary: 'Site settings of the company that owns a host name',
        querystring: z.object({ domain: text({ max: 253 }).optional() }),
        response: okSchema(siteSettings),
      },
    },
    (request) => settingsFor(request.query.domain || request.host, request.language),
  );

  app.get(
    '/api/site-settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['company'],
        summary: 'Site settings by host (alias of /attribute/data-company)',
        querystring: z.object({ host: text({ max: 253 }).optional() }),
        response: okSchema(siteSettings),
      },
    },
    (request) => settingsFor(request.query.host || request.host, request.language),
  );

  app.get(
    '/api/manifest.webmanifest',
    { config: { access: 'public' }, schema: { tags: ['company'], summary: 'Installable-app manifest of the host' } },
    async (request, reply) => {
      const company = await requireHostCompany(db, request);
      return reply.type('application/manifest+json').send(toManifest(company));
    },
  );
}
