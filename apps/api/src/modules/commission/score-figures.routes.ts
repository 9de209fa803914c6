import { scoreFiguresPage, scoreFiguresQuery } from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { scoreFiguresOf } from './score-figures.js';

export function registerScoreFigureRoutes(app: App, deps: AppDeps) {
  routes(app, { tags: ['commission'] }).get(
    '/api/commission/score-figures',
    {
      // The dashboard leaderboard and the score ranking are shown to HQ and to every agent.
      access: access.team,
      summary: 'Agents ranked by PS, GS, TPGS, team, commission or recruitment over months, with every figure',
      query: scoreFiguresQuery,
      response: scoreFiguresPage,
    },
    (request) => scoreFiguresOf(deps, contextOf(request), request.query),
  );
}
