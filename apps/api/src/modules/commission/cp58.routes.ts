import { cp58IssueInput, cp58IssueResult, cp58Page, cp58Query, cp58SearchQuery, cp58Statement } from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { cp58Pdf, getCp58, issueCp58, notIssuedKey, searchCp58 } from './cp58.service.js';

const tags = ['commission'];

/** CP58 (spec /cp58, /hqCP58): yearly statements of commission income, when the company's CP58 feature is on. */
export function registerCp58Routes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.post(
    '/api/report/cp58',
    {
      access: access.hq,
      summary: "Issue (or issue again) the year's CP58 statements: one per agent paid commission in the year",
      body: cp58IssueInput,
      response: cp58IssueResult,
      message: (result) => ({
        key: result.issued === 0 ? 'cp58.noneIssued' : result.partial ? 'cp58.issuedSoFar' : 'cp58.issued',
        params: { year: result.year, count: result.issued },
      }),
    },
    (request) => issueCp58(deps, contextOf(request), request.body),
  );
  r.get(
    '/api/report/getcp58',
    {
      access: access.hqAndAgents,
      summary: "An agent's issued statement of a year (an agent: its own; HQ: `agentId`)",
      query: cp58Query,
      response: cp58Statement.nullable(),
      message: (statement, request) =>
        statement ? undefined : { key: notIssuedKey(contextOf(request)), params: { year: request.query.year } },
    },
    (request) => getCp58(deps, contextOf(request), request.query),
  );
  r.pdf(
    '/api/report/getcp58/pdf',
    {
      access: access.hqAndAgents,
      summary: 'The statement as an A4 PDF in the layout of form CP58',
      query: cp58Query,
    },
    (request) => cp58Pdf(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/report/searchcp58',
    {
      access: access.hq,
      summary: "The year's issued statements: search by name, identity no, TIN or e-mail; paged",
      query: cp58SearchQuery,
      response: cp58Page,
    },
    (request) => searchCp58(deps, contextOf(request), request.query),
  );
}
