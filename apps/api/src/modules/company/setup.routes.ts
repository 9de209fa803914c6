import {
  branch,
  branchInput,
  companyFeatures,
  companyFeaturesInput,
  companyNetwork,
  companyNetworkInput,
  taxSettings,
  taxSettingsInput,
  text,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { deleteBranch, listBranches, saveBranch } from './branches.service.js';
import {
  getCompanyFeatures,
  getCompanyNetwork,
  storeCompanyFeatures,
  storeCompanyNetwork,
} from './company-features.service.js';
import { getTaxSettings, storeTaxSettings } from './tax.service.js';

const tags = ['company'];

/** Company set-up: branches (pickup locations), the feature switches and the network rules of spec §7. */
export function registerCompanySetupRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/setup/branch',
    {
      access: access.hqAndStaff,
      summary: 'Branches, main first',
      response: z.object({ items: z.array(branch) }),
    },
    (request) => listBranches(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/branch/store',
    {
      access: access.hq,
      summary: 'Create a branch, or edit it with `id`',
      body: branchInput,
      response: branch,
      message: 'branch.saved',
    },
    (request) => saveBranch(deps, contextOf(request), request.body),
  );
  r.delete(
    '/api/setup/branch/:id',
    {
      access: access.hq,
      summary: 'Delete a branch (not the main one)',
      params: z.object({ id: text({ max: 64 }) }),
      message: 'branch.deleted',
    },
    (request) => deleteBranch(deps, contextOf(request), request.params.id),
  );
  r.get(
    '/api/setup/company-features',
    {
      access: access.hqAndStaff,
      summary: 'Feature switches (spec §3 company features) and the checkout settings',
      response: companyFeatures,
    },
    (request) => getCompanyFeatures(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/company-features/store',
    {
      access: access.hq,
      summary: 'Change some switches (others are kept)',
      body: companyFeaturesInput,
      response: companyFeatures,
      message: 'features.saved',
    },
    (request) => storeCompanyFeatures(deps, contextOf(request), request.body),
  );
  r.get(
    '/api/setup/company-network',
    {
      access: access.hqAndStaff,
      summary: 'Network rules: ordering levels, only-HQ selling, who may recruit and into which levels, inactivity',
      response: companyNetwork,
    },
    (request) => getCompanyNetwork(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/company-network/store',
    {
      access: access.hq,
      summary: 'Change some network rules (others are kept)',
      body: companyNetworkInput,
      response: companyNetwork,
      message: 'network.saved',
    },
    (request) => storeCompanyNetwork(deps, contextOf(request), request.body),
  );
  r.get(
    '/api/setup/tax',
    {
      access: access.hqAndStaff,
      summary: 'Tax: the rate, the SST registration number and whether prices include tax',
      response: taxSettings,
    },
    (request) => getTaxSettings(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/tax/store',
    {
      access: access.hq,
      summary: 'Change the tax settings (orders already placed keep theirs)',
      body: taxSettingsInput,
      response: taxSettings,
      message: 'tax.saved',
    },
    (request) => storeTaxSettings(deps, contextOf(request), request.body),
  );
}
