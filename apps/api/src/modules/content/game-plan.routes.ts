import { gamePlan, gamePlanInput } from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { imageUploadRoute } from '../../platform/images.js';
import { routes } from '../../platform/route.js';
import { CONTENT_WRITERS, idParams } from './content-access.js';
import { deleteGamePlan, listGamePlans, readGamePlan, saveGamePlan } from './game-plan.service.js';

/** The game plan (spec §2 /gameplan): one rich-text page per level or for every level; HQ writes, agents read. */
export function registerGamePlanRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['content'] });
  r.get(
    '/api/game-plan',
    {
      access: access.team,
      summary:
        "The game plan the caller reads: an agent its level's page, else the one for every level (HQ and staff " +
        'that one); null when there is none',
      response: gamePlan.nullable(),
    },
    (request) => readGamePlan(deps, contextOf(request)),
  );
  r.get(
    '/api/setup/game-plan',
    {
      access: access.hqAndStaff,
      summary: 'Every game plan page of the company: the one for every level first, then one per level',
      response: z.array(gamePlan),
    },
    (request) => listGamePlans(deps, contextOf(request)),
  );
  imageUploadRoute(r, deps, '/api/setup/game-plan/image', {
    access: CONTENT_WRITERS,
    what: 'Upload a game plan picture',
  });
  r.post(
    '/api/setup/game-plan/store',
    {
      access: CONTENT_WRITERS,
      summary:
        'Save the game plan of `levelId` (null: every level), replacing the one there. The HTML is sanitised: ' +
        "only the allowed tags, safe links, pictures from the company's own uploads",
      body: gamePlanInput,
      response: gamePlan,
      message: 'gamePlan.saved',
    },
    (request) => saveGamePlan(deps, contextOf(request), request.body),
  );
  r.delete(
    '/api/setup/game-plan/:id',
    { access: CONTENT_WRITERS, summary: 'Delete a game plan page', params: idParams, message: 'gamePlan.deleted' },
    (request) => deleteGamePlan(deps, contextOf(request), request.params.id),
  );
}
