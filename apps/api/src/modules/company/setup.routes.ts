import { branch, branchInput, companyFeatures, companyFeaturesInput, text } from '@niaga/shared';
import { z } from 'zod';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okEmpty, okSchema } from '../../platform/envelope.js';
import { deleteBranch, listBranches, saveBranch } from './branches.service.js';
import { getCompanyFeatures, storeCompanyFeatures } from './company-features.service.js';

const HQ_AND_STAFF: RouteAccess = { roles: ['hq', 'staff'] };
const HQ_ONLY: RouteAccess = { roles: ['hq'] };
const tags = ['company'];

/** Company set-up: branches (pickup locations) and the feature switches of spec §7. */
export function registerCompanySetupRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/setup/branch',
    {
      config: { access: HQ_AND_STAFF },
      schema: { tags, summary: 'Branches, main first', response: okSchema(z.object({ items: z.array(branch) })) },
    },
    async (request) => ok(await listBranches(deps, contextOf(request)), request.language),
  );
  app.post(
    '/api/setup/branch/store',
    {
      config: { access: HQ_ONLY },
      schema: { tags, summary: 'Create a branch, or edit it with `id`', body: branchInput, response: okSchema(branch) },
    },
    async (request) => ok(await saveBranch(deps, contextOf(request), request.body), request.language, 'branch.saved'),
  );
  app.delete(
    '/api/setup/branch/:id',
    {
      config: { access: HQ_ONLY },
      schema: {
        tags,
        summary: 'Delete a branch (not the main one)',
        params: z.object({ id: text({ max: 64 }) }),
        response: okEmpty,
      },
    },
    async (request) => {
      await deleteBranch(deps, contextOf(request), request.params.id);
      return ok(null, request.language, 'branch.deleted');
    },
  );
  app.get(
    '/api/setup/company-features',
    {
      config: { access: HQ_AND_STAFF },
      schema: {
        tags,
        summary: 'Feature switches: self-pickup, preorder stock, ordering levels',
        response: okSchema(companyFeatures),
      },
    },
    async (request) => ok(await getCompanyFeatures(deps, contextOf(request)), request.language),
  );
  app.post(
    '/api/setup/company-features/store',
    {
      config: { access: HQ_ONLY },
      schema: {
        tags,
        summary: 'Change some switches (others are kept)',
        body: companyFeaturesInput,
        response: okSchema(companyFeatures),
      },
    },
    async (request) =>
      ok(await storeCompanyFeatures(deps, contextOf(request), request.body), request.language, 'features.saved'),
  );
}
