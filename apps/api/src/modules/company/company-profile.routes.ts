import { companyProfile, companyProfileInput } from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { getCompanyProfile, storeCompanyProfile } from './company-profile.service.js';

const tags = ['company'];

/** Spec "/company" (setup/company get and store): the registered business printed on documents and CP58. */
export function registerCompanyProfileRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/setup/company',
    {
      access: access.hq,
      summary: 'Company profile: name, ROC/SSM, TIN, MSIC, address, phone, e-mail',
      response: companyProfile,
    },
    (request) => getCompanyProfile(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/company/store',
    {
      access: access.hq,
      summary: 'Save the company profile (the MSIC code must be in MSIC 2008)',
      body: companyProfileInput,
      response: companyProfile,
      message: 'companyProfile.saved',
    },
    (request) => storeCompanyProfile(deps, contextOf(request), request.body),
  );
}
