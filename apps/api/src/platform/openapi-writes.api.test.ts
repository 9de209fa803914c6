import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPERATOR_HOST, operatorToken } from '../modules/operator/operator-testing.js';
import { minimalValue } from '../security/minimal-body.js';
import type { JsonSchema } from '../security/openapi-inputs.js';
import { addressBody } from '../testing/address-fixtures.js';
import { type OpenApiDocument, responseChecker } from '../testing/openapi-validator.js';
import { type CallOptions, createTestApp, DEMO_PASSWORD, type TestApp } from '../testing/test-app.js';

/**
 * Issue 26 "Responses match the document", beyond the GETs of openapi-responses.api.test.ts: a representative set of
 * writes (success, 400 with field errors, 401, 404, 409, on several modules) and every GET of the operator's console
 * (its own host and token), each answer checked with ajv against what the OpenAPI document declares.
 */
let t: TestApp;
let document: OpenApiDocument;
let check: ReturnType<typeof responseChecker>;
let tokens: { hq: string; agent: string; operator: string };
const failures: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  document = JSON.parse((await t.call('GET', '/api/docs/json')).body);
  check = responseChecker(document);
  tokens = {
    hq: await t.login('hq@demo.niaga.test', 'hq'),
    agent: await t.login('agent1@demo.niaga.test'),
    operator: await operatorToken(t),
  };
}, 60_000);
afterAll(() => t?.close());
beforeEach(() => {
  failures.length = 0;
});

type Method = 'GET' | 'POST' | 'DELETE';
/** Calls `url`, checks the answer against `path`'s operation and its expected status; answers the data. */
async function checked(method: Method, path: string, url: string, status: number, options: CallOptions = {}) {
  const response = await t.call(method, url, options);
  const contentType = String(response.headers['content-type'] ?? '');
  const problems = check(method, path, { status: response.status, contentType, body: response.body });
  if (response.status !== status) problems.push(`answered ${response.status}, expected ${status}`);
  if (status === 400 && Object.keys(response.meta?.errors ?? {}).length === 0) problems.push('no field errors');
  if (problems.length > 0) failures.push(`${method} ${url} ${response.status}: ${problems.join('; ')}`);
  return response.data;
}

const courier = (name: string) => ({
  name,
  regions: [{ name: 'All', states: ['Johor'], rates: [{ fromGrams: 0, toGrams: 1000, price: 800 }] }],
});

describe('answers match the OpenAPI document', () => {
  it('writes: success and error envelopes', async () => {
    const hq = { token: tokens.hq };
    const agent = { token: tokens.agent };
    const login = { email: 'hq@demo.niaga.test', password: DEMO_PASSWORD, type: 'hq' };
    await checked('POST', '/api/login', '/api/login', 200, { body: login });
    await checked('POST', '/api/login', '/api/login', 401, { body: { ...login, password: 'Wrong#2026x' } });
    await checked('POST', '/api/login', '/api/login', 400, { body: { email: '' } });

    const created = await checked('POST', '/api/courier/store', '/api/courier/store', 200, {
      ...hq,
      body: courier('Contract Express'),
    });
    await checked('POST', '/api/courier/store', '/api/courier/store', 409, {
      ...hq,
      body: courier('contract express'),
    });
    await checked('POST', '/api/courier/store', '/api/courier/store', 400, { ...hq, body: courier('') });
    await checked('POST', '/api/courier/store', '/api/courier/store', 401, { body: courier('Nobody Express') });
    await checked('POST', '/api/courier/{id}', `/api/courier/${created.id}`, 200, { ...hq, body: courier('Renamed') });
    await checked('POST', '/api/courier/{id}', '/api/courier/unknown', 404, { ...hq, body: courier('Ghost') });
    const active = { ...hq, body: { active: false } };
    await checked('POST', '/api/courier/{id}/active', `/api/courier/${created.id}/active`, 200, active);
    await checked('DELETE', '/api/courier/{id}', `/api/courier/${created.id}`, 200, hq);
    await checked('DELETE', '/api/courier/{id}', `/api/courier/${created.id}`, 404, hq);

    const faq = { question: 'How do I pay?', answer: 'By transfer.' };
    await checked('POST', '/api/setup/faq/store', '/api/setup/faq/store', 200, { ...hq, body: faq });
    await checked('POST', '/api/setup/faq/store', '/api/setup/faq/store', 403, { ...agent, body: faq });
    const staff = { email: 'contract.staff@demo.niaga.test', name: 'Contract Staff', permissions: ['manage_orders'] };
    await checked('POST', '/api/setup/staff', '/api/setup/staff', 200, { ...hq, body: staff });
    await checked('POST', '/api/setup/staff', '/api/setup/staff', 409, { ...hq, body: staff });

    const address = '/api/sales/customer/store';
    await checked('POST', address, address, 200, { ...agent, body: addressBody() });
    await checked('POST', address, address, 400, { ...agent, body: addressBody({ postCode: '4' }) });
    await checked('POST', '/api/orders/{id}/approve', '/api/orders/unknown/approve', 404, { ...hq, body: {} });

    const operator = { token: tokens.operator, host: OPERATOR_HOST };
    const plan = { name: 'Contract plan', monthlyPrice: 9900 };
    await checked('POST', '/api/operator/plans', '/api/operator/plans', 200, { ...operator, body: plan });
    await checked('POST', '/api/operator/plans', '/api/operator/plans', 400, {
      ...operator,
      body: { ...plan, monthlyPrice: -1 },
    });
    const voidUnknown = '/api/operator/invoices/unknown/void';
    await checked('POST', '/api/operator/invoices/{id}/void', voidUnknown, 404, { ...operator, body: { reason: 'x' } });

    expect(failures).toEqual([]);
  });

  it("every GET of the operator's console", async () => {
    const operator = { token: tokens.operator, host: OPERATOR_HOST };
    let checkedCount = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/operator') || !operations.get) continue;
      await checked('GET', path, path.replace('{id}', 'demo'), 200, operator);
      checkedCount++;
    }
    expect(checkedCount).toBeGreaterThanOrEqual(8);
    expect(failures).toEqual([]);
  });

  it('every write with a path parameter, on a record that does not exist (HQ, a minimal valid body)', async () => {
    type Operation = {
      parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
      requestBody?: { content: Record<string, { schema?: JsonSchema }> };
    };
    const statuses: Record<number, number> = {};
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.includes('{') || path.startsWith('/api/operator')) continue;
      for (const [method, operation] of Object.entries(operations as Record<string, Operation>)) {
        if (method === 'get') continue;
        let url = path;
        for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'path')) {
          const value = parameter.schema?.enum ? String(minimalValue(parameter.schema)) : 'unknown0';
          url = url.replace(`{${parameter.name}}`, value);
        }
        const schema = operation.requestBody?.content['application/json']?.schema;
        const response = await t.app.inject({
          method: method.toUpperCase() as Method,
          url,
          headers: { host: 'localhost', authorization: `Bearer ${tokens.hq}` },
          ...(schema ? { payload: minimalValue(schema) as object } : {}),
        });
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        const contentType = String(response.headers['content-type'] ?? '');
        const problems = check(method, path, { status: response.statusCode, contentType, body: response.body });
        if (problems.length > 0) failures.push(`${method} ${url} ${response.statusCode}: ${problems.join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(statuses[404] ?? 0).toBeGreaterThan(40);
  });
});
