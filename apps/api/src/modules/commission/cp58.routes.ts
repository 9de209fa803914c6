import {
  cp58IssueInput,
  cp58IssueResult,
  cp58Page,
  cp58Query,
  cp58SearchQuery,
  cp58Statement,
  translate,
} from '@niaga/shared';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { okSchema, sendDownload } from '../../platform/envelope.js';
import { cp58Pdf, getCp58, issueCp58, notIssuedKey, searchCp58 } from './cp58.service.js';

const HQ_ONLY: RouteAccess = { roles: ['hq'] };
const HQ_AND_AGENTS: RouteAccess = { roles: ['hq', 'agent'] };
const tags = ['commission'];

/** CP58 (spec /cp58, /hqCP58): yearly statements of commission income, when the company's CP58 feature is on. */
export function registerCp58Routes(app: App, deps: AppDeps) {
  app.post(
    '/api/report/cp58',
    {
      config: { access: HQ_ONLY },
      schema: {
        tags,
        summary: "Issue (or issue again) the year's CP58 statements: one per agent paid commission in the year",
        body: cp58IssueInput,
        response: okSchema(cp58IssueResult),
      },
    },
    async (request) => {
      const result = await issueCp58(deps, contextOf(request), request.body);
      const key = result.issued === 0 ? 'cp58.noneIssued' : result.partial ? 'cp58.issuedSoFar' : 'cp58.issued';
      const message = translate(request.language, key, { year: result.year, count: result.issued });
      return { meta: { code: 200, message }, data: result };
    },
  );
  app.get(
    '/api/report/getcp58',
    {
      config: { access: HQ_AND_AGENTS },
      schema: {
        tags,
        summary: "An agent's issued statement of a year (an agent: its own; HQ: `agentId`)",
        querystring: cp58Query,
        response: okSchema(cp58Statement.nullable()),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const statement = await getCp58(deps, ctx, request.query);
      const message = statement ? 'OK' : translate(request.language, notIssuedKey(ctx), { year: request.query.year });
      return { meta: { code: 200, message }, data: statement };
    },
  );
  app.get(
    '/api/report/getcp58/pdf',
    {
      config: { access: HQ_AND_AGENTS },
      schema: { tags, summary: 'The statement as an A4 PDF in the layout of form CP58', querystring: cp58Query },
    },
    async (request, reply) => {
      return sendDownload(reply, await cp58Pdf(deps, contextOf(request), request.query));
    },
  );
  app.get(
    '/api/report/searchcp58',
    {
      config: { access: HQ_ONLY },
      schema: {
        tags,
        summary: "The year's issued statements: search by name, identity no, TIN or e-mail; paged",
        querystring: cp58SearchQuery,
        response: okSchema(cp58Page),
      },
    },
    async (request) => ({
      meta: { code: 200, message: 'OK' },
      data: await searchCp58(deps, contextOf(request), request.query),
    }),
  );
}
