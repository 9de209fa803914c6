import { scoreFiguresPage, scoreFiguresQuery } from '@niaga/shared';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okSchema } from '../../platform/envelope.js';
import { scoreFiguresOf } from './score-figures.js';

export function registerScoreFigureRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/commission/score-figures',
    {
      // The dashboard leaderboard and the score ranking are shown to HQ and to every agent.
      config: { access: { roles: ['hq', 'staff', 'agent'] } },
      schema: {
        tags: ['commission'],
        summary: 'Agents ranked by PS, GS, TPGS, team, commission or recruitment over months, with every figure',
        querystring: scoreFiguresQuery,
        response: okSchema(scoreFiguresPage),
      },
    },
    async (request) => ok(await scoreFiguresOf(deps, contextOf(request), request.query), request.language),
  );
}
