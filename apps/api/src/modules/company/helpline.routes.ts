import { helpline, helplineInput } from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { getHelpline, storeHelpline } from './helpline.service.js';

/** Spec §2 "/helpline": the company's e-mail, phone, WhatsApp and opening hours; HQ keeps them. */
export function registerHelplineRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['company'] });
  r.get(
    '/api/helpline',
    {
      access: access.team,
      summary: "The company's helpline: e-mail, phone and WhatsApp with calling codes, opening hours",
      response: helpline,
    },
    (request) => getHelpline(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/helpline/store',
    {
      access: access.hq,
      summary: 'Save the helpline (every value optional; empty clears it)',
      body: helplineInput,
      response: helpline,
      message: 'helpline.saved',
    },
    (request) => storeHelpline(deps, contextOf(request), request.body),
  );
}
