import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalValue } from '../security/minimal-body.js';
import type { JsonSchema } from '../security/openapi-inputs.js';
import { callerRecordsOfA, createCompanyARecords } from '../security/tenancy-records.js';
import { type CallerRecords, REQUEST_OVERRIDES } from '../security/tenancy-sweep.requests.js';
import { FIXED_PARAMS, PATH_KINDS, type RecordKind } from '../security/tenancy-sweep.tables.js';
import { type OpenApiDocument, responseChecker } from '../testing/openapi-validator.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 26 "Responses match the document": every GET of the OpenAPI document, called as HQ and as an agent with the
 * demo data and the records the tenancy sweep creates, answers a status the operation declares, in a declared
 * content type, with a body valid against the declared schema (errors against the error envelope). A route whose
 * answer drifts from its declaration fails here. Writes and the operator's console (its own host and token):
 * openapi-writes.api.test.ts.
 */
let t: TestApp;
let document: OpenApiDocument;
let records: Record<RecordKind, string>;
let caller: CallerRecords;
let tokens: { hq: string; agent: string };

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000' });
  const companyA = await createCompanyARecords(t);
  records = companyA.ids;
  tokens = { hq: companyA.tokens.hq, agent: companyA.tokens.agent };
  caller = callerRecordsOfA(companyA, {});

  document = JSON.parse((await t.call('GET', '/api/docs/json')).body);
}, 240_000);
afterAll(() => t?.close());

/** The path with each `{param}`: a record of its kind, a fixed value, or a valid sample (reference data). */
function urlOf(path: string, parameters: Parameter[]) {
  let url = path;
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    const prefix = path.slice(0, path.indexOf(`{${parameter.name}}`) + parameter.name.length + 2);
    const kind = PATH_KINDS[prefix];
    const value = FIXED_PARAMS[prefix] ?? (kind ? records[kind] : String(minimalValue(parameter.schema)));
    url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
  }
  const override = REQUEST_OVERRIDES[`GET ${path}`]?.(caller) ?? {};
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((p) => p.in === 'query' && p.required)) {
    query.set(parameter.name, String(minimalValue(parameter.schema)));
  }
  for (const [name, value] of Object.entries(override.query ?? {})) query.set(name, value);
  return { url: query.size > 0 ? `${url}?${query}` : url, headers: override.headers ?? {} };
}

describe('answers match the OpenAPI document', () => {
  it('every GET, as HQ and as an agent', async () => {
    const check = responseChecker(document);
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      const operation = operations.get as { parameters?: Parameter[] } | undefined;
      if (!operation || path.startsWith('/api/operator') || path.startsWith('/api/docs')) continue;
      const { url, headers } = urlOf(path, operation.parameters ?? []);
      for (const [role, token] of Object.entries(tokens)) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { host: 'localhost', authorization: `Bearer ${token}`, ...headers },
        });
        const contentType = String(response.headers['content-type'] ?? '');
        const problems = check('GET', path, { status: response.statusCode, contentType, body: response.body });
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        checked++;
        if (problems.length > 0) failures.push(`${role} GET ${url} ${response.statusCode}: ${problems.join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
    // Most answers are real data, not errors: the check covers the success schemas.
    expect(statuses[200] ?? 0).toBeGreaterThan(checked / 2);
  }, 240_000);
});
