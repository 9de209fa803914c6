import {
  agentDashboardQuery,
  agentDashboard as agentDashboardSchema,
  hqDashboard as hqDashboardSchema,
} from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { agentDashboard } from './agent-dashboard.service.js';
import { hqDashboard } from './hq-dashboard.service.js';

const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

/** Spec §2 "Dashboard: /, /home": one call per role with every widget's figures. */
export function registerDashboardRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['dashboard'] });
  r.get(
    '/api/dashboard/agent',
    {
      access: access.agents,
      summary:
        "The agent's dashboard: leaderboard, rewards, this month's summary, 12 months of sales, commission, links",
      query: agentDashboardQuery,
      response: agentDashboardSchema,
    },
    (request) => agentDashboard(deps, contextOf(request), request.query, origin(request)),
  );
  r.get(
    '/api/dashboard/hq',
    {
      access: access.hqAndStaff,
      summary: "HQ's dashboard: orders by tab, sales, new agents, payouts waiting, low stock, subscription notice",
      response: hqDashboardSchema,
    },
    (request) => hqDashboard(deps, contextOf(request)),
  );
}
