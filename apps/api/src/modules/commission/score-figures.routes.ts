import { scoreFiguresPage, scoreFiguresQuery } from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { forbidden } from '../../platform/errors.js';
import { routes } from '../../platform/route.js';
import { featuresOf } from '../company/features.js';
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
    async (request) => {
      const ctx = contextOf(request);
      // Every figure of every agent: agents may not read it while HQ hides amounts (spec "showAmountSnR"); the
      // score ranking calls (/api/scoreranking/*) show them positions only.
      if (ctx.user.role === 'agent' && !(await featuresOf(deps.db, ctx.companyId)).showAmountSnR) throw forbidden();
      const { me: _me, ...figures } = await scoreFiguresOf(deps, ctx, request.query);
      return figures;
    },
  );
}
