import {
  agentDetail as agentDetailSchema,
  agentListQuery,
  agentPage,
  agentRegistrationRequest,
  commissionRank,
  commissionRanksRequest,
  inviteInfo as inviteInfoSchema,
  inviteLink,
  inviteLinkOption,
  level,
  levelInput,
  levelReorderRequest,
  levelSummary,
  promoteRequest,
  selfRegisterRequest,
  suspendRequest,
  text,
  treeNode,
  treeQuery,
  treeSearchQuery,
  treeSearchResult,
  treeUpline,
  treeUplinesQuery,
  uplineListQuery,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { asPlanEdit } from '../commission/plan.service.js';
import { requireHostCompany } from '../company/host-company.js';
import { agentDetail, listAgents } from './agents.service.js';
import { registerAgreementRoutes } from './agreements.routes.js';
import { listCommissionRanks, saveCommissionRanks } from './commission-ranks.service.js';
import { searchTree, treeChildren } from './family-tree.service.js';
import { createLevel, listLevels, reorderLevels, updateLevel } from './levels.service.js';
import { changeLevel, networkSummary, setSuspended, uplineCandidates } from './promote.service.js';
import { inviteInfo, inviteLinks, registerAgent, selfRegister } from './registration.service.js';
import { treeChildrenAsOf, uplinesAsOf } from './tree-as-of.service.js';

const PROMOTERS = access.hqAndStaffWith('promote_demote_suspend');
const REGISTRARS = access.hqAndStaffWith('add_user');
const tags = ['network'];
const idParams = z.object({ id: text({ max: 64 }) });
const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
const items = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export function registerNetworkRoutes(app: App, deps: AppDeps) {
  registerSetupRoutes(app, deps);
  registerAgreementRoutes(app, deps);
  registerRecruitmentRoutes(app, deps);
  registerAgentRoutes(app, deps);
}

function registerSetupRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/setup/tier',
    {
      access: access.hqAndStaff,
      summary: 'Levels by rank',
      response: items(level),
    },
    (request) => listLevels(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/tier/store',
    {
      access: access.hq,
      summary: 'Create a level',
      body: levelInput,
      response: level,
      message: 'network.levelSaved',
    },
    (request) => asPlanEdit(deps, contextOf(request), () => createLevel(deps, contextOf(request), request.body)),
  );
  r.post(
    '/api/setup/tier/update/:id',
    {
      access: access.hq,
      summary: 'Edit a level',
      params: idParams,
      body: levelInput,
      response: level,
      message: 'network.levelSaved',
    },
    (request) =>
      asPlanEdit(deps, contextOf(request), () =>
        updateLevel(deps, contextOf(request), request.params.id, request.body),
      ),
  );
  r.post(
    '/api/setup/tier/reorder',
    {
      access: access.hq,
      summary: 'Set rank numbers in the order given',
      body: levelReorderRequest,
      response: items(level),
      message: 'network.levelsReordered',
    },
    (request) => reorderLevels(deps, contextOf(request), request.body.ids),
  );
  r.get(
    '/api/setup/company-commission-rank',
    {
      access: access.hqAndStaff,
      summary: 'Commission ranks',
      response: items(commissionRank),
    },
    (request) => listCommissionRanks(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/company-commission-rank/update',
    {
      access: access.hq,
      summary: 'Replace the commission ranks',
      body: commissionRanksRequest,
      response: items(commissionRank),
      message: 'network.ranksSaved',
    },
    (request) =>
      asPlanEdit(deps, contextOf(request), () => saveCommissionRanks(deps, contextOf(request), request.body)),
  );
}

function registerRecruitmentRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/registration/invite-info',
    {
      access: 'public',
      summary: 'Check an invite link and show its leader, level and agreement',
      query: inviteLink,
      response: inviteInfoSchema,
    },
    async (request) => inviteInfo(deps, await requireHostCompany(deps.db, request), request.query),
  );
  r.postWithLegacyAlias(
    '/api/user/self-register',
    '/api/users/register',
    {
      access: 'public',
      summary: 'Register by invite link (a verification code is mailed)',
      body: selfRegisterRequest,
      message: 'network.registered',
    },
    async (request) => selfRegister(deps, await requireHostCompany(deps.db, request), request.body, request.ip),
  );
  r.get(
    '/api/user/invite-links',
    {
      access: access.hqAndAgents,
      summary: "The caller's invite links, one per level it may recruit into",
      response: items(inviteLinkOption),
    },
    (request) => inviteLinks(deps, contextOf(request), origin(request)),
  );
  r.post(
    '/api/agent-registration',
    {
      access: REGISTRARS,
      summary: 'HQ registers an agent directly',
      body: agentRegistrationRequest,
      response: z.object({ id: z.string() }),
      message: 'network.agentRegistered',
    },
    async (request) => ({ id: await registerAgent(deps, contextOf(request), request.body, origin(request)) }),
  );
}

function registerAgentRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/agent-database',
    {
      access: access.team,
      summary: 'Agents (HQ: all; agent: its downline)',
      query: agentListQuery,
      response: agentPage,
    },
    (request) => listAgents(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/agents/:id',
    {
      access: access.team,
      summary: 'One agent: profile, bank, links, upline, sales, history',
      params: idParams,
      response: agentDetailSchema,
    },
    (request) => agentDetail(deps, contextOf(request), request.params.id),
  );
  r.get(
    '/api/user/family-tree',
    {
      access: access.team,
      summary: 'Children of a node (or the roots), now or as the tree stood at the end of `asOf`',
      query: treeQuery,
      response: z.object({ items: z.array(treeNode), total: z.number() }),
    },
    (request) =>
      request.query.asOf
        ? treeChildrenAsOf(deps, contextOf(request), request.query.asOf, request.query.parentId)
        : treeChildren(deps, contextOf(request), request.query.parentId),
  );
  r.get(
    '/api/user/family-tree/uplines',
    {
      access: access.team,
      summary: "An agent's uplines, nearest first, now or as they stood at the end of `asOf`",
      query: treeUplinesQuery,
      response: items(treeUpline),
    },
    (request) => uplinesAsOf(deps, contextOf(request), request.query.agentId, request.query.asOf),
  );
  r.get(
    '/api/user/family-tree/search',
    {
      access: access.team,
      summary: 'Find agents in the tree with their paths',
      query: treeSearchQuery,
      response: items(treeSearchResult),
    },
    (request) => searchTree(deps, contextOf(request), request.query.q),
  );
  r.get(
    '/api/promote-demote',
    {
      access: PROMOTERS,
      summary: 'Agents to promote, demote or suspend',
      query: agentListQuery,
      response: agentPage,
    },
    (request) => listAgents(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/promote-demote/summary',
    {
      access: PROMOTERS,
      summary: 'Agents per level and status',
      response: levelSummary,
    },
    (request) => networkSummary(deps, contextOf(request)),
  );
  const candidate = z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    level: z.string().nullable(),
    rankNumber: z.number(),
  });
  r.get(
    '/api/promote-demote/upline-list',
    {
      access: PROMOTERS,
      summary: "Possible uplines at a new level ('hq' = top)",
      query: uplineListQuery,
      response: items(candidate),
    },
    (request) => uplineCandidates(deps, contextOf(request), request.query),
  );
  r.post(
    '/api/promote-demote/store',
    {
      access: PROMOTERS,
      summary: 'Promote or demote an agent',
      body: promoteRequest,
      message: 'network.levelChanged',
    },
    (request) => changeLevel(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/promote-demote/suspend',
    {
      access: PROMOTERS,
      summary: 'Suspend or unsuspend an agent',
      body: suspendRequest,
      message: (_, request) => (request.body.suspend ? 'network.suspended' : 'network.unsuspended'),
    },
    (request) => setSuspended(deps, contextOf(request), request.body),
  );
}
