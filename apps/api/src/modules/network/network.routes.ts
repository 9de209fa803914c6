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
  termsRequest,
  text,
  treeNode,
  treeQuery,
  treeSearchQuery,
  treeSearchResult,
  uplineListQuery,
} from '@niaga/shared';
import { z } from 'zod';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okEmpty, okSchema } from '../../platform/envelope.js';
import { requireHostCompany } from '../company/host-company.js';
import { agentDetail, exportAgents, listAgents } from './agents.service.js';
import { listCommissionRanks, saveCommissionRanks } from './commission-ranks.service.js';
import { searchTree, treeChildren } from './family-tree.service.js';
import { createLevel, listLevels, reorderLevels, updateLevel } from './levels.service.js';
import { changeLevel, networkSummary, setSuspended, uplineCandidates } from './promote.service.js';
import { inviteInfo, inviteLinks, registerAgent, selfRegister } from './registration.service.js';
import { deleteTerms, listTerms, saveTerms } from './terms.service.js';

const HQ_ONLY: RouteAccess = { roles: ['hq'] };
const HQ_AND_STAFF: RouteAccess = { roles: ['hq', 'staff'] };
const PROMOTERS: RouteAccess = { roles: ['hq', 'staff'], permission: 'promote_demote_suspend' };
const REGISTRARS: RouteAccess = { roles: ['hq', 'staff'], permission: 'add_user' };
const tags = ['network'];
const idParams = z.object({ id: text({ max: 64 }) });
const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
const items = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export function registerNetworkRoutes(app: App, deps: AppDeps) {
  registerSetupRoutes(app, deps);
  registerRecruitmentRoutes(app, deps);
  registerAgentRoutes(app, deps);
}

function registerSetupRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/setup/tier',
    { config: { access: HQ_AND_STAFF }, schema: { tags, summary: 'Levels by rank', response: okSchema(items(level)) } },
    async (request) => ok(await listLevels(deps, contextOf(request)), request.language),
  );
  app.post(
    '/api/setup/tier/store',
    {
      config: { access: HQ_ONLY },
      schema: { tags, summary: 'Create a level', body: levelInput, response: okSchema(level) },
    },
    async (request) =>
      ok(await createLevel(deps, contextOf(request), request.body), request.language, 'network.levelSaved'),
  );
  app.post(
    '/api/setup/tier/update/:id',
    {
      config: { access: HQ_ONLY },
      schema: { tags, summary: 'Edit a level', params: idParams, body: levelInput, response: okSchema(level) },
    },
    async (request) =>
      ok(
        await updateLevel(deps, contextOf(request), request.params.id, request.body),
        request.language,
        'network.levelSaved',
      ),
  );
  app.post(
    '/api/setup/tier/reorder',
    {
      config: { access: HQ_ONLY },
      schema: {
        tags,
        summary: 'Set rank numbers in the order given',
        body: levelReorderRequest,
        response: okSchema(items(level)),
      },
    },
    async (request) =>
      ok(await reorderLevels(deps, contextOf(request), request.body.ids), request.language, 'network.levelsReordered'),
  );
  app.get(
    '/api/setup/company-commission-rank',
    {
      config: { access: HQ_AND_STAFF },
      schema: { tags, summary: 'Commission ranks', response: okSchema(items(commissionRank)) },
    },
    async (request) => ok(await listCommissionRanks(deps, contextOf(request)), request.language),
  );
  app.post(
    '/api/setup/company-commission-rank/update',
    {
      config: { access: HQ_ONLY },
      schema: {
        tags,
        summary: 'Replace the commission ranks',
        body: commissionRanksRequest,
        response: okSchema(items(commissionRank)),
      },
    },
    async (request) =>
      ok(await saveCommissionRanks(deps, contextOf(request), request.body), request.language, 'network.ranksSaved'),
  );
  const termsItem = z.object({
    levelId: z.string(),
    details: z.string(),
    pdfUrl: z.string().nullable(),
    updatedAt: z.string(),
  });
  app.get(
    '/api/setup/tnc',
    {
      config: { access: HQ_AND_STAFF },
      schema: { tags, summary: 'Agreements per level', response: okSchema(items(termsItem)) },
    },
    async (request) => ok(await listTerms(deps, contextOf(request)), request.language),
  );
  app.post(
    '/api/setup/tnc/store',
    {
      config: { access: HQ_ONLY },
      schema: {
        tags,
        summary: 'Save the agreement of a level',
        body: termsRequest,
        response: okEmpty,
      },
    },
    async (request) => {
      await saveTerms(deps, contextOf(request), request.body);
      return ok(null, request.language, 'network.termsSaved');
    },
  );
  app.delete(
    '/api/setup/tnc/:id',
    {
      config: { access: HQ_ONLY },
      schema: { tags, summary: 'Delete the agreement of a level', params: idParams, response: okEmpty },
    },
    async (request) => {
      await deleteTerms(deps, contextOf(request), request.params.id);
      return ok(null, request.language);
    },
  );
}

function registerRecruitmentRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/registration/invite-info',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Check an invite link and show its leader, level and agreement',
        querystring: inviteLink,
        response: okSchema(inviteInfoSchema),
      },
    },
    async (request) =>
      ok(await inviteInfo(deps, await requireHostCompany(deps.db, request), request.query), request.language),
  );
  // Spec §7 "legacy helper": POST /api/users/register is the same handler, validation and tenancy.
  for (const [path, routeTags, summary] of [
    ['/api/user/self-register', tags, 'Register by invite link (a verification code is mailed)'],
    ['/api/users/register', ['legacy'], 'Legacy alias of POST /api/user/self-register'],
  ] as const)
    app.post(
      path,
      {
        config: { access: 'public' },
        schema: { tags: [...routeTags], summary, body: selfRegisterRequest, response: okEmpty },
      },
      async (request) => {
        await selfRegister(deps, await requireHostCompany(deps.db, request), request.body, request.ip);
        return ok(null, request.language, 'network.registered');
      },
    );
  app.get(
    '/api/user/invite-links',
    {
      config: { access: { roles: ['hq', 'agent'] } },
      schema: {
        tags,
        summary: "The caller's invite links, one per level it may recruit into",
        response: okSchema(items(inviteLinkOption)),
      },
    },
    async (request) => ok(await inviteLinks(deps, contextOf(request), origin(request)), request.language),
  );
  app.post(
    '/api/agent-registration',
    {
      config: { access: REGISTRARS },
      schema: {
        tags,
        summary: 'HQ registers an agent directly',
        body: agentRegistrationRequest,
        response: okSchema(z.object({ id: z.string() })),
      },
    },
    async (request) =>
      ok(
        { id: await registerAgent(deps, contextOf(request), request.body, origin(request)) },
        request.language,
        'network.agentRegistered',
      ),
  );
}

function registerAgentRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/agent-database',
    {
      config: { access: { roles: ['hq', 'staff', 'agent'] } },
      schema: {
        tags,
        summary: 'Agents (HQ: all; agent: its downline)',
        querystring: agentListQuery,
        response: okSchema(agentPage),
      },
    },
    async (request) => ok(await listAgents(deps, contextOf(request), request.query), request.language),
  );
  app.get(
    '/api/agent-database/export',
    {
      config: { access: { roles: ['hq', 'staff', 'agent'] } },
      schema: { tags, summary: 'The agent database as xlsx', querystring: agentListQuery },
    },
    async (request, reply) => {
      const file = await exportAgents(deps, contextOf(request), request.query);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="agents-${new Date().toISOString().slice(0, 10)}.xlsx"`)
        .send(file);
    },
  );
  app.get(
    '/api/agents/:id',
    {
      config: { access: { roles: ['hq', 'staff', 'agent'] } },
      schema: {
        tags,
        summary: 'One agent: profile, bank, links, upline, sales, history',
        params: idParams,
        response: okSchema(agentDetailSchema),
      },
    },
    async (request) => ok(await agentDetail(deps, contextOf(request), request.params.id), request.language),
  );
  app.get(
    '/api/user/family-tree',
    {
      config: { access: { roles: ['hq', 'staff', 'agent'] } },
      schema: {
        tags,
        summary: 'Children of a node (or the roots)',
        querystring: treeQuery,
        response: okSchema(z.object({ items: z.array(treeNode), total: z.number() })),
      },
    },
    async (request) => ok(await treeChildren(deps, contextOf(request), request.query.parentId), request.language),
  );
  app.get(
    '/api/user/family-tree/search',
    {
      config: { access: { roles: ['hq', 'staff', 'agent'] } },
      schema: {
        tags,
        summary: 'Find agents in the tree with their paths',
        querystring: treeSearchQuery,
        response: okSchema(items(treeSearchResult)),
      },
    },
    async (request) => ok(await searchTree(deps, contextOf(request), request.query.q), request.language),
  );
  app.get(
    '/api/promote-demote',
    {
      config: { access: PROMOTERS },
      schema: {
        tags,
        summary: 'Agents to promote, demote or suspend',
        querystring: agentListQuery,
        response: okSchema(agentPage),
      },
    },
    async (request) => ok(await listAgents(deps, contextOf(request), request.query), request.language),
  );
  app.get(
    '/api/promote-demote/summary',
    {
      config: { access: PROMOTERS },
      schema: { tags, summary: 'Agents per level and status', response: okSchema(levelSummary) },
    },
    async (request) => ok(await networkSummary(deps, contextOf(request)), request.language),
  );
  const candidate = z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    level: z.string().nullable(),
    rankNumber: z.number(),
  });
  app.get(
    '/api/promote-demote/upline-list',
    {
      config: { access: PROMOTERS },
      schema: {
        tags,
        summary: "Possible uplines at a new level ('hq' = top)",
        querystring: uplineListQuery,
        response: okSchema(items(candidate)),
      },
    },
    async (request) => ok(await uplineCandidates(deps, contextOf(request), request.query), request.language),
  );
  app.post(
    '/api/promote-demote/store',
    {
      config: { access: PROMOTERS },
      schema: { tags, summary: 'Promote or demote an agent', body: promoteRequest, response: okEmpty },
    },
    async (request) => {
      await changeLevel(deps, contextOf(request), request.body);
      return ok(null, request.language, 'network.levelChanged');
    },
  );
  app.post(
    '/api/promote-demote/suspend',
    {
      config: { access: PROMOTERS },
      schema: { tags, summary: 'Suspend or unsuspend an agent', body: suspendRequest, response: okEmpty },
    },
    async (request) => {
      await setSuspended(deps, contextOf(request), request.body);
      return ok(null, request.language, request.body.suspend ? 'network.suspended' : 'network.unsuspended');
    },
  );
}
