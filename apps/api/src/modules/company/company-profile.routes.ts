import { companyProfile, companyProfileInput } from '@niaga/shared';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okSchema } from '../../platform/envelope.js';
import { getCompanyProfile, storeCompanyProfile } from './company-profile.service.js';

const HQ_ONLY: RouteAccess = { roles: ['hq'] };
const tags = ['company'];

/** Spec "/company" (setup/company get and store): the registered business printed on documents and CP58. */
export function registerCompanyProfileRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/setup/company',
    {
      config: { access: HQ_ONLY },
      schema: {
        tags,
        summary: 'Company profile: name, ROC/SSM, TIN, MSIC, address, phone, e-mail',
        response: okSchema(companyProfile),
      },
    },
    async (request) => ok(await getCompanyProfile(deps, contextOf(request)), request.language),
  );
  app.post(
    '/api/setup/company/store',
    {
      config: { access: HQ_ONLY },
      schema: {
        tags,
        summary: 'Save the company profile (the MSIC code must be in MSIC 2008)',
        body: companyProfileInput,
        response: okSchema(companyProfile),
      },
    },
    async (request) =>
      ok(await storeCompanyProfile(deps, contextOf(request), request.body), request.language, 'companyProfile.saved'),
  );
}
