import { FAQ_MAX, faq, faqInput, faqOrderInput } from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { CONTENT_WRITERS, idParams } from './content-access.js';
import { deleteFaq, listFaqs, orderFaqs, saveFaq } from './faq.service.js';

/** Spec §7 setup `faq`: get, store, delete, and HQ's order of the questions. */
export function registerFaqRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['content'] });
  r.get(
    '/api/setup/faq',
    {
      access: access.team,
      summary: "FAQ in HQ's order; an agent gets only the questions for every level and for its own",
      response: z.array(faq),
    },
    (request) => listFaqs(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/faq/store',
    {
      access: CONTENT_WRITERS,
      summary: `Add a question (placed last; at most ${FAQ_MAX} per company), or change the one named by \`id\``,
      body: faqInput,
      response: faq,
      message: 'faq.saved',
    },
    (request) => saveFaq(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/setup/faq/order',
    {
      access: CONTENT_WRITERS,
      summary: "Set HQ's order of the questions: `ids` names every question of the company once, first to last",
      body: faqOrderInput,
      response: z.array(faq),
      message: 'faq.ordered',
    },
    (request) => orderFaqs(deps, contextOf(request), request.body.ids),
  );
  r.delete(
    '/api/setup/faq/:id',
    { access: CONTENT_WRITERS, summary: 'Delete a question', params: idParams, message: 'faq.deleted' },
    (request) => deleteFaq(deps, contextOf(request), request.params.id),
  );
}
