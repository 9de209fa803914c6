import {
  SCORE_METRICS,
  scoreRankingPage,
  scoreRankingQuery,
  topPerformerQuery,
  topPerformers as topPerformersSchema,
} from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { scoreRanking, topPerformers } from './score-ranking.service.js';

/** Spec §7 "Score ranking": GET /scoreranking/top-performer and score-ranking-ps, -gs, -tpgs, -team, -commission, -recruitment. */
export function registerScoreRankingRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['score-ranking'] });
  r.get(
    '/api/scoreranking/top-performer',
    {
      access: access.team,
      summary: 'The top agents (3 by default) by one figure over a period, with photo, level and the figure',
      query: topPerformerQuery,
      response: topPerformersSchema,
    },
    (request) => topPerformers(deps, contextOf(request), request.query),
  );
  for (const by of SCORE_METRICS) {
    r.get(
      `/api/scoreranking/score-ranking-${by}`,
      {
        access: access.team,
        summary: `Agents ranked by ${by.toUpperCase()} over a period (paged), with the caller's own position`,
        query: scoreRankingQuery,
        response: scoreRankingPage,
      },
      (request) => scoreRanking(deps, contextOf(request), by, request.query),
    );
  }
}
