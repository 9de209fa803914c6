import { hallOfFameEntry, hallOfFameInput, hallOfFamePage, hallOfFameQuery, text } from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { imageUploadRoute } from '../../platform/images.js';
import { routes } from '../../platform/route.js';
import { deleteHallOfFame, listHallOfFame, saveHallOfFame } from './hall-of-fame.service.js';

// Spec §6 "set up hall of fame": HQ and staff granted it curate; everyone in the company's back office reads.
const CURATORS = access.hqAndStaffWith('setup_hall_of_fame');
const idParams = z.object({ id: text({ max: 64 }) });

/** Spec §7 setup `hof`: get, store, delete (and the photo upload the store names). */
export function registerHallOfFameRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['score-ranking'] });
  r.get(
    '/api/setup/hof',
    {
      access: access.team,
      summary: 'Hall of fame entries, newest date first',
      query: hallOfFameQuery,
      response: hallOfFamePage,
    },
    (request) => listHallOfFame(deps, contextOf(request), request.query),
  );
  imageUploadRoute(r, deps, '/api/setup/hof/image', { access: CURATORS, what: 'Upload a hall of fame photo' });
  r.post(
    '/api/setup/hof/store',
    {
      access: CURATORS,
      summary: 'Add a hall of fame entry, or change the one named by `id`',
      body: hallOfFameInput,
      response: hallOfFameEntry,
      message: 'hallOfFame.saved',
    },
    (request) => saveHallOfFame(deps, contextOf(request), request.body),
  );
  r.delete(
    '/api/setup/hof/delete/:id',
    {
      access: CURATORS,
      summary: 'Delete a hall of fame entry',
      params: idParams,
      message: 'hallOfFame.deleted',
    },
    (request) => deleteHallOfFame(deps, contextOf(request), request.params.id),
  );
}
