import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OPERATOR_PREFIX } from '../modules/auth/auth.hook.js';
import { OPERATOR_HOST, operatorToken } from '../modules/operator/operator-testing.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { type Endpoint, endpoints, type StringField, stringFields } from './openapi-inputs.js';
import { sample, withField } from './sample-input.js';

/**
 * Issue 14: every string field of every route with a body or a query, taken from the OpenAPI document (so new
 * routes are swept without being listed), gets a NUL byte, 100,000 characters, a wrong type and, when required,
 * nothing. Each answer must be a 4xx naming the field, and no table may gain or lose a row.
 */
let t: TestApp;
const tokens: string[] = [];
let operator: string;

/** Tables a refused request may still change: none so far (sessions are written by the logins before the count). */
const TOLERATED_TABLES: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  tokens.push(await t.login('hq@demo.niaga.test', 'hq'), await t.login('agent1@demo.niaga.test'));
  operator = await operatorToken(t);
});
afterAll(() => t.close());

async function rowCounts() {
  const tables = await t.db.execute(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const counted = (tables as unknown as { rows: Array<{ name: string }> }).rows.filter(
    (table) => !TOLERATED_TABLES.includes(table.name),
  );
  const union = counted.map((table) => `SELECT '${table.name}' AS name, count(*)::int AS n FROM "${table.name}"`);
  const result = await t.db.execute(sql.raw(union.join(' UNION ALL ')));
  const rows = (result as unknown as { rows: Array<{ name: string; n: number }> }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, row.n]));
}

type Case = { label: string; field: string; url: string; body?: Record<string, unknown> };

const NUL = 'sweep\u0000value';
const LONG = 'x'.repeat(100_000);
const WRONG_TYPES = [12_345, { text: 'in an object' }];

function urlOf(endpoint: Endpoint, query: Record<string, unknown>, params: Record<string, unknown> = {}) {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? sample(endpoint.params.find((p) => p.name === name)?.schema ?? {}))),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function casesOf(endpoint: Endpoint): Case[] {
  const cases: Case[] = [];
  const requiredQuery = Object.fromEntries(
    endpoint.query.filter((p) => p.required).map((p) => [p.name, sample(p.schema ?? {})]),
  );
  for (const parameter of endpoint.query) {
    if (!isTextual(parameter.schema ?? {})) continue;
    const url = (value: unknown) => urlOf(endpoint, { ...requiredQuery, [parameter.name]: value });
    const field = parameter.name;
    cases.push({ label: 'NUL', field, url: url(NUL) }, { label: 'long', field, url: url(LONG) });
    cases.push({ label: 'wrong type', field, url: url(['one', 'two']) });
    if (parameter.required) {
      const { [parameter.name]: _, ...rest } = requiredQuery;
      cases.push({ label: 'missing', field, url: urlOf(endpoint, rest) });
    }
  }
  const baseUrl = urlOf(endpoint, requiredQuery);
  for (const parameter of endpoint.params) {
    const url = urlOf(endpoint, requiredQuery, { [parameter.name]: NUL });
    cases.push({ label: 'NUL', field: parameter.name, url });
  }
  for (const bodySchema of endpoint.bodies) {
    const base = sample(bodySchema) as Record<string, unknown>;
    for (const field of unique(stringFields(bodySchema))) {
      const body = (value: unknown) => withField(base, field.path, value) as Record<string, unknown>;
      const name = field.path.join('.');
      cases.push({ label: 'NUL', field: name, url: baseUrl, body: body(NUL) });
      cases.push({ label: 'long', field: name, url: baseUrl, body: body(LONG) });
      for (const wrong of WRONG_TYPES)
        cases.push({ label: `wrong type ${typeof wrong}`, field: name, url: baseUrl, body: body(wrong) });
      if (field.required) cases.push({ label: 'missing', field: name, url: baseUrl, body: body(withField.MISSING) });
    }
  }
  return cases;
}

const isTextual = (schema: StringField['schema']) => stringFields(schema).length > 0;
const unique = (fields: StringField[]) =>
  fields.filter((field, index) => fields.findIndex((other) => other.path.join('.') === field.path.join('.')) === index);

/**
 * HQ first; a route that refuses HQ (401/403) is called as an agent. The operator's routes are called as the
 * operator, on the operator's host (anywhere else they answer 404 before any validation).
 */
async function send(endpoint: Endpoint, item: Case) {
  if (endpoint.path.startsWith(OPERATOR_PREFIX))
    return t.call(endpoint.method, item.url, { token: operator, host: OPERATOR_HOST, body: item.body });
  let answer = await t.call(endpoint.method, item.url, { token: tokens[0], body: item.body });
  if (answer.status === 401 || answer.status === 403)
    answer = await t.call(endpoint.method, item.url, { token: tokens[1], body: item.body });
  return answer;
}

it('refuses bad text in every field of every route with a 4xx naming the field, and writes nothing', async () => {
  const swept = (await endpoints(t.app)).filter((endpoint) => endpoint.query.length || endpoint.bodies.length);
  const failures: string[] = [];
  let cases = 0;
  const fields = new Set<string>();
  for (const endpoint of swept) {
    const before = await rowCounts();
    for (const item of casesOf(endpoint)) {
      cases += 1;
      fields.add(`${endpoint.method} ${endpoint.path} ${item.field}`);
      const answer = await send(endpoint, item);
      const where = `${endpoint.method} ${endpoint.path} ${item.field} (${item.label})`;
      if (answer.status < 400 || answer.status >= 500) failures.push(`${where}: ${answer.status}`);
      else if (!answer.meta?.errors?.[item.field])
        failures.push(`${where}: ${answer.status} names ${JSON.stringify(Object.keys(answer.meta?.errors ?? {}))}`);
    }
    const after = await rowCounts();
    for (const table of Object.keys(after))
      if (after[table] !== before[table])
        failures.push(`${endpoint.method} ${endpoint.path}: ${table} ${before[table]} → ${after[table]} rows`);
  }
  console.log(
    `bad-input sweep: ${swept.length} routes × ${fields.size} string fields × up to 5 inputs = ${cases} cases`,
  );
  expect(failures).toEqual([]);
  // The sweep grows with every route: 3,500 cases took 80 s on a busy 2-core machine (issue 22), so the limit
  // leaves room for load and new routes rather than failing on a slow moment.
}, 300_000);
