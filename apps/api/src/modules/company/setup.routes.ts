import { branch, branchInput, companyFeatures, companyFeaturesInput, scoreRankingFeatures, text } from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { deleteBranch, listBranches, saveBranch } from './branches.service.js';
import {
  getCompanyFeatures,
  getScoreRankingFeatures,
  storeCompanyFeatures,
  storeScoreRankingFeatures,
} from './company-features.service.js';

const tags = ['company'];

/** Company set-up: branches (pickup locations) and the feature switches of spec §7. */
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
      summary: 'Feature switches: self-pickup, preorder stock, ordering levels',
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
    '/api/setup/company-features/score-ranking',
    {
      access: access.hqAndStaff,
      summary: "Score ranking switch showAmountSnR: agents see other agents' amounts (default on), or positions only",
      response: scoreRankingFeatures,
    },
    (request) => getScoreRankingFeatures(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/company-features/store-score-ranking',
    {
      access: access.hq,
      summary: "Show or hide other agents' amounts from agents in the score ranking (showAmountSnR)",
      body: scoreRankingFeatures,
      response: scoreRankingFeatures,
      message: 'features.saved',
    },
    (request) => storeScoreRankingFeatures(deps, contextOf(request), request.body),
  );
}
